/**
 * Every way an Australian order writes how often and when: Latin abbreviations with and without
 * dots in any case, intervals, clock times, meal words, named days and other non-daily rhythms.
 */
import { describe, expect, it } from 'vitest';
import { sameRhythm } from './rhythm';
import { scanTiming } from './timing';

const timing = (text: string) => scanTiming(text.toLowerCase()).timing;
const slots = (text: string) => timing(text).slots.join(',');

const ONCE = '0800';
const TWICE = '0800,1800';
const THREE = '0800,1200,1800';
const FOUR = '0800,1200,1800,2200';

/** Each abbreviation in lower case, upper case, with dots and with a trailing dot. */
const spellings = (abbr: string): string[] => {
  const dotted = `${abbr.split('').join('.')}.`;
  return [abbr, abbr.toUpperCase(), dotted, dotted.toUpperCase(), dotted.slice(0, -1), `${abbr}.`];
};

describe('Latin frequency abbreviations, with and without dots, in any case', () => {
  const table: Array<[string, string]> = [
    ['od', ONCE],
    ['qd', ONCE],
    ['bd', TWICE],
    ['bid', TWICE],
    ['tds', THREE],
    ['tid', THREE],
    ['qid', FOUR],
    ['qds', FOUR],
    ['hs', '2200'],
    ['qhs', '2200'],
    ['qam', '0800'],
    ['qpm', '1800'],
  ];
  it.each(table.flatMap(([abbr, expected]) => spellings(abbr).map((s) => [s, expected] as const)))(
    '%s -> %s',
    (text, expected) => {
      expect(slots(text)).toBe(expected);
    },
  );

  it.each([
    ['mane', '0800'],
    ['MANE', '0800'],
    ['Mane.', '0800'],
    ['nocte', '2200'],
    ['NOCTE', '2200'],
    ['nocte.', '2200'],
    ['midi', '1200'],
    ['vespere', '1800'],
    ['10 mg om', '0800'],
    ['1 tab OM', '0800'],
  ])('%s -> %s', (text, expected) => {
    expect(slots(text)).toBe(expected);
  });
});

describe('intervals', () => {
  it.each([
    ['Q4H', FOUR, 6],
    ['q4h', FOUR, 6],
    ['Q4-6H', FOUR, 6],
    ['q 4-6 h', FOUR, 6],
    ['4/24', FOUR, 6],
    ['6/24', FOUR, 4],
    ['8/24', THREE, 3],
    ['12/24', TWICE, 2],
    ['8 hourly', THREE, 3],
    ['8-hourly', THREE, 3],
    ['8 hrly', THREE, 3],
    ['every 8 hours', THREE, 3],
    ['every 8 hrs', THREE, 3],
    ['every 6 hours', FOUR, 4],
    ['6 hourly', FOUR, 4],
    ['every 12 hours', TWICE, 2],
    ['q12h', TWICE, 2],
    ['every 24 hours', ONCE, 1],
    ['every 24h', ONCE, 1],
    ['QH', FOUR, 24],
    ['q.h.', FOUR, 24],
    ['hourly', FOUR, 24],
    ['4-6/24', FOUR, 6],
    ['4 to 6 hourly', FOUR, 6],
    ['every 4 to 6 hours', FOUR, 6],
    ['every 4-6h', FOUR, 6],
    ['2/24', FOUR, 12],
  ])('%s -> slots %s, %s a day', (text, expected, perDay) => {
    expect(slots(text)).toBe(expected);
    expect(timing(text).perDay).toBe(perDay);
  });

  it('says "every hour" for QH, never an invented 1', () => {
    expect(timing('QH').label).toBe('every hour');
  });

  it.each([['every 72h'], ['every 72 h'], ['q72h'], ['every 72 hours'], ['every 48 hours']])(
    '%s is a non-daily interval in the morning slot',
    (text) => {
      const t = timing(text);
      expect(t.slots).toEqual(['0800']);
      expect(t.nonDaily).toMatch(/^every \d+ hours$/);
    },
  );
});

describe('words for how many times a day', () => {
  it.each([
    ['once daily', ONCE],
    ['once a day', ONCE],
    ['daily', ONCE],
    ['every day', ONCE],
    ['twice a day', TWICE],
    ['twice daily', TWICE],
    ['two times a day', TWICE],
    ['2 times a day', TWICE],
    ['twice per day', TWICE],
    ['three times a day', THREE],
    ['three times daily', THREE],
    ['3 times a day', THREE],
    ['thrice daily', THREE],
    ['four times a day', FOUR],
    ['four times daily', FOUR],
    ['4 times daily', FOUR],
  ])('%s -> %s', (text, expected) => {
    expect(slots(text)).toBe(expected);
  });
});

