/** A salt written with what it holds, against the other list's product written by that held amount. */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../../tests/helpers/reconcile-checked';

describe('a bracketed held amount that is the other list strength', () => {
  it.each([
    [
      'Caltrate 600 mg tablet, one daily',
      'Calcium carbonate 1.5 g (equivalent to 600 mg calcium) tablet, 1 daily',
    ],
    ['Calcium carbonate 1.5 g (600 mg elemental calcium) 1 tab mane', 'Caltrate 600 mg 1 tab mane'],
    ['Ferro-tab 65 mg daily', 'Ferrous fumarate 200 mg (65 mg iron) tablet daily'],
  ])('%j vs %j is not called a dose change silently', (admission, discharge) => {
    const row = reconcileChecked(admission, discharge).medications[0]!;
    if (row.changeType === 'changed') expect((row.warnings ?? []).join(' ')).toMatch(/holds/);
  });

  it.each(['(was 20 mg)', '(reduced from 20 mg)', '(max 20 mg/day)'])(
    'an earlier or other dose in brackets %j is no held amount',
    (bracket) => {
      const row = reconcileChecked(
        'Atorvastatin 20 mg nocte',
        `Atorvastatin 40 mg nocte ${bracket}`,
      ).medications[0]!;
      expect((row.warnings ?? []).join(' ')).not.toMatch(/holds/);
    },
  );
});
