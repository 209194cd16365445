/**
 * A nursing note's run-on medicine list wraps onto a line that opens with 'and', and names a medicine by the
 * patient's own word for it in quotes before the medicine it was found to be. The order is the medicine's;
 * with no medicine after the wording the line is still reported, never guessed.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rows = (admission: string, discharge: string) => {
  const r = reconcileChecked(admission, discharge);
  return {
    meds: r.medications.map((m) => `${m.name}: ${m.changeType}`),
    ceased: r.ceasedMedications.map((m) => m.name),
    warnings: r.warnings ?? [],
  };
};

describe("the patient's name for a medicine before the medicine's", () => {
  it.each([
    '"fluid pill" - identified as furosemide 40 mg in the morning',
    'and "the heart tablet", confirmed as furosemide 40mg mane',
    '"my water tablets": i.e. frusemide 40 mg mane.',
    '"morning diuretic" = Lasix 40mg daily',
  ])('reads the medicine: %s', (line) => {
    const r = rows(
      `Home meds per daughter: amlodipine 5mg mane,\n${line}`,
      'Furosemide 40 mg mane\nAmlodipine 5 mg mane',
    );
    expect(r.meds).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Furosemide.*: unchanged$/),
        'Amlodipine: unchanged',
      ]),
    );
    expect(r.ceased).toEqual([]);
  });

  it('reads a wrapped line that opens with a conjunction', () => {
    const r = rows(
      'Meds: ramipril 5mg mane, sertraline 50mg mane,\nplus pantoprazole 40mg daily',
      'Pantoprazole 40 mg daily\nRamipril 5 mg mane\nSertraline 50 mg mane',
    );
    expect(r.meds).toEqual([
      'Pantoprazole: unchanged',
      'Ramipril: unchanged',
      'Sertraline: unchanged',
    ]);
  });

  it('does not join a wrapped line with its own medicine and dose to the order above', () => {
    const r = rows(
      'Apixaban 5mg bd\nsitagliptin 100 mg daily',
      'Apixaban 5 mg twice daily\nand sitagliptin 100mg daily - withhold (eGFR 25)',
    );
    expect(r.meds).toEqual(['Apixaban: unchanged']);
    expect(r.ceased).toEqual(['Sitagliptin']);
  });

  it('still runs a stop on over a wrapped line', () => {
    const r = rows(
      'candesartan 8mg mane\nspironolactone 25mg mane\nbisoprolol 2.5mg mane',
      'Ceased: candesartan 8mg,\nand spironolactone 25mg\nBisoprolol 2.5 mg mane',
    );
    expect(r.meds).toEqual(['Bisoprolol: unchanged']);
    expect(r.ceased.sort()).toEqual(['Candesartan', 'Spironolactone']);
  });

  it('still reports a line whose quoted name is followed by no medicine', () => {
    const r = rows(
      'and "a blue pill" - not sure what it is, 1 mane\nramipril 5mg mane',
      'Ramipril 5 mg mane',
    );
    expect(r.meds).toEqual(['Ramipril: unchanged']);
    expect(r.warnings.join(' ')).toMatch(/blue pill/i);
  });
});
