/**
 * A carer's or patient's sentence that a medicine is kept on hand for something ('She keeps her Ventolin in her
 * bag for wheeze', 'he carries his GTN spray in case of chest pain') is a when-required order, and 'has not
 * needed it lately' says how often it was used, not that it is not taken.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a supply kept on hand', () => {
  it.each([
    'He carries his Anginine tablets for angina, though he has not needed them this year.',
    'She keeps the Ventolin puffer in her handbag for wheeze.',
    'He carries his glyceryl trinitrate spray in case of chest pain.',
  ])('%j is when required and pairs with the when-required order', (line) => {
    const discharge = /Ventolin/.test(line)
      ? 'Salbutamol 100 microgram inhaler 2 puffs when needed for wheeze'
      : 'Glyceryl trinitrate 400 microgram 1 spray under the tongue prn chest pain';
    const r = reconcileChecked(line, discharge);
    const row = r.medications[0]!;
    expect(row.isPRN).toBe(true);
    expect(row.changeType).not.toBe('new');
    expect(row.comment).not.toMatch(/regular to when required/i);
  });

  it('a supply stored with no use named is no order of its own', () => {
    const r = reconcileChecked('He keeps his insulin in the fridge.', 'Metformin 500 mg bd');
    expect(
      r.ceasedMedications.some((c) => /insulin/i.test(c.name) && c.reason.includes('when')),
    ).toBe(false);
  });

  it('a list that says a medicine is not needed still says it is not taken', () => {
    const r = reconcileChecked(
      'Amlodipine 5 mg mane\nAspirin - not needed',
      'Amlodipine 5 mg mane',
    );
    expect(r.ceasedMedications.map((c) => c.name)).not.toContain('Aspirin');
  });
});
