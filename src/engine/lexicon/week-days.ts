/**
 * Words for a dose that differs on some days of the week ('100 mcg daily, 150 mcg on Sundays',
 * '3 mg Mon/Wed/Fri, 4 mg other days', '75 microgram weekdays, 100 microgram weekends'). Data only:
 * parse/day-doses.ts builds its patterns from these lists.
 */

/** Each day with the ways it is written (plural 's' is allowed after any of them). */
export const WEEK_DAYS: ReadonlyArray<[string, readonly string[]]> = [
  ['Monday', ['monday', 'mon']],
  ['Tuesday', ['tuesday', 'tues', 'tue']],
  ['Wednesday', ['wednesday', 'weds', 'wed']],
  ['Thursday', ['thursday', 'thurs', 'thur', 'thu']],
  ['Friday', ['friday', 'fri']],
  ['Saturday', ['saturday', 'sat']],
  ['Sunday', ['sunday', 'sun']],
];

/** Words naming a part of the week. */
export const WEEK_PARTS: ReadonlyArray<[string, readonly string[]]> = [
  ['weekdays', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
  ['week days', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
  ['weekday', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
  ['school days', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
  ['weekends', ['Saturday', 'Sunday']],
  ['weekend', ['Saturday', 'Sunday']],
];

/** Words joining the first and last day of a run ('Mon-Sat', 'Monday to Friday'). */
export const DAY_RANGE_WORDS: readonly string[] = ['-', '–', 'to', 'through', 'thru', 'until'];

/** Words for the days no other dose names ('4 mg other days', '100 mcg daily except ...'). */
export const OTHER_DAY_WORDS: readonly string[] = [
  'all other days',
  'other days',
  'remaining days',
  'the rest of the week',
  'rest of the week',
  'all other days of the week',
  'every day',
  'each day',
  'daily',
  'otherwise',
];

/** Words that make a regimen alternate days, never a plan by weekday. */
export const NOT_WEEKDAY_WORDS: readonly string[] = [
  'every other day',
  'alternate days',
  'alternate day',
  'every second day',
];
