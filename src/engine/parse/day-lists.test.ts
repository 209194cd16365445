/**
 * The days of a course a dose is given on ('on days 2 and 3', 'days 2, 3 and 4', 'on day 1 and 2', 'on
 * days 1 to 5'), as a chemotherapy day's take-home medicines write them: kept in the slot, each day read
 * as a day and never as a count or a strength, and a dose given more than once on those days keeps each
 * of its times.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowOf = (line: string) => {
  const res = reconcile({ admissionOrders: 'Nil', dischargeOrders: line });
  return { row: res.medications[0]!, res };
};

describe('days of a course', () => {
  it.each([
    ['Granisetron 2 mg one tablet mane on days 1 and 2', '1 tablet (days 1 and 2)'],
    [
      'DEXAMETHASONE 4 MG - TWO TABLETS EACH MORNING ON DAYS 2, 3 AND 4',
      '2 tablets (days 2, 3 and 4)',
    ],
    ['Prednisone 50 mg in the morning on days 1 to 5', '50 mg (days 1-5)'],
    ['Aprepitant 80 mg capsule, 1 capsule mane days 2 and 3', '1 capsule (days 2 and 3)'],
  ])('%s', (line, slot) => {
    const { row, res } = rowOf(line);
    expect(row.schedule['0800']).toBe(slot);
    expect(res.warnings?.join(' ') ?? '').not.toMatch(/not understood/);
  });

  it('twice a day on those days keeps both times', () => {
    const { row } = rowOf('Ondansetron 4 mg BD on days 1 and 2');
    expect(row.schedule['0800']).toMatch(/4 mg.*days 1 and 2/);
    expect(row.schedule['1800']).toMatch(/4 mg.*days 1 and 2/);
    expect(row.frequency).toMatch(/evening|twice/);
  });

  it('how far into a course the patient is stays a note', () => {
    const { row } = rowOf('Cefalexin 500 mg QID day 3 of 5');
    expect(row.schedule['0800']).toBe('500 mg');
    expect(row.schedule['2200']).toBe('500 mg');
  });
});
