/**
 * A line that names a medicine already ordered on the same list, with no dose of its own, and says a dose was
 * held ('evening dabigatran not given today') is a note about that order: one row, never a second order
 * that looks stopped. A line that says the medicine was stopped stays a stop.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a held-dose note beside the order it is about', () => {
  it('joins the order instead of becoming a stopped row', () => {
    const adm =
      'Dabigatran 150 mg bd\nCitalopram 20 mg mane\nevening dabigatran dose withheld tonight';
    const dis = 'Dabigatran 150 mg twice daily\nCitalopram 20 mg in the morning';
    const r = reconcileChecked(adm, dis);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => [m.name, m.changeType]).sort()).toEqual([
      ['Citalopram', 'unchanged'],
      ['Dabigatran', 'unchanged'],
    ]);
    expect((r.warnings ?? []).join(' ')).toMatch(/more than once/);
  });
});
