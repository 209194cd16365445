/**
 * Part tablets written with a fraction sign or in words ('¾ tab', '1¼ tablets', 'a quarter of a tablet')
 * are the dose, compared by value with the same dose written in milligrams or digits, and never read as
 * a whole tablet. 'quarterly' stays an interval.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, reconcile } from '../index';

const run = (admissionOrders: string, dischargeOrders: string) => {
  const request = { admissionOrders, dischargeOrders };
  const response = reconcile(request);
  return { row: response.medications[0]!, response, request };
};

describe('fractions of a tablet', () => {
  it.each([
    ['Carvedilol 25 mg tab: ¼ tab bd', 'Carvedilol 6.25 mg bd'],
    ['Carvedilol 25 mg tablets, one quarter tablet twice daily', 'Carvedilol 6.25 mg BD'],
    ['Carvedilol 25mg - a quarter of a tablet twice a day', 'Carvedilol 25 mg 1/4 tab bd'],
    ['Warfarin 1 mg tablets 1¾ tabs nocte', 'Warfarin 1.75 mg nocte'],
    ['Warfarin 4 mg tablet - three quarters of a tablet at night', 'Warfarin 3 mg nocte'],
  ])('%s is the same dose as %s', (discharge, admission) => {
    const { row, response, request } = run(admission, discharge);
    expect(row.changeType).toBe('unchanged');
    expect(row.warnings ?? []).not.toContainEqual(expect.stringMatching(/not understood/));
    expect(checkInvariants(request, response)).toEqual([]);
  });

  it('one and a quarter tablets is never one tablet', () => {
    const { row } = run(
      'Digoxin 250 microgram 1 tab mane',
      'Digoxin 250 microgram 1¼ tablets mane',
    );
    expect(row.changeType).toBe('changed');
    expect(row.schedule['0800']).toContain('1/4');
  });

  it('a quarter sign shows in words, as a half does', () => {
    const { row } = run('Nil', 'Bisoprolol 5 mg tablet ¼ tablet mane');
    expect(row.schedule['0800']).toBe('a quarter of a tablet');
  });

  it('quarterly is an interval, not a quarter of a dose', () => {
    const { row } = run('Nil', 'Medroxyprogesterone 150 mg IM quarterly');
    expect(row.schedule['0800']).not.toMatch(/1\/4|quarter of/);
  });
});

describe('a fraction in a count column, before how often', () => {
  it.each([
    ['Metoprolol 50mg tab   1/2 bd', 'Metoprolol 25 mg bd'],
    ['Prednisolone 5 mg tablet 1/2 mane', 'Prednisolone 2.5 mg mane'],
    ['Warfarin 4mg tab 3/4 nocte', 'Warfarin 3 mg at night'],
  ])('%s is the same dose as %s', (discharge, admission) => {
    const { row, response, request } = run(admission, discharge);
    expect(row.changeType).toBe('unchanged');
    expect(row.warnings ?? []).not.toContainEqual(expect.stringMatching(/not understood/));
    expect(checkInvariants(request, response)).toEqual([]);
  });

  it('half a tablet in the column is a change from a whole one', () => {
    const { row } = run('Carvedilol 12.5 mg tab 1 bd', 'Carvedilol 12.5mg tab  1/2  bd');
    expect(row.changeType).toBe('changed');
  });
});
