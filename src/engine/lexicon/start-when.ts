/**
 * When a new order starts ('starting Thursday morning', 'from tomorrow', 'commencing 12/03'): a start, not its
 * times. Read with the dosing, the day became a weekly day ('BD from Thursday' read 'weekly on Thursday') and the
 * time word replaced the count ('BD starting tomorrow morning' read 'in the morning' only), silently. A normalise
 * rule makes the start a clause of its own; the clause rule `start-when` (parse/order-rules.ts) keeps it as a note.
 */
import type { NormaliseRule } from './normalise';
import { alternation } from './words';
import { WEEK_DAYS } from './week-days';

export const START_WORDS = ['starting', 'commencing', 'beginning', 'start', 'from'];
const WHEN_WORDS = ['tomorrow', 'today', 'tonight', 'this', 'next'];
const DAYS = WEEK_DAYS.flatMap(([, s]) => s);

// A date only after a word that can only mean a start: 'from 20/10' may be a strength ('reduced from 20/10').
const WHEN = String.raw`(?:on\s+)?(?:${alternation([...WHEN_WORDS, ...DAYS])}(?![a-z])|(?<=(?:starting|commencing|beginning|start)\s+(?:on\s+)?)\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d/]|\s*(?:mg|mcg|micrograms?|g|units?|ml)\b))`;

/** The whole start clause ('starting Thursday morning', 'from 12/03'): a note. */
export const START_WHEN_CLAUSE = new RegExp(
  String.raw`^(?:${alternation(START_WORDS)})\s+${WHEN}[a-z]*\.?(?:\s+(?:morning|evening|night|afternoon|am|pm))?\s*(?:\.|\s+period|\s+full stop)?\s*$`,
  'i',
);

export const START_WHEN_RULES: readonly NormaliseRule[] = [
  {
    id: 'start-when-clause',
    hint: /start|commenc|beginn|from/i,
    examples: ['Entresto 24/26 mg BD starting Thursday morning', 'Apixaban 5 mg BD from tomorrow'],
    // Only after a word of the directions, never at the line's start ('From: Renal unit').
    re: new RegExp(
      // Not within a later step ('then 20 mg daily from 17/12'): the date is that step's.
      String.raw`(?<!\bthen\b.*)(?<=[a-z0-9)])\s+(?=(?:${alternation(START_WORDS)})\s+${WHEN}[a-z]*\.?(?:\s+(?:morning|evening|night|afternoon|am|pm))?\s*(?:$|[.,;)]|\s+(?:period|full stop)\b))`,
      'gi',
    ),
    to: ', ',
  },
];
