import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

// 'Sat' and 'Sun' are ordinary words too, so they count as days only where nothing else could be meant.
describe('Sat / Sun straight after a time of day or a count is the day', () => {
  it.each([
    ['Risedronate 35 mg tablet mane Sun', 'Sunday'],
    ['Risedronate 35 mg 1 tab Sat', 'Saturday'],
    ['Risedronate 35mg one tablet in the morning Sun only', 'Sunday'],
    ['Risedronate 35 mg tablet weekly Sat', 'Saturday'],
  ])('%s', (line, day) => {
    const r = reconcileChecked(`Risedronate 35 mg once a week on ${day}s`, line);
    const row = r.medications[0]!;
    expect(row.schedule['0800']).toMatch(new RegExp(day, 'i'));
    expect(row.changeType).toBe('unchanged');
  });

  it('a maker after the time is not a day', () => {
    const r = reconcileChecked('Atorvastatin 40 mg nocte', 'Atorvastatin 40 mg nocte Sun Pharma');
    expect(r.medications[0]!.schedule['2200']).not.toMatch(/sunday/i);
  });
});
