/** Directions opened by a word of when ('now ...', 'discharge chart ...') are still the dose and times. */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';

const slots = (s: Record<string, string>) =>
  Object.entries(s)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('a word of when before the directions', () => {
  it.each([
    ['Gliclazide MR 30 mg - now 2 tablets with breakfast', ['0800'], 'changed'],
    ['Gliclazide MR 30 mg - discharge chart 1 tablet twice daily', ['0800', '1800'], 'changed'],
    ['Gliclazide MR 30 mg - ward charted: 1 tablet mane', ['0800'], 'unchanged'],
  ])('%j', (line, want, change) => {
    const r = run('Gliclazide MR 30 mg 1 tablet mane', line);
    expect(slots(r.medications[0]!.schedule)).toEqual(want);
    expect(r.medications[0]!.changeType).toBe(change);
  });

  it('a level written after "now" is no dose', () => {
    const r = run('Lithium 250 mg bd', 'Lithium 250 mg bd - level 1.4 on admission, now 0.9');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
