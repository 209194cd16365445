/**
 * Layouts of printed charts and pharmacy records: rows that open with their rounds and join their cells with
 * dashes, a script number before the name, round columns headed by the bare hour, the volume a dose is mixed
 * in, verb headings, a form's title in capitals, and a brand misspelt that the other list names.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const filled = (s: Record<string, string>) =>
  Object.entries(s)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();
const allWarnings = (r: ReturnType<typeof reconcileChecked>) =>
  [...(r.warnings ?? []), ...r.medications.flatMap((m) => m.warnings ?? [])].join(' | ');

describe('a row that opens with its rounds, cells joined by dashes', () => {
  it.each([
    ['08:00 / 18:00 — Metformin 500 mg tablet — 1 tab — Oral'],
    ['0800, 1800 – Metformin 500 mg tablet – 1 tab – PO'],
    ['8am & 6pm - Metformin 500 mg tablet - 1 tab - Oral'],
    ['08:00 / 18:00\tMetformin 500 mg tablet 1 tab'],
  ])('every round is a time of the order: %s', (adm) => {
    const r = reconcileChecked(adm, 'Metformin 500 mg twice daily');
    expect(r.medications).toHaveLength(1);
    expect(filled(r.medications[0]!.schedule)).toEqual(['0800', '1800']);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('one round before a row whose last cell is the route keeps its time', () => {
    const r = reconcileChecked(
      '21:00 — Timolol 0.5% eye drops — 1 drop left eye — Eye',
      'Timolol 0.5% 1 drop left eye at night',
    );
    expect(filled(r.medications[0]!.schedule)).toEqual(['2200']);
    expect(allWarnings(r)).not.toMatch(/Times not stated/);
  });

  it('PRN in the time column makes the row when required, its half tablet and restated mg read', () => {
    const r = reconcileChecked(
      'PRN — Oxycodone 10mg tablet — ½ tab (5mg) 6 hourly PRN pain — Oral',
      'Oxycodone 5 mg every 6 hours when required for pain',
    );
    const row = r.medications[0]!;
    expect(row.isPRN).toBe(true);
    expect(row.changeType).toBe('unchanged');
    expect(allWarnings(r)).not.toMatch(/not understood/);
  });

  it('a round before a time heading with no dose stays a heading', () => {
    const r = reconcileChecked(
      '08:00 — Breakfast round\nPerindopril 4 mg 1 tablet',
      'Perindopril 4 mg mane',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.name).toMatch(/Perindopril/);
  });
});

describe('the liquid a dose is mixed in is not its dose', () => {
  it.each([
    ['Movicol 1 sachet in 200mL water mane'],
    ['Movicol 1 sachet dissolved in 250 ml of orange juice daily'],
    ['Movicol 1 sachet with 125 mL water in the morning'],
  ])('%s', (adm) => {
    const r = reconcileChecked(adm, 'Movicol 1 sachet daily');
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(allWarnings(r)).not.toMatch(/not understood/);
  });
});

describe("a pharmacy profile's script number before the name", () => {
  it.each([
    ['Rx 3320187  Amlodipine 5mg   1 mane'],
    ['Rx: 55102 Amlodipine 5mg 1 mane'],
    ['Script no. 88213  Amlodipine 5mg  1 mane'],
  ])('%s', (adm) => {
    const r = reconcileChecked(adm, 'Amlodipine 5 mg mane');
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('what a round or PRN column rule leaves alone', () => {
  it("a table cell opening with PRN and a dash before words is the cell's own text", () => {
    const r = reconcileChecked(
      'Medication | Dose | Time\nClonazepam 0.5mg | 1 tab | PRN – agitation > 30 min',
      'Clonazepam 0.5 mg when required for agitation',
    );
    expect(r.medications[0]!.isPRN).toBe(true);
    expect(allWarnings(r)).not.toMatch(/not understood/);
  });

  it('a receipt line with its price keeps its script number for the receipt reader', () => {
    const r = reconcileChecked(
      'Rx 551203  LIPITOR 20MG TAB 30  - 1 at night   PBS  $7.70',
      'Atorvastatin 20 mg nocte',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(allWarnings(r)).not.toMatch(/not understood/);
  });
});

describe('round columns headed by the hour', () => {
  it.each([
    [
      'Drug | Strength | 08 | 12 | 18 | 22\nSertraline | 50 mg | ✓ |  |  |\nQuetiapine | 25 mg |  |  |  | ✓',
    ],
    [
      'Medication | Dose | 08:00 | 12:00 | 18:00 | 22:00\nSertraline | 50 mg | X | | |\nQuetiapine | 25 mg | | | | X',
    ],
  ])('the ticked hours are the times: %s', (dis) => {
    const r = reconcileChecked('Sertraline 50 mg mane\nQuetiapine 25 mg nocte', dis);
    expect(r.medications).toHaveLength(2);
    const [a, b] = r.medications;
    expect(filled(a!.schedule)).toEqual(['0800']);
    expect(filled(b!.schedule)).toEqual(['2200']);
    expect(r.medications.every((m) => m.changeType === 'unchanged')).toBe(true);
  });
});

describe('verb headings', () => {
  it('a start heading after a stop heading ends the stop list', () => {
    const r = reconcileChecked(
      'Diclofenac 50 mg BD',
      'Stop:\nDiclofenac\nStart:\nParacetamol 1 g QID\nAdd:\nOmeprazole 20 mg mane',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual([expect.stringMatching(/Diclofenac/)]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['new', 'new']);
  });
});

describe('titles that are not orders', () => {
  it("a form's title in capitals, with a time word in it, is no medicine", () => {
    const r = reconcileChecked(
      'RN WEEKLY MEDICATION RECORD — Mr A. Nguyen\nAspirin 100 mg mane',
      'Aspirin 100 mg mane',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('a group title over medicines with a colon is a heading', () => {
    const r = reconcileChecked(
      'Sotalol 80 mg BD\nMedicines the patient keeps at home:\nAspirin 100 mg mane',
      'Sotalol 80 mg BD\nAspirin 100 mg mane',
    );
    expect(allWarnings(r)).not.toMatch(/Could not read/);
  });

  it('a group title with a stop word in it is not taken as a plain title', () => {
    const r = reconcileChecked('Aspirin 100 mg mane', 'Meds the GP stopped:\nAspirin 100 mg');
    expect(r.ceasedMedications).toHaveLength(1);
  });
});

describe('a brand misspelt by two letters, named as its medicine on the other list', () => {
  it('pairs with that medicine, with a warning', () => {
    const r = reconcileChecked(
      'Karvazyde 300/12.5 mg daily',
      'Irbesartan + hydrochlorothiazide 300/12.5 mg daily',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
    expect(allWarnings(r)).toMatch(/Karvazyde.*read as Karvezide/);
  });

  it('without the medicine on the other list, it stays an unknown name', () => {
    const r = reconcileChecked('Karvazyde 300/12.5 mg daily', 'Aspirin 100 mg daily');
    expect(r.ceasedMedications[0]!.name).toMatch(/Karvazyde/);
  });
});
