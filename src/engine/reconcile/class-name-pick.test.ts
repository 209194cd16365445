/**
 * 'B12' names no one ingredient: the list that names cyanocobalamin or hydroxocobalamin says which one is
 * meant (warned). Both written by name are two ingredients: a stop and a new row, each warned.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a vitamin name the other list names by ingredient', () => {
  it('takes the injected ingredient the discharge list writes', () => {
    const r = reconcileChecked(
      'Vitamin B12 injection 1000 microgram every month (practice nurse)',
      'Cyanocobalamin 1 mg intramuscular monthly',
    );
    const row = r.medications[0]!;
    expect([row.name, row.changeType]).toEqual(['Cyanocobalamin', 'unchanged']);
    expect(row.warnings?.join(' ')).toMatch(/names no one ingredient/);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('takes the ingredient the admission list writes', () => {
    const r = reconcileChecked(
      'Cyanocobalamin 1000 microgram IM monthly',
      'Vit B12 1000mcg injection monthly',
    );
    const row = r.medications[0]!;
    expect([row.name, row.changeType]).toEqual(['Cyanocobalamin', 'unchanged']);
    expect(row.warnings?.join(' ')).toMatch(/names no one ingredient/);
  });

  it('keeps two named ingredients apart, and says one may have replaced the other', () => {
    const r = reconcileChecked(
      'Hydroxocobalamin 1 mg IM every 3 months',
      'Cyanocobalamin 1 mg IM monthly',
    );
    expect(r.medications[0]!.changeType).toBe('new');
    expect(r.medications[0]!.warnings?.join(' ')).toMatch(/both are Vitamin B12/);
    expect(r.ceasedMedications[0]!.warnings?.join(' ')).toMatch(/both are Vitamin B12/);
  });
});
