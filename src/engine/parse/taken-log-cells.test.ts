/**
 * Cells that log when a bottle was opened or a dose taken ('opened: 03/02 08:05 | 04/02 08:12') are records:
 * never the order's times, so an order taken at the same time each day is not read as several doses a day.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { withoutTakenLog } from './taken-log-cells';

describe('taken-log cells after an order', () => {
  it.each([
    'Bottle 4 | Atenolol 50 mg | directions: 1 tablet in the morning | opened: 03/02 08:05 | 04/02 08:12 | 05/02 08:30',
    'Atenolol 50 mg 1 tablet mane | taken: 3/2 07:55, 4/2 08:01 (late), 5/2 -',
    'Atenolol 50 mg - 1 mane | dose log: 03/02/26 08:05 | 04/02/26 20:40',
  ])('%j is one morning dose, unchanged', (line) => {
    const r = reconcileChecked(line, 'Atenolol 50 mg mane');
    const row = r.medications[0]!;
    expect(row.changeType).toBe('unchanged');
    expect(
      Object.entries(row.schedule)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(['0800']);
  });

  it('a label with no date after it stays on the line', () => {
    expect(withoutTakenLog('Atenolol 50 mg | taken: with food')).toBe(
      'Atenolol 50 mg | taken: with food',
    );
  });
});
