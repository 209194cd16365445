/**
 * A dose form written before the name ('Cap. Omeprazole 20 mg'), and a form written as the KB lists it
 * ('tablet' beside 'soluble tablet') shown as written.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a dose form before the name', () => {
  it.each([
    ['Cap. Pantoprazole 40mg mane', 'Pantoprazole', /40 mg capsule/],
    ['Inj. Dalteparin 5000 units SC nocte', 'Dalteparin', /injection/],
    ['Syp. Lactulose 20 ml bd', 'Lactulose', /./],
    ['TAB. ATORVASTATIN 40 MG NOCTE', 'Atorvastatin', /40 mg tablet/],
    ['Tab Perindopril 4 mg mane', 'Perindopril', /4 mg tablet/],
  ])('%s reads as one order, nothing unread', (line, name, form) => {
    const r = reconcileChecked(line, line);
    expect(r.medications.map((m) => m.name)).toEqual([name]);
    expect(r.medications[0]!.form).toMatch(form);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.warnings ?? []).toEqual([]);
  });

  it('two sentences on a line are still two sentences', () => {
    const r = reconcileChecked(
      'Apixaban 5 mg bd. Metoprolol 25 mg bd.',
      'Apixaban 5 mg bd\nMetoprolol 25 mg bd',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('a form written as the KB lists it', () => {
  it('an aspirin tablet is a tablet, not a soluble tablet', () => {
    const r = reconcileChecked('Aspirin 100 mg tablet mane', 'Aspirin EC 100 mg tablet mane');
    expect(r.medications[0]!.form).not.toMatch(/soluble/);
  });
});
