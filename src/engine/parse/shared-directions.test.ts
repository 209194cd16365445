import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("a reminder's prompt and two medicines that share directions", () => {
  it('"Don\'t forget your ..." and "Remember to take the ..." in a quotation are directions', () => {
    const r = reconcileChecked(
      [
        'Daily 8:00 AM  "Don\'t forget your Lasix 40mg"',
        'Daily 9:00 PM  "Remember to take the Lipitor 20 mg"',
      ].join('\n'),
      'Furosemide 40 mg mane\nAtorvastatin 20 mg nocte',
    );
    const byName = Object.fromEntries(r.medications.map((m) => [m.name, m.changeType]));
    expect(byName).toEqual({
      Furosemide: 'unchanged',
      Atorvastatin: 'unchanged',
    });
  });

  it('"Somac and the Lasix 40 mg every morning": two orders, the first warned that it has no dose', () => {
    const r = reconcileChecked(
      'Somac and the Lasix 40 mg every morning',
      'Pantoprazole (Somac) 40 mg mane\nFurosemide (Lasix) 40 mg mane',
    );
    const panto = r.medications.find((m) => m.name.startsWith('Pantoprazole'))!;
    expect(panto.changeType).toBe('unchanged');
    expect((panto.warnings ?? []).join(' ')).toMatch(/no dose/);
    expect(r.medications.find((m) => m.name.startsWith('Furosemide'))?.changeType).toBe(
      'unchanged',
    );
    expect(r.ceasedMedications).toEqual([]);
  });

  it('a combination product written with "and" stays one product', () => {
    const r = reconcileChecked(
      'Coloxyl and Senna 2 tablets nocte',
      'Coloxyl with Senna 2 tablets nocte',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
