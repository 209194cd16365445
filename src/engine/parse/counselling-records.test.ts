/**
 * A pharmacist's counselling or education record names a medicine already ordered ('Counselling: swallow
 * Paxlovid whole ...'): it is what the patient was told, not a second order. Never a row, never a stop; the
 * line is reported so nothing is dropped silently.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('counselling lines are not orders', () => {
  it.each([
    'Counselled: take Triumeq on an empty stomach, separate from iron by 2 hours.',
    'Counselling points: Triumeq - do not miss doses; report rash.',
    'Patient education: Triumeq adherence discussed with partner present.',
    'Counseling: Triumeq with or without food.',
  ])('%j', (line) => {
    const r = reconcileChecked(
      `Triumeq 1 tablet daily\nFerrous sulfate 325 mg daily\n${line}`,
      'Triumeq 1 tablet daily\nFerrous sulfate 325 mg daily',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect((r.warnings ?? []).join(' ')).toContain(line.slice(0, 20));
  });
});
