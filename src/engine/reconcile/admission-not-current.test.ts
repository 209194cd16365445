/**
 * Admission entries that are not current orders: a summary's or profile's record of a medicine stopped before
 * this admission, a sick-day rule, doses given on the way in, a reason that names another medicine. None is
 * a medicine stopped at this discharge; each is reported, never made a ceased entry or dropped silently.
 * And admission entries read as their own medicine: a brand's inhalation capsule, a when-required label.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (admissionOrders: string, dischargeOrders: string) =>
  reconcile({ admissionOrders, dischargeOrders });

describe('stopped before this admission', () => {
  it.each([
    [
      'Past 12 months - ceased:\nMicrogynon 30 1 daily - ceased 06/2025 (migraine with aura)',
      'Ethinylestradiol',
    ],
    ['Ramipril 5 mg mane - stopped Jan 2025, cough', 'Ramipril'],
  ])('%s', (line, name) => {
    const r = run(`Atorvastatin 40mg nocte\n${line}`, 'Atorvastatin 40 mg nocte');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.warnings?.join(' ')).toMatch(
      new RegExp(`${name}.*already stopped before this admission`),
    );
  });

  it('an INACTIVE record in a profile Status column', () => {
    const r = run(
      'Status\tMedicine\tDirections\nACTIVE\tAtorvastatin 40mg\t1 at night\nINACTIVE\tAmoxicillin 500mg caps\t1 three times a day x 5 days\nExpired\tPrednisolone 25mg\t2 daily x 5 days',
      'Atorvastatin 40 mg nocte',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.warnings?.join(' ')).toMatch(/Amoxicillin.*already stopped/);
    expect(r.warnings?.join(' ')).toMatch(/Prednisolone.*already stopped/);
  });

  it('a stop for a procedure pauses a current medicine: it pairs with the discharge order', () => {
    const r = run(
      'Apixaban 5mg bd - stopped 2 days before surgery\nAtorvastatin 40mg nocte',
      'Apixaban 5 mg twice daily - restart tomorrow\nAtorvastatin 40 mg nocte',
    );
    expect(r.medications.map((m) => `${m.name}:${m.changeType}`)).toEqual([
      'Apixaban:unchanged',
      'Atorvastatin:unchanged',
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('a stop for a procedure not continued is still listed as stopped', () => {
    const r = run('Dapagliflozin 10mg mane - withheld 3 days pre-op', 'Metformin 500 mg BD');
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Dapagliflozin']);
  });
});

describe('a sick-day rule on the admission card', () => {
  it.each([
    'If unwell and not drinking: stop metformin and perindopril',
    'Sick day rules - withhold metformin, perindopril',
    'Should you become dehydrated, stop metformin',
  ])('%s', (line) => {
    const r = run(
      `${line}\nMetformin 500mg bd\nPerindopril 4mg mane`,
      'Metformin 500 mg BD\nPerindopril 4 mg mane',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect(r.warnings?.join(' ')).toMatch(/metformin/i);
  });
});

describe('doses given on the way in', () => {
  it.each([
    'Rx en route: GTN 400 mcg SL x2, aspirin 300 mg PO',
    'Paramedic treatment: GTN 400mcg SL, aspirin 300mg chewed',
    'Given by paramedics - aspirin 300 mg, GTN 400 mcg',
  ])('%s', (line) => {
    const r = run(`${line}\nAtorvastatin 40mg nocte`, 'Atorvastatin 40 mg nocte');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.warnings?.join(' ')).toMatch(/already given/);
  });
});

describe('a reason or note that names another medicine', () => {
  it('a recorded-by date after it is no dose of a second medicine', () => {
    const r = run(
      'Calcium carbonate 600 mg 1 daily - Reason: with alendronate - Recorded 01-Mar-2025 by Dr A Lee\nAlendronate 70 mg weekly',
      'Calcium carbonate 600 mg daily\nAlendronate 70 mg weekly',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('inhalation capsules and when-required labels', () => {
  it('a brand capsule that is only breathed in pairs with its inhaler-device order', () => {
    const r = run(
      'Seebri 50 mcg capsule - breathe in 1 capsule daily',
      'Glycopyrronium (Seebri Breezhaler) 50 microgram - inhale 1 capsule once daily',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('"If required:" over a medicine starts its own order, not more of the line above', () => {
    const r = run(
      'Levetiracetam 500mg bd\nIf required: Ondansetron 4 mg 1 wafer up to three times a day',
      'Levetiracetam 500 mg BD',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Ondansetron']);
  });
});

describe("an admission list's dose history under its current list", () => {
  it.each([
    'Recent medication changes:\n  metoprolol reduced from 50 mg to 25 mg bd on 02/03\n  apixaban started 01/2026',
    'Dose history\n- metoprolol increased from 12.5 mg last month',
  ])('%s', (block) => {
    const r = run(
      `Current:\nMetoprolol 25mg bd\nApixaban 5mg bd\n${block}`,
      'Metoprolol 25 mg BD\nApixaban 5 mg BD',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.warnings?.join(' ')).toMatch(/recent changes heading/);
  });

  it('on the discharge list a changes heading is read as orders', () => {
    const r = run('Metoprolol 50mg bd', 'Recent changes:\nMetoprolol reduced to 25 mg bd');
    expect(r.medications.map((m) => `${m.name}:${m.changeType}`)).toEqual(['Metoprolol:changed']);
  });
});

describe('a supply record the patient says he stopped', () => {
  it('a dispensing history line is reported, not listed as stopped now', () => {
    const r = run(
      '14/10/26\tAtorvastatin 40mg tab\t30\t1 at night\n01/08/26\tMirtazapine 30mg tab\t30\tno longer taking, stopped it herself',
      'Atorvastatin 40 mg nocte',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.warnings?.join(' ')).toMatch(/Mirtazapine.*already stopped/);
  });

  it("a medicine list's own entry with that note stays a ceased entry, flagged", () => {
    const r = run(
      'Atorvastatin 40mg nocte\nMirtazapine 30mg nocte - stopped it herself',
      'Atorvastatin 40 mg nocte',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Mirtazapine']);
  });
});
