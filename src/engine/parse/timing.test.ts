import { describe, expect, it } from 'vitest';
import { nearestSlot, scanTiming } from './timing';

const slots = (text: string) => scanTiming(text.toLowerCase()).timing.slots.join(',');

describe('times of day (contract table)', () => {
  it.each([
    ['mane', '0800'],
    ['daily', '0800'],
    ['once daily', '0800'],
    ['od', '0800'],
    ['in the morning', '0800'],
    ['with breakfast', '0800'],
    ['every morning', '0800'],
    ['once a day', '0800'],
    ['each morning', '0800'],
    ['midi', '1200'],
    ['at lunch', '1200'],
    ['with lunch', '1200'],
    ['at midday', '1200'],
    ['vespere', '1800'],
    ['in the evening', '1800'],
    ['with dinner', '1800'],
    ['with evening meal', '1800'],
    ['with the evening meal', '1800'],
    ['with tea', '1800'],
    ['nocte', '2200'],
    ['at night', '2200'],
    ['at bedtime', '2200'],
    ['hs', '2200'],
    ['at night before bed', '2200'],
    ['before bed', '2200'],
    ['every night', '2200'],
    ['NOCTE', '2200'],
    ['BD', '0800,1800'],
    ['bd', '0800,1800'],
    ['bid', '0800,1800'],
    ['twice daily', '0800,1800'],
    ['twice a day', '0800,1800'],
    ['12 hourly', '0800,1800'],
    ['12/24', '0800,1800'],
    ['q12h', '0800,1800'],
    ['every 12 hours', '0800,1800'],
    ['TDS', '0800,1200,1800'],
    ['tid', '0800,1200,1800'],
    ['three times daily', '0800,1200,1800'],
    ['three times a day', '0800,1200,1800'],
    ['8 hourly', '0800,1200,1800'],
    ['8/24', '0800,1200,1800'],
    ['q8h', '0800,1200,1800'],
    ['with meals', '0800,1200,1800'],
    ['QID', '0800,1200,1800,2200'],
    ['qds', '0800,1200,1800,2200'],
    ['four times daily', '0800,1200,1800,2200'],
    ['four times a day', '0800,1200,1800,2200'],
    ['6 hourly', '0800,1200,1800,2200'],
    ['6/24', '0800,1200,1800,2200'],
    ['Q6H', '0800,1200,1800,2200'],
    ['every 6 hours', '0800,1200,1800,2200'],
    ['4 times a day', '0800,1200,1800,2200'],
    ['mane and nocte', '0800,2200'],
    ['morning and night', '0800,2200'],
    ['mane, midi and nocte', '0800,1200,2200'],
    ['with breakfast and dinner', '0800,1800'],
    ['5 times a day', '0800,1200,1800,2200'],
  ])('%s -> %s', (text, expected) => {
    expect(slots(text)).toBe(expected);
  });
});

describe('clock times map to the nearest slot', () => {
  it.each([
    ['at 0800', '0800'],
    ['at 0700', '0800'],
    ['at 1400', '1200'],
    ['at 1600', '1800'],
    ['at 2100', '2200'],
    ['at 8am', '0800'],
    ['at 2pm', '1200'],
    ['at 6 pm', '1800'],
    ['at 10pm', '2200'],
    ['at 20:00', '1800'],
    ['at 0700, 1100, 1700 and 2100', '0800,1200,1800,2200'],
    ['0800 and 2000', '0800,1800'],
    ['@ 1300', '1200'],
    ['at 0800 and 1400', '0800,1200'],
    ['at 12:30', '1200'],
    ['at 6am', '0800'],
  ])('%s -> %s', (text, expected) => {
    expect(slots(text)).toBe(expected);
  });

  it('keeps the clock times for display', () => {
    expect(scanTiming('at 0700, 1100, 1700 and 2100').timing.clocks).toEqual([
      '0700',
      '1100',
      '1700',
      '2100',
    ]);
  });

  it('ties between two slots go to the earlier one', () => {
    expect(nearestSlot(10 * 60)).toBe('0800');
    expect(nearestSlot(0)).toBe('2200');
  });

  it('does not read a strength as a clock', () => {
    expect(scanTiming('1000 units daily').timing.clocks).toEqual([]);
  });
});

