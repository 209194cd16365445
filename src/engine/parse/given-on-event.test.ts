/**
 * An order with no times whose only direction is the event it is given for ('if severe hypo', 'if a seizure
 * lasts more than 5 minutes') is when required, the event its condition; a condition to stop or hold is not.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('given when an event happens', () => {
  it.each([
    'Glucagon 1 mg IM if hypoglycaemic and unable to swallow',
    'Midazolam 10 mg buccal if fitting longer than 5 minutes',
    'Adrenaline autoinjector 300 microgram IM if anaphylaxis',
    'Furosemide 40 mg extra if weight up more than 2 kg',
  ])('%s: when required, the event kept', (line) => {
    const r = reconcileChecked('Metformin 500 mg bd', `Metformin 500 mg bd\n${line}`);
    const row = r.medications[1]!;
    expect(row.isPRN).toBe(true);
    expect(row.schedule['0800']).toMatch(/\bif\b/);
  });

  it('a condition to hold it is no event it is given for', () => {
    const r = reconcileChecked(
      'Metformin 500 mg bd',
      'Metformin 500 mg bd\nOxycodone 5 mg if drowsy withhold',
    );
    expect(r.medications[1]!.isPRN).toBe(false);
  });

  it('an order with its times and a condition stays regular', () => {
    const r = reconcileChecked('Metformin 500 mg bd', 'Metformin 500 mg bd if eating');
    expect(r.medications[0]!.isPRN).toBe(false);
  });
});
