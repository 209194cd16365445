/**
 * Ward shorthand cuts names shorter than the KB can trust alone ('simv', 'pred', 'ram'): read as the one
 * medicine of the other list whose generic name the word starts, always with a warning, on a row and on a stop.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a name cut to three or four letters', () => {
  it('pairs with the discharge medicine it starts, and says so', () => {
    const r = reconcileChecked(
      'simv 40 nocte\nrami 5 mane\npanto 40 daily',
      'Simvastatin 40 mg at night\nRamipril 10 mg in the morning\nPantoprazole 40 mg daily',
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Simvastatin', 'unchanged'],
      ['Ramipril', 'changed'],
      ['Pantoprazole', 'unchanged'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
    for (const m of r.medications) expect(m.warnings?.join(' ')).toMatch(/shortened name/);
  });

  it('warns on the stop when the discharge line stops it', () => {
    const r = reconcileChecked(
      'warf 3 nocte\ndigo 125 mane',
      'Warfarin - STOP (bleed)\nDigoxin 125 microgram mane',
    );
    const stop = r.ceasedMedications.find((c) => /warfarin/i.test(c.name))!;
    expect(stop.warnings?.join(' ')).toMatch(/"warf" read as Warfarin \(a shortened name/);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });

  it('is no match when it starts two medicines of the other list', () => {
    const r = reconcileChecked('ami 10 nocte', 'Amitriptyline 10 mg nocte\nAmiodarone 200 mg mane');
    expect(r.medications.every((m) => m.changeType === 'new')).toBe(true);
  });

  it('is no match without a dose after it', () => {
    const r = reconcileChecked('asp - see GP letter', 'Aspirin 100 mg daily');
    expect(r.medications[0]!.changeType).toBe('new');
  });
});
