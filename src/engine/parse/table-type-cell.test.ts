/**
 * An eMR summary's 'Order type' column: a stop word there is the status, a once-only dose with the date it
 * went in is a dose given in hospital, PRN is when required.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const HEAD = 'Category | Drug | Dose | Route | Frequency | Last dose';

describe("an eMR summary's order type column", () => {
  it('a Stopped or Withheld type is the status, its reason from the last cell', () => {
    const r = reconcileChecked(
      'Naproxen 250mg bd\nPerindopril 5mg mane',
      `${HEAD}\nStopped | naproxen 250 mg tablet | - | - | - | stopped: gastric ulcer\nWithheld | perindopril 5 mg tablet | - | - | - | low blood pressure, GP to review`,
    );
    expect(r.medications).toEqual([]);
    const byName = Object.fromEntries(r.ceasedMedications.map((c) => [c.name.toLowerCase(), c]));
    expect(byName.naproxen!.reason).toBe('Stopped: gastric ulcer');
    expect(byName.perindopril!.reason).toMatch(/^Withheld: low blood pressure/);
  });

  it('a stat dose with the date it went in is reported as given, never a discharge row', () => {
    const r = reconcileChecked(
      'Metformin 500mg bd',
      `${HEAD}\nRegular | metformin 500 mg tablet | 500 mg | Oral | BD | 26/11 08:00\nStat | vancomycin 1.5 g injection | 1.5 g | IV | once | 24/11 14:00`,
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Metformin']);
    expect(r.ceasedMedications).toEqual([]);
    expect((r.warnings ?? []).join(' ')).toMatch(/vancomycin.*already given/i);
  });

  it('a PRN type makes the row when required; a regular row keeps its last-dose time out of its dose', () => {
    const r = reconcileChecked(
      'Oxycodone 5mg 4 hourly prn',
      `${HEAD}\nPRN | oxycodone 5 mg capsule | 5 mg | Oral | 4 hourly | 25/11 22:15`,
    );
    expect(r.medications[0]!.isPRN).toBe(true);
    expect(JSON.stringify(r.medications[0]!.schedule)).not.toMatch(/22:15|25\/11/);
  });
});
