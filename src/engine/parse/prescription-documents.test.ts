/**
 * Electronic prescriptions, dispensing summaries and problem-oriented letters: an item number before the
 * medicine is not a dose, a heading over what was not prescribed because it is withheld or stopped (or a
 * sentence saying the following are withheld) is that stop heading, and a condition before the medicine
 * is what it is for.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;

describe("a prescription's item number is not part of the order", () => {
  it.each([
    'Rx 1  COLCHICINE 500 microgram tablet   Qty 30  Rpt 0   Sig: 1 tab twice daily',
    'Rx#1 Colchicine 500 microgram tablet, 1 twice daily',
    'Item 1: colchicine 500 microgram 1 tab twice daily',
    'Script 1 - Colchicine 500 mcg bd',
  ])('%j', (line) => {
    const r = run('Colchicine 500 microgram twice daily', line);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([['Colchicine', 'unchanged']]);
  });
});

describe('"not prescribed" headings are stop headings', () => {
  it('the medicines under it are withheld, with the reason written', () => {
    const r = run(
      'Coveram 5/5 mg mane',
      'Not prescribed – withheld:\nCoveram 5/5 – acute kidney injury, GP to restart when renal function recovers',
    );
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason).toMatch(/kidney/);
  });
});

describe("a problem-oriented letter's condition before its medicine is the indication", () => {
  it.each([
    ['2. Hypertension – irbesartan 300 mg mane', 'Irbesartan', 'Hypertension'],
    ['Osteoarthritis – Panadol Osteo 1330 mg tds prn', 'Paracetamol', 'Osteoarthritis'],
    ['Gout: allopurinol 300 mg daily', 'Allopurinol', 'Gout'],
    ['4. Hypothyroidism - thyroxine 100 mcg mane', 'Levothyroxine', 'Hypothyroidism'],
  ])('%j', (line, name) => {
    const r = run(line, line.replace(/^\d\.\s*/, '').split(/ [–-] |: /)[1]!);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications[0]!.name).toContain(name);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it.each([
    ['Ceased – aspirin 100 mg', 0],
    ['Aspirin 100 mg - ceased', 0],
  ])('%j is not a condition before its medicine', (line, rows) => {
    const r = run('Aspirin 100 mg daily', line);
    expect(r.medications).toHaveLength(rows);
  });
});

describe('a sentence heading over stopped medicines is a stop heading', () => {
  it.each([
    'The following are withheld until her GP confirms her kidney function has recovered:',
    'These have been withheld until her kidney function has recovered:',
    'The following medicines were withheld until the kidney function recovered:',
  ])('%j', (heading) => {
    const r = run(
      'Irbesartan 300 mg mane\nMetformin 1 g bd',
      `${heading}\nIrbesartan 300 mg\nMetformin XR`,
    );
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications.map((c) => c.reason)).toEqual([
      expect.stringMatching(/kidney/),
      expect.stringMatching(/kidney/),
    ]);
  });
});
