/**
 * How long a course runs, written with 'x' or 'for' and any unit of time ('x 12 months', 'for 1 yr',
 * 'x 2 wks'): read as the order's duration and told to the patient as 'for ...', never left unread.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const only = (discharge: string) =>
  reconcile({ admissionOrders: 'Aspirin 100 mg daily', dischargeOrders: discharge })
    .medications[0]!;

describe('the length of a course', () => {
  it.each([
    ['Prasugrel 10 mg daily x 12 months', 'for 12 months'],
    ['Clopidogrel 75mg mane x 1 yr then stop', 'for 1 yr'],
    ['Doxycycline 100 mg daily x 3 wks', 'for 3 wks'],
    ['Aspirin 100 mg daily for 1 year', 'for 1 year'],
  ])('%s runs %s', (line, words) => {
    const row = only(line);
    expect(`${row.comment} ${Object.values(row.schedule).join(' ')}`.toLowerCase()).toContain(
      words,
    );
    expect(row.warnings ?? []).toEqual([]);
  });

  it('keeps a count of doses in the schedule, not the length', () => {
    const row = only('Clopidogrel 75 mg mane x 6 months');
    expect(row.schedule['0800']).toBe('75 mg');
  });
});
