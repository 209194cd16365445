/**
 * Treatment cycles in every usual spelling: the days given and the cycle length reach the slot text,
 * the same cycle written two ways is unchanged, a changed cycle is a change, and the day numbers are
 * never read as a count of tablets.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { readCycle } from './cycle';

const run = (admissionOrders: string, dischargeOrders: string) =>
  reconcileChecked(admissionOrders, dischargeOrders).medications[0]!;

describe('reading a cycle', () => {
  it.each([
    ['daily on days 1-21 of each 28-day cycle', 'days 1-21 of 28-day cycle'],
    ['daily on days 1-21 of 28-day cycle', 'days 1-21 of 28-day cycle'],
    ['once daily days 1 to 21 of a 28 day cycle', 'days 1-21 of 28-day cycle'],
    ['daily d1-21 q28d', 'days 1-21 of 28-day cycle'],
    ['days 1-21 every 28 days', 'days 1-21 of 28-day cycle'],
    ['on days 1, 8 and 15 of each 28-day cycle', 'days 1, 8 and 15 of 28-day cycle'],
    ['day 1 of each 21-day cycle', 'day 1 of 21-day cycle'],
    ['days 1-14 of every 21 day cycle', 'days 1-14 of 21-day cycle'],
    ['daily 21 days on, 7 days off', '21 days on, 7 days off'],
    ['3 weeks on and 1 week off', '3 weeks on, 1 week off'],
  ])('%s -> %s', (text, label) => {
    expect(readCycle(text)?.label).toBe(label);
  });

  it.each([
    'daily',
    'for 21 days',
    'day 3 of 7 of antibiotics',
    'every 28 days',
    'days 2-3 after chemo',
  ])('%s is not a cycle', (text) => {
    expect(readCycle(text)).toBeNull();
  });
});

describe('cycles in whole orders', () => {
  it.each([
    ['Lenalidomide 15 mg daily on days 1-21 of 28-day cycle', '15 mg (days 1-21 of 28-day cycle)'],
    ['LENALIDOMIDE 25MG DAILY D1-21 Q28D', '25 mg (days 1-21 of 28-day cycle)'],
    [
      'Capecitabine 1500 mg BD days 1-14 of each 21-day cycle',
      '1500 mg (days 1-14 of 21-day cycle)',
    ],
    ['Pomalidomide 4 mg once daily 21 days on, 7 days off', '4 mg (21 days on, 7 days off)'],
  ])('%s keeps the cycle in the slot', (line, slot) => {
    const r = run(line, line);
    expect(r.schedule['0800']).toBe(slot);
    expect(r.changeType).toBe('unchanged');
  });

  it.each([
    [
      'Lenalidomide (Revlimid) — 25 mg — once daily on days 1-21 of each 28-day cycle',
      'Lenalidomide 25 mg daily on days 1-21 of 28-day cycle',
      'unchanged',
    ],
    [
      'Lenalidomide 25 mg daily d1-21 q28d',
      'Lenalidomide 25 mg daily on days 1 to 21 of a 28 day cycle',
      'unchanged',
    ],
    [
      'Lenalidomide 25 mg daily days 1-21 of 28-day cycle',
      'Lenalidomide 25 mg daily days 1-14 of 28-day cycle',
      'changed',
    ],
    ['Lenalidomide 25 mg daily days 1-21 of 28-day cycle', 'Lenalidomide 25 mg daily', 'changed'],
    [
      'Dexamethasone 4mg BD days 2-3 after chemo',
      'Dexamethasone 4 mg BD (days 2-3 after each cycle)',
      'unchanged',
    ],
  ])('%s -> %s is %s', (a, d, change) => {
    expect(run(a, d).changeType).toBe(change);
  });

  it.each([
    'Dexamethasone 4mg BD days 2-3 after chemo',
    'Ondansetron 8 mg BD days 1-3 after chemo',
    'Filgrastim 300 microgram SC daily days 3-7',
  ])('%s: the day numbers are not a count of dose units', (line) => {
    const r = run(line, line);
    expect(Object.values(r.schedule).join(' ')).not.toMatch(/tablet|dose/);
  });
});
