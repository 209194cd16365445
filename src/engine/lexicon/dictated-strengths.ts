/**
 * A combination's strength dictated in words ('Bactrim four hundred slash eighty one tablet'): the spoken
 * 'slash' is the mark between its figures, and a spelled tens word before 'one' and a count in the singular
 * ('eighty one tablet') is the strength's last figure, then a dose of one: no one takes 81 'tablet'. Read
 * as one number, an unchanged order looked like a dose of 81 tablets. Only a mark is added; no figure.
 */
import {
  alternation,
  DOSE_UNIT_WORDS,
  SPELLED_DIGITS,
  SPELLED_SCALES,
  SPELLED_TEENS,
  SPELLED_TENS,
} from './words';
import type { NormaliseRule } from './normalise';

const FIGURE_WORDS = alternation([
  ...Object.keys(SPELLED_TENS),
  ...Object.keys(SPELLED_TEENS),
  ...Object.keys(SPELLED_DIGITS),
  ...Object.keys(SPELLED_SCALES),
]);
const TENS = alternation(Object.keys(SPELLED_TENS));
// Counts in the singular: 'tablet', 'capsule', 'puff' (a plural follows any number).
const SINGULAR = alternation(
  Object.values(DOSE_UNIT_WORDS)
    .flat()
    .filter((w) => !w.endsWith('s')),
);

export const DICTATED_STRENGTH_RULES: readonly NormaliseRule[] = [
  {
    id: 'dictated-slash',
    hint: /\bslash\b/i,
    examples: ['Bactrim four hundred slash eighty one tablet', 'Symbicort 200 slash 6 two puffs'],
    re: new RegExp(
      String.raw`(?<=\d|\b(?:${FIGURE_WORDS}))\s+slash\s+(?=\d|(?:${FIGURE_WORDS})\b)`,
      'gi',
    ),
    to: '/',
  },
  {
    id: 'tens-then-one-count',
    hint: new RegExp(String.raw`\b(?:${TENS})[\s-]+one\s`, 'i'),
    examples: ['four hundred/eighty one tablet on Mondays'],
    re: new RegExp(String.raw`\b(${TENS})[\s-]+(one\s+(?:${SINGULAR})\b)`, 'gi'),
    to: (_m, tens: string, count: string) => `${tens}, ${count}`,
  },
];
