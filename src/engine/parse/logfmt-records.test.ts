import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a logfmt export line (key=value, some values bare) is a record', () => {
  it('reads the medicine fields and passes over the log fields', () => {
    const admission = [
      'level=info time=2026-03-02T08:00:01Z source=dispense_sync user_id=4411 msg="med" drug="Perindopril" strength="5 mg" dose=1 unit=tablet freq="in the morning"',
      'level=info time=2026-03-02T08:00:01Z source=dispense_sync user_id=4411 msg="med" drug=Sertraline strength=50mg dose=2 unit=tablet freq=daily',
      'level=info time=2026-03-02T08:00:02Z msg="sync done" count=2',
    ].join('\n');
    const r = reconcileChecked(admission, 'Perindopril 5 mg mane\nSertraline 100 mg daily');
    const by = Object.fromEntries(r.medications.map((m) => [m.name, m]));
    expect(by.Perindopril!.changeType).toBe('unchanged');
    expect(by.Sertraline!.changeType).toBe('unchanged');
    expect(JSON.stringify(r.medications.map((m) => m.comment))).not.toMatch(
      /4411|dispense_sync|info/,
    );
  });

  it('a colon is still prose, never a bare value', () => {
    const r = reconcileChecked('Note: take with food. Metformin 500 mg bd', 'Metformin 500 mg bd');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
