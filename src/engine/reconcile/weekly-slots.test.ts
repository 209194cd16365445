/**
 * Weekly and fortnightly regimens on named days: the slot says the interval when the order writes it
 * ('weekly on Sundays', 'every second Sunday') and only the day when the order gives only the day
 * ('on Mondays'), so a change from fortnightly to weekly shows in the slot itself.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = (admissionOrders: string, dischargeOrders: string) =>
  reconcileChecked(admissionOrders, dischargeOrders).medications[0]!;

describe('weekly slots on named days', () => {
  it.each([
    ['Adalimumab 40 mg SC weekly on Sundays', '40 mg (weekly: Sundays)'],
    ['Adalimumab 40mg SC once weekly on Sunday', '40 mg (weekly: Sundays)'],
    ['ADALIMUMAB 40MG SC WEEKLY (SUN)', '40 mg (weekly: Sundays)'],
    ['Methotrexate 10 mg once a week on Mondays', '10 mg (weekly: Mondays)'],
    ['Methotrexate 10 mg every week on Monday', '10 mg (weekly: Mondays)'],
    ['Methotrexate 10 mg on Mondays', '10 mg (Mondays)'],
    ['Alendronate 70 mg Saturdays', '70 mg (Saturdays)'],
    ['Humira (adalimumab) 40mg pen SC every second Sunday', '40 mg (every second week: Sundays)'],
    ['Adalimumab 40 mg every other Sunday', '40 mg (every other week: Sundays)'],
    ['Adalimumab 40 mg fortnightly on Sundays', '40 mg (fortnightly: Sundays)'],
  ])('%s -> %s', (line, slot) => {
    const r = run(line, line);
    expect(r.schedule['0800']).toBe(slot);
    expect(r.changeType).toBe('unchanged');
  });

  it.each([
    ['Methotrexate 10 mg on Mondays', 'Methotrexate 10 mg weekly on Mondays', 'unchanged'],
    ['Methotrexate 10 mg weekly (Mon)', 'Methotrexate 10 mg once a week on Monday', 'unchanged'],
    [
      'Humira (adalimumab) 40mg pen SC every second Sunday',
      'Adalimumab 40 mg SC weekly on Sundays',
      'changed',
    ],
    [
      'Adalimumab 40 mg fortnightly on Sundays',
      'Adalimumab 40 mg every second Sunday',
      'unchanged',
    ],
  ])('%s -> %s is %s', (a, d, change) => {
    expect(run(a, d).changeType).toBe(change);
  });
});
