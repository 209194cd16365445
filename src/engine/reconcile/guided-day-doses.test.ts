import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rowOf = (a: string, d: string) => reconcileChecked(a, d).medications[0]!;

describe('a dose written beside the test that will adjust it, against doses by weekday', () => {
  it('compares "per INR - 5 mg nightly" with the weekday plan it replaces', () => {
    const row = rowOf(
      'Warfarin 5mg Tue/Thu/Sat/Sun, 6mg Mon/Wed/Fri at 6pm',
      'Warfarin dose per INR: 5mg each night for now, INR Thursday',
    );
    expect(row.changeType).toBe('changed');
    expect(row.comment).toContain('5 mg every day');
  });

  it('reads the same week written both ways as no change', () => {
    const row = rowOf(
      'Warfarin 2 mg Mon, Wed, Fri and 3 mg other days',
      'Warfarin as per INR - 2 mg Mon, Wed, Fri and 3 mg other days',
    );
    expect(row.changeType).toBe('unchanged');
  });

  it('still warns when the other instruction is not a test that guides the dose', () => {
    const row = rowOf('Warfarin 3 mg Mon/Wed/Fri and 4 mg other days', 'Warfarin 3 mg as directed');
    expect(row.warnings ?? []).toContain(
      'Doses differ by day of the week: check the doses on each day',
    );
  });
});