describe('times of day, meals and clock times', () => {
  it.each([
    ['in the morning', '0800'],
    ['every morning', '0800'],
    ['at night', '2200'],
    ['at bedtime', '2200'],
    ['at bed time', '2200'],
    ['at night time', '2200'],
    ['with breakfast', '0800'],
    ['with lunch', '1200'],
    ['with dinner', '1800'],
    ['with evening meal', '1800'],
    ['with the evening meal', '1800'],
    ['before meals', THREE],
    ['after meals', THREE],
    ['with meals', THREE],
    ['midday', '1200'],
    ['at midday', '1200'],
    ['lunchtime', '1200'],
    ['at lunch time', '1200'],
    ['at 0800', '0800'],
    ['at 8am', '0800'],
    ['8am', '0800'],
    ['8 am', '0800'],
    ['20:00', '1800'],
    ['at 20:00', '1800'],
    ['at 1400', '1200'],
    ['2pm', '1200'],
    ['at 2 pm', '1200'],
    ['at 4pm', '1800'],
    ['at 10 pm', '2200'],
    ['0800 and 2000', TWICE],
    ['10 p.m.', '2200'],
    ['8 a.m. and 10 p.m.', '0800,2200'],
    ['at 10.00pm', '2200'],
    ['a.m.', '0800'],
    ['am and pm', TWICE],
  ])('%s -> %s', (text, expected) => {
    expect(slots(text)).toBe(expected);
  });

  it.each([
    // The count decides how many doses; the meal words only say they go with food.
    ['BD with meals', TWICE],
    ['bd with meals', TWICE],
    ['twice daily with meals', TWICE],
    ['b.i.d. with meals', TWICE],
    ['TDS with meals', THREE],
    ['three times a day with meals', THREE],
    ['daily with meals', ONCE],
    ['daily with breakfast', '0800'],
    ['daily with evening meal', '1800'],
    ['once daily with dinner', '1800'],
    ['BD with breakfast and dinner', TWICE],
    ['QID with meals and at bedtime', FOUR],
    ['QID with meals', FOUR],
    ['four times a day with meals', FOUR],
    ['BD before meals', TWICE],
    ['TDS before meals', THREE],
  ])('%s -> %s', (text, expected) => {
    expect(slots(text)).toBe(expected);
  });

  it('labels a time word with a clock time in words', () => {
    expect(timing('40 mg mane + 40 mg 1400').label).toBe('in the morning and at 1400');
  });
});

describe('ON (omni nocte) and bare 24-hour times after a dose', () => {
  it.each([
    ['10 mg ON', '2200'],
    ['10mg ON', '2200'],
    ['10 mg O.N.', '2200'],
    ['1 tab ON', '2200'],
    ['10 mg po ON', '2200'],
    ['10 mg ON prn', '2200'],
    ['10 mg OM', '0800'],
    ['20 mg om', '0800'],
    ['40mg mane + 40mg 1400', '0800,1200'],
    ['80 mg 0800 and 40 mg 1400', '0800,1200'],
    ['20 mg 0800, 20 mg 1400', '0800,1200'],
  ])('%s -> %s', (text, expected) => {
    expect(slots(text)).toBe(expected);
  });

  it.each([
    ['1 patch on Mondays'],
    ['10 mg on alternate days'],
    ['apply on the back'],
    ['1000 mg BD'],
    ['2 tabs on 12/03'],
    ['500 mg TDS - OM'],
    ['TDS for OM'],
  ])('"on" and four-digit numbers in %s are not a time of night', (text) => {
    expect(slots(text)).not.toContain('2200');
    expect(timing(text).clocks).toEqual([]);
  });
});

describe('stat', () => {
  it.each([['stat'], ['STAT'], ['once only']])('%s is a single dose', (text) => {
    expect(timing(text).nonDaily).toBe('once only');
  });
});

