/**
 * When a patch comes off is no second dose, and the days a daily order leaves out are no weekly order: both had
 * been read silently wrong ('remove nocte' put a patch in the night slot; 'daily except Sunday' became 'weekly on
 * Sunday').
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const one = (a: string, d: string) => reconcileChecked(a, d).medications[0]!;

describe('when a patch comes off', () => {
  it.each([
    'Nitroglycerin patch 10mg/24hr apply 0800 remove 2000',
    'Nicotine patch 14mg/24hr put on mane take off nocte',
    'Glyceryl trinitrate patch 5 mg/24 h apply in the morning and peel off at bedtime',
  ])('%s has one dose a day', (d) => {
    const row = one('Paracetamol 1 g QID', d);
    const filled = Object.values(row.schedule).filter(Boolean);
    expect(filled).toHaveLength(1);
  });
});

describe('days a daily order leaves out', () => {
  it.each([
    ['Levothyroxine 100 mcg mane except Sundays', 'Sunday'],
    ['Digoxin 125 microgram daily - not on Sat or Sun', 'Saturday and Sunday'],
    ['Spironolactone 25 mg mane (apart from Wednesdays)', 'Wednesday'],
  ])('%s is every day except %s, a change from daily', (d, days) => {
    const row = one(d.replace(/ (?:mane|daily).*$/, ' daily'), d);
    expect(row.changeType).toBe('changed');
    expect(row.schedule['0800']).toContain(`every day except ${days}`);
    expect(row.frequency).not.toMatch(/weekly/);
  });

  it('the same pattern on both lists is no change', () => {
    const row = one(
      'Digoxin 62.5 mcg daily except Sunday',
      'Digoxin 62.5 microgram mane except Sun',
    );
    expect(row.changeType).toBe('unchanged');
  });
});
