/**
 * A reminder app's entry (a phone, a smart speaker, a calendar typed out): its recurrence, then its clock time,
 * then what it says ('Every day 7:30 AM  "Take two Panadol Osteo with breakfast"', 'Every Sunday 8:00 AM  Take
 * Fosamax 70 mg'). The recurrence and time before the words hid the order (the line was unreadable, its
 * discharge line new). They are moved after the words ('Take two Panadol Osteo with breakfast every day at
 * 7:30 AM'), where the sentence and timing readers take them. Words are only moved.
 */
import type { NormaliseRule } from './normalise';
import { WEEK_DAYS, WEEK_PARTS } from './week-days';
import { alternation } from './words';

const DAY_WORDS = WEEK_DAYS.flatMap(([, spellings]) => [...spellings]);
/** How often the reminder repeats, written before its time. */
export const REMINDER_RECURRENCES = [
  'every day',
  'everyday',
  'daily',
  'each day',
  'every weekday',
  ...WEEK_PARTS.map(([w]) => w),
  ...WEEK_PARTS.map(([w]) => `every ${w}`),
  ...DAY_WORDS.map((d) => `every ${d}`),
  ...DAY_WORDS.map((d) => `${d}s`),
];
const CLOCK = String.raw`\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2}`;

export const REMINDER_HINT = /^\s*(?:every|daily|each|week|mon|tue|wed|thu|fri|sat|sun)/i;

export const REMINDER_RULES: readonly NormaliseRule[] = [
  {
    id: 'reminder-recurrence-first',
    hint: REMINDER_HINT,
    examples: [
      'Every day 7:30 AM  Take two Panadol Osteo with breakfast',
      'Every Sunday 8 am Take Fosamax 70 mg',
    ],
    re: new RegExp(
      String.raw`^\s*(${alternation(REMINDER_RECURRENCES)})[,:]?\s+(?:at\s+)?(${CLOCK})(?![\w:])\s*[-:–]?\s*(?!(?:am|pm)\b)([a-z].*?)\s*$`,
      'i',
    ),
    to: (_m: string, every: string, clock: string, rest: string) =>
      `${rest} ${every.toLowerCase()} at ${clock}`,
  },
  {
    // A chart's time cell with its weekday ('Sun 0600<TAB>Alendronate 70mg - 1 tab weekly', 'Mon 8am  Methotrexate 10 mg'):
    // the day and time go after the order, where the timing reader takes them; before it, they were the name.
    id: 'weekday-clock-first',
    hint: /^\s*(?:mon|tue|wed|thu|fri|sat|sun)/i,
    examples: [
      'Sun 0600\tAlendronate 70mg - 1 tab weekly (Sundays)',
      'Mon 8am  Methotrexate 10 mg weekly',
    ],
    re: new RegExp(
      String.raw`^\s*(${alternation(DAY_WORDS)})\.?\s+(${CLOCK}|[01]\d[0-5]\d|2[0-3][0-5]\d)(?![\w:])\s*[-:–]?\s*([a-z].*?)\s*$`,
      'i',
    ),
    to: (_m: string, day: string, clock: string, rest: string) => `${rest} on ${day} at ${clock}`,
  },
];
