/**
 * A count of dose units written in small Roman numerals, as a transcribed chart or an older prescriber
 * writes them ('ii tabs', 'i q.a.m.', 'ii (2 mg) q.p.m.', 'iii t.d.s.'). One entry for every reader: the
 * clause classifier (parse/classify.ts, a clause opening so is dosing), the dose reader (parse/dosing.ts,
 * the numeral read as its figure) and the invariant check (reconcile/invariants.ts, the figure counts as
 * written in the input). Before, each had its own word list, so 'ii qpm' was a dose to one and not to another.
 *
 * 'i' is also the pronoun ('I take one at night', 'I am on 2 tabs'): a numeral is a count only right before
 * a dose unit, a time or frequency word, a when-required word, or a bracketed amount followed by one of
 * those ('ii (2 mg) nocte'). 'am' and 'pm' alone are left out ('I am ...'), and so is 'iv' (the route).
 */
import {
  alternation,
  COUNT_WORDS,
  DOSE_UNIT_WORDS,
  INTERVAL_WORDS,
  PRN_WORDS,
  spellings,
  TIME_WORDS,
  UNIT_WORDS,
} from './words';
import type { NormaliseRule } from './normalise';

export const ROMAN_COUNT_VALUES: Readonly<Record<string, number>> = { i: 1, ii: 2, iii: 3 };

// What may follow the numeral. 'qod': the Latin interval as the invariant check sees it (the parser reads
// it respelled as 'alternate days', lexicon/dotted-latin.ts).
const FOLLOW = alternation([
  ...spellings(DOSE_UNIT_WORDS),
  ...TIME_WORDS.map(([w]) => w).filter((w) => w !== 'am' && w !== 'pm'),
  ...COUNT_WORDS.map(([w]) => w),
  // Not 'weekly', 'monthly', 'hourly': '2 weekly' is every two weeks, so 'ii weekly' stays as written.
  ...INTERVAL_WORDS.filter((w) => !/^(?:hours?|hrs?|each)$|ly$/.test(w)),
  ...PRN_WORDS,
  'daily',
  'od',
  'once',
  'twice',
  'thrice',
  'three times',
  'four times',
  'qod',
]);
// '(2 mg)', '(= 2 mg)', '(2mg)': the total the count makes, written beside it.
const TOTAL = String.raw`\(\s*=?\s*\d+(?:\.\d+)?\s*${alternation(spellings(UNIT_WORDS))}\s*\)\s*`;
const AFTER = String.raw`(?:${TOTAL})?${FOLLOW}(?![a-z])`;

/** Source for a pattern that starts where a clause starts (no capture, no lookahead: 'ii tabs'). */
export const ROMAN_COUNT_START = String.raw`i{1,3}\s+${AFTER}`;

/** A line the rule may change: normaliseLine's quick test. */
export const ROMAN_HINT = /(?<![\w.])i{1,3}\s/i;

const ROMAN_COUNT = new RegExp(String.raw`(?<![\w.])(i{1,3})(?=\s+${AFTER})`, 'gi');

/**
 * The text with each Roman count as its figure, padded to the numeral's length so positions in the text
 * stay where they were ('ii tabs' -> '2  tabs').
 */
export function romanCountsAsDigits(text: string): string {
  if (!ROMAN_HINT.test(text)) return text;
  return text.replace(ROMAN_COUNT, (r: string) =>
    String(ROMAN_COUNT_VALUES[r.toLowerCase()]).padEnd(r.length),
  );
}

/**
 * The respelling rule (lexicon/normalise.ts, after the dotted Latin is undotted): every reader then sees the
 * figure, also where the clause splitter takes the bracketed total away from its count ('ii (2 mg) qpm').
 */
export const ROMAN_COUNT_RULES: readonly NormaliseRule[] = [
  {
    id: 'roman-count',
    hint: ROMAN_HINT,
    examples: ['Warfarin 1 mg tab ii (2 mg) qpm', 'i qam', 'iii tabs tds', 'ii alternate days'],
    re: ROMAN_COUNT,
    to: (r: string) => String(ROMAN_COUNT_VALUES[r.toLowerCase()]),
  },
];
