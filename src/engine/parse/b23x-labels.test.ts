/**
 * Classes from blind set 23 (b23-013, b23-030), in wordings of their own: directions quoted from a pharmacy
 * label, a count of what is left in the pack, a dose form opening the directions after a bracketed brand,
 * and the day of a blood test written beside the order.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const only = (r: ReturnType<typeof reconcileChecked>) => {
  expect(r.medications).toHaveLength(1);
  return r.medications[0]!;
};

describe('directions quoted from a label', () => {
  it.each([
    [
      'Box 2: Ramipril 5 mg - label reads: "Take one capsule every morning" - 14 remaining',
      'Ramipril 5 mg mane',
    ],
    [
      'Metoprolol 50 mg (Betaloc) label "TAKE ONE TABLET TWICE A DAY" 40 tablets left',
      'Metoprolol 50 mg bd',
    ],
    ['Gliclazide MR 30 mg - sig "2 tabs mane"', 'Gliclazide MR 30 mg 2 tablets in the morning'],
  ])('%s reads as its directions: unchanged', (adm, dis) => {
    expect(only(reconcileChecked(adm, dis)).changeType).toBe('unchanged');
  });

  it('what someone said stays a quotation, never directions', () => {
    const m = only(
      reconcileChecked(
        'Sertraline 50 mg daily',
        'Sertraline 50 mg daily - pt says "one makes me sleepy"',
      ),
    );
    expect(m.changeType).toBe('unchanged');
  });

  it('a count left is a quantity, but "1 drop left eye" is a dose and a side', () => {
    const m = only(
      reconcileChecked(
        'Latanoprost 0.005% 1 drop left eye nocte',
        'Latanoprost 0.005% 1 drop left eye at night',
      ),
    );
    expect(m.changeType).toBe('unchanged');
  });
});

describe('a dose form after a bracketed brand opens the directions', () => {
  it.each(['Macrogol (Osmolax) powder 17 g daily', 'Lactulose (Duphalac) liquid 20 mL daily'])(
    '%s: the amount is the dose',
    (line) => {
      const r = reconcileChecked(line.replace(/\(.*\) /, ''), line);
      expect(only(r).changeType).toBe('unchanged');
    },
  );
});

describe('the day of a test beside the order', () => {
  it.each(['INR Friday with GP', 'bloods on Monday', 'INR next Tuesday'])(
    'warfarin ... %s: the test day is no dose day',
    (test) => {
      const m = only(
        reconcileChecked(
          'Warfarin 4 mg at 5 pm as per INR',
          `Warfarin 4 mg at 5 pm as per INR - ${test}`,
        ),
      );
      expect(m.changeType).toBe('unchanged');
      expect(m.frequency ?? '').not.toMatch(/weekly/);
    },
  );
});
