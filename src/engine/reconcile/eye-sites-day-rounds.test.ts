import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const one = (a: string, d: string) => reconcileChecked(a, d).medications[0]!;

describe("an eye clinic's Latin sides", () => {
  it.each([
    ['Xalatan 0.005% 1 gtt OU nocte', 'Latanoprost 0.005% 1 drop both eyes at night', 'unchanged'],
    ['Xalatan 0.005% 1 gtt OS nocte', 'Latanoprost 0.005% 1 drop left eye at night', 'unchanged'],
    ['Xalatan 0.005% 1 gtt OU nocte', 'Latanoprost 0.005% 1 drop right eye at night', 'changed'],
    ['Timoptol 0.5% 1 gtt OD bd', 'Timolol 0.5% 1 drop left eye twice daily', 'changed'],
    ['Timoptol 0.5% 1 gtt OD bd', 'Timolol 0.5% 1 drop right eye twice daily', 'unchanged'],
  ])('%s against %s is %s', (a, d, type) => {
    expect(one(a, d).changeType).toBe(type);
  });

  it("'OD' on a tablet is still once daily", () => {
    const row = one('Candesartan 8 mg OD', 'Candesartan 8 mg daily');
    expect(row.changeType).toBe('unchanged');
  });
});

describe("an eye list's side headings", () => {
  it('give the side of the drops under them, and a stop in one eye is a change', () => {
    const r = reconcileChecked(
      'Travatan 0.004% 1 drop both eyes nocte',
      'RIGHT EYE:\n  Travatan - cease in the right eye\nLEFT EYE:\n  Travatan 0.004% 1 drop at night - no change',
    );
    expect(r.medications.map((m) => [m.changeType, m.comment])).toEqual([
      ['changed', expect.stringMatching(/left eye only.*stopped in the right eye/)],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('do not give a side to a tablet under them', () => {
    const r = reconcileChecked(
      'Acetazolamide 250 mg bd',
      'LEFT EYE:\nAcetazolamide 250 mg twice daily',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('do not give a side to a tablet of a medicine that also comes as eye drops', () => {
    const r = reconcileChecked(
      'Dexamethasone 4 mg tablet mane',
      'RIGHT EYE:\nDexamethasone 4 mg tablet in the morning',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it("never read 'each morning' on a tablet as both eyes", () => {
    const r = reconcileChecked(
      'Aspirin 100 mg daily',
      'Prednisolone 25 mg tablets, 2 each morning',
    );
    expect(r.medications.find((m) => m.name.startsWith('Prednisolone'))!.form).not.toMatch(/eye/);
  });

  it("give a side to an eye ointment written as 'ointment'", () => {
    const r = reconcileChecked(
      'Chloramphenicol 1% eye ointment both eyes at night',
      'LEFT EYE ONLY:\nChloramphenicol 1% ointment at night',
    );
    expect(r.medications[0]!.form).toMatch(/left eye/);
  });
});

describe("a chart row's day before its round", () => {
  it.each([
    'Wednesday 0800\tRisedronate 35mg\t1 tab\toral',
    'Wed  0800  Risedronate 35mg 1 tab oral',
  ])('%s is a weekly order on that day', (row) => {
    expect(one(row, 'Risedronate 35 mg once a week on Wednesdays').changeType).toBe('unchanged');
  });
});

describe('infections by their clinical names are said plainly', () => {
  it.each([
    ['Sofradex ear drops 3 drops tds for otitis externa', /ear canal infection/i],
    ['Amoxicillin 500 mg tds for 5 days (otitis media)', /middle ear infection/i],
    ['Cefalexin 500 mg qid - cystitis', /bladder infection/i],
  ])('%s', (discharge, use) => {
    const r = reconcileChecked('Aspirin 100 mg daily', `Aspirin 100 mg daily\n${discharge}`);
    expect(r.medications.find((m) => m.changeType === 'new')!.indication).toMatch(use);
  });

  it("clonidine's usual use is not guessed as blood pressure alone", () => {
    expect(
      one('Clonidine 50 microgram nocte', 'Clonidine 50 microgram at night').indication,
    ).toMatch(/ADHD/);
  });
});
