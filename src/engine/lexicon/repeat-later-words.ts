/**
 * How a list says one more dose is given later ('6 tablets today, repeat in 2 weeks', 'one tablet now,
 * second dose after 14 days', 'again in 7 days'): a dose now and one more after an interval of days or
 * longer. Not a rhythm ('repeat every 6 months' is, parse/repeat-interval.ts) and not a repeat when
 * needed ('may repeat after 5 minutes', parse/repeat-prn.ts): only days, weeks and months count here.
 */
export const REPEAT_LATER_LEADS: readonly string[] = [
  'repeat',
  'repeated',
  'repeat dose',
  'repeat the dose',
  'repeat once',
  'to be repeated',
  'give again',
  'take again',
  'again',
  'second dose',
  '2nd dose',
  'another dose',
  'one more dose',
];

/** The word between the lead and the interval ('repeat in 2 weeks', 'repeat after 14 days'). */
export const REPEAT_LATER_PREPOSITIONS: readonly string[] = ['in', 'after'];

/** Units of the interval: never minutes or hours, which are a repeat when needed. */
export const REPEAT_LATER_UNITS: readonly string[] = [
  'day',
  'days',
  'week',
  'weeks',
  'wk',
  'wks',
  'month',
  'months',
  'mth',
  'mths',
];
