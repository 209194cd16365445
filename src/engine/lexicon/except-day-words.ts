/**
 * Words before the days a daily order leaves out ('daily except Sunday', 'apart from Wednesdays', 'not on
 * weekends' is a part of the week and is left to the week-part reader). Read by parse/except-days.ts.
 */
export const EXCEPT_DAY_WORDS: readonly string[] = [
  'except',
  'except for',
  'excluding',
  'apart from',
  'other than',
  'but not',
  'not on',
  'but not on',
  'skip',
  'skipping',
  'omit on',
  'no dose on',
];
