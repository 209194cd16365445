/**
 * Electronic prescriptions and dispensing summaries: an item number before the medicine is not a dose, and
 * a heading over what was not prescribed because it is withheld or stopped is that stop heading.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { readDocumentLead } from './document-leads';

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

  it('a line that only starts with the letters is left alone', () => {
    expect(readDocumentLead('Rivaroxaban 20 mg daily')).toBeNull();
    expect(readDocumentLead('Item 1')).toBeNull();
  });
});

describe('"not prescribed" headings are stop headings', () => {
  it.each([
    ['Not prescribed – withheld:', 'Withheld:'],
    ['Not supplied (ceased):', 'Ceased:'],
    ['Not for discharge - stopped', 'Stopped:'],
  ])('%j -> %j', (line, heading) => expect(readDocumentLead(line)).toBe(heading));

  it('the medicines under it are withheld, with the reason written', () => {
    const r = run(
      'Coveram 5/5 mg mane',
      'Not prescribed – withheld:\nCoveram 5/5 – acute kidney injury, GP to restart when renal function recovers',
    );
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason).toMatch(/kidney/);
  });
});
