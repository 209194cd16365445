import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("a patient's description of the medicine written before its name", () => {
  it('"water pill", "blood pressure tablet", "cholesterol tablets" before a known name pair with the discharge order', () => {
    const r = reconcileChecked(
      [
        'water pill Lasix 40mg in the morning',
        'my blood pressure tablet Coversyl 5 mg each morning',
        'cholesterol tablets Lipitor 20mg at night',
      ].join('\n'),
      'Furosemide 40 mg mane\nPerindopril 5 mg mane\nAtorvastatin 20 mg nocte',
    );
    const byName = Object.fromEntries(r.medications.map((m) => [m.name, m.changeType]));
    expect(byName).toEqual({
      Furosemide: 'unchanged',
      Perindopril: 'unchanged',
      Atorvastatin: 'unchanged',
    });
    expect(r.ceasedMedications).toEqual([]);
  });

  it('a description before a name the medicines list does not know stays one unknown name, warned', () => {
    const r = reconcileChecked('heart tablet Zyxamol 10 mg mane', 'Metoprolol 25 mg BD');
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Heart Tablet Zyxamol']);
    expect((r.warnings ?? []).join(' ')).toMatch(/Zyxamol/);
  });

  it('words before the description stay ("URGENT - fluid tablet Lasix"), dosing words are no description', () => {
    const r = reconcileChecked(
      'Sticky note: "NEW! fluid tablet Lasix 40mg mane"',
      'Furosemide 40 mg mane',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