describe('named days: every spelling, every day kept', () => {
  const DAYS: Array<[string[], string]> = [
    [['Monday', 'Mondays', 'Mon', 'MON', 'mon'], 'Monday'],
    [['Tuesday', 'Tuesdays', 'Tue', 'Tues', 'TUES'], 'Tuesday'],
    [['Wednesday', 'Wednesdays', 'Wed', 'Weds', 'WED'], 'Wednesday'],
    [['Thursday', 'Thursdays', 'Thu', 'Thur', 'Thurs', 'THURS'], 'Thursday'],
    [['Friday', 'Fridays', 'Fri', 'FRI'], 'Friday'],
    [['Saturday', 'Saturdays', 'SATURDAY'], 'Saturday'],
    [['Sunday', 'Sundays', 'SUNDAY'], 'Sunday'],
  ];
  it.each(
    DAYS.flatMap(([spell, day]) =>
      spell.flatMap((s) => [
        [`on ${s}`, day],
        [`every ${s}`, day],
        [`weekly (${s})`, day],
      ]),
    ),
  )('%s -> %s', (text, day) => {
    const t = timing(text);
    expect(t.days).toEqual([day]);
    expect(t.nonDaily).toBe('weekly');
    expect(t.slots).toEqual(['0800']);
  });

  it.each([
    ['weekly , sat', ['Saturday']],
    ['weekly , sun', ['Sunday']],
    ['on Sat', ['Saturday']],
    ['every Sun', ['Sunday']],
    ['once weekly on Saturdays', ['Saturday']],
    ['once a week on Mondays', ['Monday']],
    ['every Monday', ['Monday']],
    ['Mon/Wed/Fri', ['Monday', 'Wednesday', 'Friday']],
    ['MON WED FRI', ['Monday', 'Wednesday', 'Friday']],
    ['MONDAY, WEDNESDAY AND FRIDAY', ['Monday', 'Wednesday', 'Friday']],
    ['Friday, Monday and Wednesday', ['Monday', 'Wednesday', 'Friday']],
    ['Tues and Thurs', ['Tuesday', 'Thursday']],
    ['Sat and Sun', ['Saturday', 'Sunday']],
    ['Mon-Fri', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
  ])('%s -> %j', (text, days) => {
    expect(timing(text).days).toEqual(days);
  });

  it.each([
    ['on weekdays', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    ['weekdays only', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    ['on weekends', ['Saturday', 'Sunday']],
    ['weekend', ['Saturday', 'Sunday']],
  ])('%s -> %j', (text, days) => {
    expect(timing(text).days).toEqual(days);
  });

  it.each([['avoid sun exposure'], ['sat up']])('"%s" names no day', (text) => {
    expect(timing(text).days).toEqual([]);
  });
});

describe('other non-daily rhythms', () => {
  it.each([
    ['weekly', 'weekly'],
    ['once a week', 'weekly'],
    ['once weekly', 'weekly'],
    ['every week', 'weekly'],
    ['alternate days', 'alternate days'],
    ['on alternate days', 'alternate days'],
    ['every other day', 'alternate days'],
    ['every second day', 'alternate days'],
    ['monthly', 'monthly'],
    ['once a month', 'monthly'],
    ['every 3 months', 'every 3 months'],
    ['fortnightly', 'fortnightly'],
    ['every 2 weeks', 'every 2 weeks'],
    ['every other week', 'every other week'],
    ['every second week', 'every second week'],
    ['every third day', 'every third day'],
    ['3 times weekly', '3 times a week'],
    ['three times a week', 'three times a week'],
    ['two times a week', 'twice weekly'],
    ['every 3 days', 'every 3 days'],
    ['twice weekly', 'twice weekly'],
  ])('%s -> %s, morning slot', (text, nonDaily) => {
    const t = timing(text);
    expect(t.nonDaily).toBe(nonDaily);
    expect(t.slots).toEqual(['0800']);
  });

  it.each([
    ['every second Sunday', 'every second week', ['Sunday']],
    ['every other Monday', 'every other week', ['Monday']],
    ['alternate Fridays', 'alternate weeks', ['Friday']],
  ])('%s -> %s on %j', (text, nonDaily, days) => {
    expect(timing(text).nonDaily).toBe(nonDaily);
    expect(timing(text).days).toEqual(days);
  });

  it('keeps a written time of day', () => {
    expect(slots('weekly at night')).toBe('2200');
  });
});

describe('rhythms compared in one unit', () => {
  it.each([
    ['every 72h', 'every 3 days'],
    ['q72h', 'every 72 hours'],
    ['every 7 days', 'weekly'],
    ['every 7 days', 'once a week'],
    ['every 14 days', 'fortnightly'],
    ['every 2 weeks', 'fortnightly'],
    ['every 48 hours', 'alternate days'],
    ['every second day', 'every other day'],
    ['every 24 hours', 'daily'],
    ['monthly', 'every month'],
    ['every 12 months', 'yearly'],
    ['weekly (Sat)', 'once weekly on Saturdays'],
    ['weekly , sun', 'on Sundays'],
    ['Mon/Wed/Fri', 'MONDAY, WEDNESDAY AND FRIDAY'],
    ['three times a week (Mon, Wed, Fri)', 'Mon/Wed/Fri'],
    ['every Monday', 'once a week on Mondays'],
    ['BD', 'twice daily'],
    ['Q6H', 'QID'],
    ['every other week', 'fortnightly'],
    ['every second week', 'every 14 days'],
    ['every third day', 'every 72 hours'],
    ['3 times weekly', 'three times a week'],
    ['twice a week', 'two times a week'],
    ['every second Sunday', 'fortnightly on Sunday'],
    ['alternate Fridays', 'every other Friday'],
  ])('%s = %s', (a, b) => {
    expect(sameRhythm(timing(a), timing(b))).toBe(true);
  });

  it.each([
    ['every 72h', 'weekly'],
    ['weekly', 'fortnightly'],
    ['monthly', 'every 4 weeks'],
    ['Mon/Wed/Fri', 'Mon/Wed'],
    ['weekly (Sat)', 'weekly (Sun)'],
    ['every 3 months', 'monthly'],
    ['Q4H', 'Q6H'],
    ['alternate days', 'daily'],
    ['3 times weekly', 'weekly'],
    ['twice weekly', 'three times a week'],
    ['every second Sunday', 'weekly on Sundays'],
  ])('%s differs from %s', (a, b) => {
    expect(sameRhythm(timing(a), timing(b))).toBe(false);
  });
});