describe('intervals', () => {
  it.each([
    ['every 4 hours', 4, 4],
    ['4 hourly', 4, 4],
    ['4-6 hourly', 4, 6],
    ['every 4-6 hours', 4, 6],
    ['q4h', 4, 4],
    ['Q4-6H', 4, 6],
    ['4/24', 4, 4],
    ['2 hrly', 2, 2],
    ['every 4 to 6 hours', 4, 6],
    ['6-hourly', 6, 6],
    ['every 72 hours', 72, 72],
  ])('%s', (text, min, max) => {
    expect(scanTiming(text.toLowerCase()).timing.interval).toEqual({ min, max });
  });

  it('4-6 hourly allows up to six doses a day', () => {
    expect(scanTiming('4-6 hourly').timing.perDay).toBe(6);
  });

  it('long intervals are non-daily regimens in the morning slot', () => {
    const t = scanTiming('every 72 hours').timing;
    expect(t.nonDaily).toBe('every 72 hours');
    expect(t.slots).toEqual(['0800']);
  });
});

describe('weekly, named days and other non-daily regimens', () => {
  it.each([
    ['once weekly', 'weekly'],
    ['weekly', 'weekly'],
    ['once a week', 'weekly'],
    ['every week', 'weekly'],
    ['twice weekly', 'twice weekly'],
    ['twice a week', 'twice weekly'],
    ['three times a week', 'three times a week'],
    ['fortnightly', 'fortnightly'],
    ['monthly', 'monthly'],
    ['once a month', 'monthly'],
    ['every month', 'monthly'],
    ['every 3 months', 'every 3 months'],
    ['3 monthly', 'every 3 months'],
    ['every 6 months', 'every 6 months'],
    ['6 monthly', 'every 6 months'],
    ['alternate days', 'alternate days'],
    ['on alternate days', 'alternate days'],
    ['every other day', 'alternate days'],
    ['every second day', 'alternate days'],
    ['every 3rd day', 'every 3rd day'],
    ['yearly', 'yearly'],
    ['annually', 'yearly'],
    ['every 3 days', 'every 3 days'],
    ['once only', 'once only'],
  ])('%s -> %s', (text, label) => {
    const t = scanTiming(text).timing;
    expect(t.nonDaily).toBe(label);
    expect(t.slots).toEqual(['0800']);
  });

  it.each([
    ['on Mondays', ['Monday']],
    ['on Friday', ['Friday']],
    ['ONCE a WEEK on FRIDAY', ['Friday']],
    ['(Sunday)', ['Sunday']],
    ['Mon & Thu', ['Monday', 'Thursday']],
    ['Mon/Wed/Fri', ['Monday', 'Wednesday', 'Friday']],
    ['Tuesdays', ['Tuesday']],
    ['Mon-Fri', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    ['Saturday and Sunday', ['Saturday', 'Sunday']],
    ['Wed, Sat', ['Wednesday', 'Saturday']],
  ])('%s names the days', (text, days) => {
    expect(scanTiming(text.toLowerCase()).timing.days).toEqual(days);
  });

  it('a day name without a frequency is weekly', () => {
    expect(scanTiming('on sundays').timing.nonDaily).toBe('weekly');
  });

  it('"sat" and "sun" alone are ordinary words', () => {
    expect(scanTiming('avoid sun exposure').timing.days).toEqual([]);
  });

  it('a time of day with a weekly regimen picks its slot', () => {
    expect(scanTiming('weekly on sunday morning').timing.slots).toEqual(['0800']);
    expect(scanTiming('weekly at night').timing.slots).toEqual(['2200']);
  });
});

describe('time of day beats a count', () => {
  it('"twice daily" with explicit times uses the times', () => {
    expect(slots('twice daily at 0800 and 1400')).toBe('0800,1200');
  });
  it('no timing at all is unknown', () => {
    const t = scanTiming('as directed').timing;
    expect(t.known).toBe(false);
    expect(t.slots).toEqual([]);
  });
});
