/**
 * Checklists and typed lists: a box or an 'o' bullet before the order is not part of it, a kind-of-
 * medicine label ('Statin:', 'Bowel care:') or the medicine's own short name ('GTN:') before a colon is
 * not the medicine, an empty box is said on the row, a count in words before a when-required word is
 * the dose, and a patient's own note about smoking or drinking is not a medicine.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { stripCheckbox } from './checkboxes';
import { withoutClassLabel } from './class-label';

const run = (admission: string, discharge: string) =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge });

describe('checklist boxes and letter bullets', () => {
  it.each([
    ['☑ Clopidogrel 75 mg daily', 'Clopidogrel 75 mg daily'],
    ['✔ Rosuvastatin 20 mg nocte', 'Rosuvastatin 20 mg nocte'],
    ['[X] Metoprolol 25 mg BD', 'Metoprolol 25 mg BD'],
    ['(x) Ramipril 2.5 mg mane', 'Ramipril 2.5 mg mane'],
    ['o\tWarfarin as per INR', 'Warfarin as per INR'],
    ['o  Lasix 40mg – one in the morning', 'Lasix 40mg – one in the morning'],
    ['o Sertraline 50mg – one daily', 'Sertraline 50mg – one daily'],
    ['☐ Eplerenone 25 mg daily', 'Eplerenone 25 mg daily (box not ticked)'],
    ['once daily', 'once daily'],
    ['omeprazole 20 mg', 'omeprazole 20 mg'],
  ])('%s', (line, out) => expect(stripCheckbox(line)).toBe(out));

  it('reads a ticked list as orders and says which box was left empty', () => {
    const res = run(
      'Nil',
      '☑ Clopidogrel 75 mg - 1 daily\n✔ Rosuvastatin 20 mg - 1 at night\n☐ Eplerenone 25 mg - 1 daily',
    );
    expect(res.medications.map((m) => m.name)).toEqual([
      'Clopidogrel',
      'Rosuvastatin',
      'Eplerenone',
    ]);
    expect(res.medications[2]!.comment).toMatch(/box not ticked/i);
  });

  it("reads a family's list with 'o' bullets against the discharge list", () => {
    const res = run(
      'o   Lasix 40mg – one in the morning\no   Sertraline 50mg – one daily',
      'Furosemide 40 mg mane\nSertraline 50 mg mane',
    );
    expect(res.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect(res.ceasedMedications).toEqual([]);
  });
});

describe('a kind-of-medicine label before the medicine', () => {
  it.each([
    ['Anticoagulant: Apixaban 5 mg BD', 'Apixaban 5 mg BD'],
    ['Bowel care: Movicol 1 sachet daily', 'Movicol 1 sachet daily'],
    ['Beta blocker 2: Metoprolol 25 mg BD', 'Metoprolol 25 mg BD'],
    ['NRT: Nicotine 4 mg lozenge PRN', 'Nicotine 4 mg lozenge PRN'],
    ['Ceased: Aspirin 100 mg', 'Ceased: Aspirin 100 mg'],
    ['Hypertension: Perindopril 5 mg mane', 'Hypertension: Perindopril 5 mg mane'],
    ['Statin: not tolerated', 'Statin: not tolerated'],
    ['Vit D: Cholecalciferol 1000 units daily', 'Cholecalciferol 1000 units daily'],
  ])('%s', (line, out) => expect(withoutClassLabel(line)).toBe(out));

  it('keeps the strength of a medicine labelled with its own short name', () => {
    const row = run(
      'Nil',
      'GTN: Glyceryl trinitrate 600 microgram tablet sublingual PRN chest pain',
    ).medications[0]!;
    expect(row.form).toMatch(/600 microgram/);
  });
});

describe('a count in words before a when-required word', () => {
  it.each([
    'Endone 5mg - one when needed for pain',
    'Panadol - two as required, up to 4 times a day',
  ])('%s is a when-required dose', (line) => {
    const row = run('Nil', line).medications[0]!;
    expect(row.isPRN).toBe(true);
    expect(row.warnings ?? []).toEqual([]);
  });
});

describe("a patient's note about smoking or drinking", () => {
  it.each(['smoke about 15 a day', 'I smoke 10 a day', 'he drinks 3 beers a night'])(
    '%s is no medicine',
    (line) => {
      const res = run(`Metformin 500 mg BD\n${line}`, 'Metformin 500 mg BD');
      expect(res.ceasedMedications).toEqual([]);
    },
  );
});
