/** Latin abbreviations written with a full stop after each letter, as a transcribed chart writes them. */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const filled = (s: Record<string, string>) =>
  Object.keys(s)
    .filter((k) => s[k])
    .sort();

describe('dotted Latin abbreviations', () => {
  it.each([
    ['Bisoprolol 5 mg tab i q.a.m.', ['0800']],
    ['Warfarin 1 mg tab ii q.p.m. per INR', ['1800']],
    ['Doxycycline 100 mg cap i b.i.d.', ['0800', '1800']],
    ['Metformin 500 mg tab i t.i.d. p.c.', ['0800', '1200', '1800']],
  ])('%s is read at its times, nothing unread', (line, slots) => {
    const row = reconcileChecked(line, line).medications[0]!;
    expect(filled(row.schedule)).toEqual(slots);
    expect(row.warnings ?? []).toEqual([]);
  });

  it.each([
    ['Calcitriol 0.25 microgram cap i q.o.d. a.m.', /alternate days/],
    ['Risedronate 35 mg tab i q.w. (Mon) a.m.', /weekly|Mondays/],
  ])('%s keeps its rhythm', (line, rhythm) => {
    const row = reconcileChecked(line, line).medications[0]!;
    expect(row.schedule['0800']).toMatch(rhythm);
  });

  it('a dotted word the lexicon does not know stays as written', () => {
    const r = reconcileChecked('Aspirin 100 mg daily', 'Aspirin 100 mg daily (i.e. low dose)');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
