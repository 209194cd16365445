import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("a letter's sentence that tells a dose change by its writer", () => {
  it.each([
    ['I reduced her bisoprolol to 2.5 mg daily', 'Bisoprolol 2.5 mg daily'],
    ['We have lowered his bisoprolol to 2.5 mg once a day.', 'Bisoprolol 2.5 mg mane'],
    ['Dr Singh increased her bisoprolol to 2.5 mg daily', 'Bisoprolol 2.5 mg daily'],
  ])('%s', (admission, discharge) => {
    const r = reconcileChecked(admission, discharge);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([['Bisoprolol', 'unchanged']]);
  });
});
