/**
 * Amounts spelled out in words ('six hundred and sixty-five milligrams', 'sixty-two point five
 * micrograms', as dictation software writes them) rewritten as the digits they say, so the strength is
 * read as written. Before this a compound number was read word by word ('six', 'five') and the strength
 * became the last one (5 mg), which made an unchanged order look changed. Only a number directly
 * followed by a strength unit is rewritten: a spelled count elsewhere is left to the tokenizer.
 */
import {
  alternation,
  SPELLED_DIGITS,
  SPELLED_POINT,
  SPELLED_SCALES,
  SPELLED_TEENS,
  SPELLED_TENS,
  spellings,
  UNIT_WORDS,
} from './words';

const INTEGER_WORDS = [
  ...Object.keys(SPELLED_TENS),
  ...Object.keys(SPELLED_TEENS),
  ...Object.keys(SPELLED_DIGITS),
  ...Object.keys(SPELLED_SCALES),
];
const WORD = alternation(INTEGER_WORDS);
const DIGIT = alternation(Object.keys(SPELLED_DIGITS));
const JOIN = String.raw`(?:\s*-\s*|\s+and\s+|\s+)`;
const UNIT = alternation(spellings(UNIT_WORDS));

/** A spelled number (with an optional 'point' and spelled decimals) and the strength unit after it. */
export const SPELLED_AMOUNT = new RegExp(
  String.raw`(?<![\w-])(${WORD}(?:${JOIN}${WORD})*(?:\s+${SPELLED_POINT}(?:\s+${DIGIT})+)?)(\s*)(${UNIT})(?![\w/])`,
  'gi',
);

/** The gate for the rule: a line without any of these words has no spelled amount. */
export const SPELLED_HINT = new RegExp(`\\b${WORD}\\b`, 'i');

/** The value of a spelled number, or undefined when the words do not make one number. */
export function spelledValue(phrase: string): number | undefined {
  const [whole, decimals] = phrase.toLowerCase().split(new RegExp(`\\s+${SPELLED_POINT}\\s+`));
  const words = whole!.split(/\s*-\s*|\s+and\s+|\s+/).filter(Boolean);
  let total = 0;
  let group = 0;
  let last: 'digit' | 'teen' | 'tens' | 'scale' | undefined;
  for (const w of words) {
    if (w in SPELLED_SCALES) {
      const scale = SPELLED_SCALES[w]!;
      if (last === undefined || last === 'scale') return undefined;
      if (scale === 100) group *= 100;
      else {
        total += group * scale;
        group = 0;
      }
      last = 'scale';
    } else if (w in SPELLED_TENS) {
      if (last === 'digit' || last === 'teen' || last === 'tens') return undefined;
      group += SPELLED_TENS[w]!;
      last = 'tens';
    } else {
      const teen = w in SPELLED_TEENS;
      // 'twenty five' is one number; 'five six' or 'twelve five' is not.
      if (last === 'digit' || last === 'teen' || (teen && last === 'tens')) return undefined;
      group += teen ? SPELLED_TEENS[w]! : SPELLED_DIGITS[w]!;
      last = teen ? 'teen' : 'digit';
    }
  }
  const integer = total + group;
  if (decimals === undefined) return integer;
  const digits = decimals.split(/\s+/).map((d) => SPELLED_DIGITS[d]);
  if (digits.some((d) => d === undefined)) return undefined;
  return Number(`${integer}.${digits.join('')}`);
}

/** The match with its number as digits; unchanged when the words do not make one number. */
export function spelledAmountToDigits(
  m: string,
  phrase: string,
  space: string,
  unit: string,
): string {
  const value = spelledValue(phrase);
  return value === undefined ? m : `${value}${space || ' '}${unit}`;
}
