import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const row = (r: ReturnType<typeof reconcileChecked>, name: string) =>
  r.medications.find((m) => m.name.toLowerCase().startsWith(name))!;

describe('a weekday grid (a column per day) is read by the days it has a dose', () => {
  const grids = [
    ['Medication\tTime\tMon\tTue\tWed\tThu\tFri\tSat\tSun', '\t'],
    ['Drug | When | Monday | Tuesday | Wednesday | Thursday | Friday | Saturday | Sunday', ' | '],
  ] as const;

  it.each(grids)('one day only is weekly on that day (%s)', (header, sep) => {
    const line = (name: string, cells: string[]) => [name, '8am', ...cells].join(sep);
    const discharge = [
      header,
      line('Risedronate 35 mg tablet', ['0', '0', '1', '0', '0', '0', '0']),
      line('Perindopril 4 mg tablet', ['1', '1', '1', '1', '1', '1', '1']),
    ].join('\n');
    const r = reconcileChecked(
      'Risedronate 35 mg tablet once weekly on Wednesdays\nPerindopril 4 mg tablet mane',
      discharge,
    );
    expect(row(r, 'risedronate').changeType).toBe('unchanged');
    expect(row(r, 'risedronate').schedule['0800']).toMatch(/wednesday/i);
    expect(row(r, 'perindopril').changeType).toBe('unchanged');
  });

  it('several days with a dash on the others are those days', () => {
    const discharge = [
      'Medicine\tTime\tMon\tTue\tWed\tThu\tFri\tSat\tSun',
      'Methotrexate 2.5 mg tablet\t0800\t-\t-\t-\t-\t4\t-\t-',
      'Calcium carbonate 600 mg tablet\t0800\t1\t-\t1\t-\t1\t-\t-',
    ].join('\n');
    const r = reconcileChecked(
      'Methotrexate 10 mg weekly on Fridays\nCaltrate 600 mg 1 daily',
      discharge,
    );
    expect(row(r, 'methotrexate').schedule['0800']).toMatch(/friday/i);
    const calcium = row(r, 'calcium');
    expect(calcium.schedule['0800']).toMatch(/monday.*wednesday.*friday/i);
    expect(calcium.changeType).toBe('changed');
  });

  it('amounts that differ by day are a plan by weekday, not one dose every day', () => {
    const discharge = [
      'Medicine\tTime\tMon\tTue\tWed\tThu\tFri\tSat\tSun',
      'Warfarin 1 mg tablet\t1800\t5\t4\t5\t4\t5\t4\t4',
    ].join('\n');
    const r = reconcileChecked(
      'Warfarin 1 mg tablets 5 mg Mon/Wed/Fri, 4 mg other days at night',
      discharge,
    );
    const warfarin = row(r, 'warfarin');
    expect(JSON.stringify(warfarin.schedule)).toMatch(/mon/i);
    expect(JSON.stringify(warfarin.schedule)).toMatch(/tue/i);
    expect(warfarin.schedule['0800']).toBe('');
  });

  it('a row with no day marked says so rather than reading it as daily', () => {
    const discharge = [
      'Medication | Time | Mon | Tue | Wed | Thu | Fri | Sat | Sun',
      'Aspirin 100 mg tablet | 0800 | - | - | - | - | - | - | -',
    ].join('\n');
    const r = reconcileChecked('Aspirin 100 mg mane', discharge);
    expect((row(r, 'aspirin').warnings ?? []).join(' ')).toMatch(/no dose is marked on any day/i);
  });
});
