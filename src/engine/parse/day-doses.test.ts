/**
 * A regular dose that differs by weekday: every writing of the same week is one reading (unchanged against
 * any other writing of it), a real change of a dose or of the days says the old and new plan, and a plan
 * that cannot be read keeps its words and warns instead of claiming a change.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { planText, readDayDoses } from './day-doses';

const row = (admissionOrders: string, dischargeOrders: string) =>
  reconcileChecked(admissionOrders, dischargeOrders).medications[0]!;

const SAME_WEEK = [
  'Levothyroxine 50 microgram daily, 75 microgram on Saturdays',
  'Levothyroxine 50mcg mane Sun-Fri, 75mcg Sat',
  'Levothyroxine 50 mcg daily except 75 mcg Saturdays',
  'Levothyroxine 75mcg Saturday, 50mcg all other days',
  'Levothyroxine 50 microgram every day (75 microgram on Saturday)',
  'Levothyroxine 50mcg mane; 75mcg on Saturdays',
];

describe('doses by weekday', () => {
  it.each(SAME_WEEK)('%s reads as one plan', (line) => {
    expect(planText(readDayDoses(line.replace(/^\S+\s/, ''))!.plan!)).toBe(
      '50 microgram Monday to Friday and Sunday; 75 microgram Saturday',
    );
  });

  it.each(SAME_WEEK.slice(1).map((d) => [SAME_WEEK[0]!, d]))(
    '%s against %s is no change',
    (a, d) => {
      const r = row(a, d);
      expect(r.changeType).toBe('unchanged');
      expect(r.warnings ?? []).toEqual([]);
      expect(r.schedule['0800']).toMatch(/75\s?mi?c/);
    },
  );

  it.each([
    [
      'Warfarin 2 mg Tue/Thu/Sat, 3 mg other days',
      'Warfarin 2mg Tue Thu Sat and 3mg Mon Wed Fri Sun',
    ],
    ['Warfarin 6mg weekdays, 4mg weekends', 'Warfarin 6 mg Mon to Fri, 4 mg Sat and Sun'],
    ['Warfarin Tue/Thu 2mg, other days 3mg', 'Warfarin 2 mg Tue and Thu, 3 mg all other days'],
    [
      'Warfarin 1 mg tablets: 2 tabs Mon/Wed, 3 tabs other days',
      'Warfarin 2 mg Mon/Wed, 3 mg other days',
    ],
  ])('%s against %s is no change', (a, d) => {
    const r = row(a, d);
    expect(r.changeType).toBe('unchanged');
    expect(r.warnings ?? []).toEqual([]);
  });

  it.each([
    [
      'Levothyroxine 50mcg daily, 75mcg on Saturdays',
      'Levothyroxine 50mcg daily except 100mcg Saturdays',
      /now 50 microgram Monday to Friday and Sunday; 100 microgram Saturday \(was .*75 microgram Saturday\)/,
    ],
    [
      'Levothyroxine 50mcg daily, 75mcg on Saturdays',
      'Levothyroxine 50mcg daily, 75mcg on Wednesdays',
      /75 microgram Wednesday/,
    ],
    [
      'Levothyroxine 50mcg daily, 75mcg on Saturdays',
      'Levothyroxine 50mcg daily',
      /now 50 microgram every day/,
    ],
    [
      'Warfarin 5 mg daily',
      'Warfarin 5mg daily except 2.5mg Tue and Sat',
      /2\.5 mg Tuesday and Saturday/,
    ],
  ])('%s -> %s says what changed', (a, d, comment) => {
    const r = row(a, d);
    expect(r.changeType).toBe('changed');
    expect(r.comment).toMatch(comment);
  });

  it('keeps the day doses in words and warns when a plan cannot be read', () => {
    const r = row('Digoxin 62.5 mcg every other day, 125 mcg Sundays', 'Digoxin 62.5 mcg daily');
    expect(r.warnings).toContain('Doses differ by day of the week: check the doses on each day');
    expect(r.comment).not.toMatch(/reduced|increased/i);
  });

  it.each([
    ['Methotrexate 15 mg weekly on Fridays', '15 mg (weekly: Fridays)'],
    ['Alendronate 70 mg, 1 tablet every Sunday morning', '1 tablet (Sundays)'],
  ])('one amount on its days stays a weekly order: %s', (line, slot) => {
    expect(readDayDoses(line.replace(/^\S+\s/, ''))).toBeUndefined();
    expect(row(line, line).schedule['0800']).toBe(slot);
  });

  it.each([
    'Ciclosporin 100 mg caps - 2 caps at 8am, 1 cap at 8pm (lowered; level due Thursday)',
    'Warfarin 3mg at 5pm (down from 5mg, INR 4.1) - INR check mon',
  ])('a day named for a test, not a dose, is no plan: %s', (line) => {
    expect(readDayDoses(line.replace(/^\S+\s/, ''))).toBeUndefined();
  });
});
