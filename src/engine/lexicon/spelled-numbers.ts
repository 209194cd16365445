/**
 * Numbers spelled out in words ('six hundred and sixty-five milligrams', 'sixty-two point five
 * micrograms', 'Paracetamol five hundred', 'twenty-five', 'two and a half', as dictation software and
 * a nurse reading a chart aloud write them) rewritten as the digits they say, so every reader reads
 * them as it reads digits. Before this a compound number was read word by word ('six', 'five') and the
 * strength became the last one (5 mg), and a bare 'five hundred' became part of the name: an unchanged
 * order looked changed. A lone word the lexicon's NUMBER_WORDS already holds ('two tablets') stays as
 * written: every reader knows it, and the row keeps the order's own word.
 */
import {
  alternation,
  SPELLED_DIGITS,
  SPELLED_POINT,
  SPELLED_SCALES,
  SPELLED_TEENS,
  SPELLED_TENS,
  spellings,
  NUMBER_WORDS,
  UNIT_WORDS,
} from './words';

const INTEGER_WORDS = [
  ...Object.keys(SPELLED_TENS),
  ...Object.keys(SPELLED_TEENS),
  ...Object.keys(SPELLED_DIGITS),
  ...Object.keys(SPELLED_SCALES),
];
const WORD = alternation(INTEGER_WORDS);
const WORD_RE = new RegExp(String.raw`\b${WORD}\b`, 'gi');
const DIGIT = alternation(Object.keys(SPELLED_DIGITS));
const JOIN = String.raw`(?:\s*-\s*|\s+and\s+|\s+)`;
// 'two and a half', 'twenty-two and a half': a half more than the number before it.
const AND_A_HALF = String.raw`\s+and\s+a\s+half`;
const AND_A_HALF_RE = new RegExp(`${AND_A_HALF}$`, 'i');
const UNIT = alternation(spellings(UNIT_WORDS));

/** A spelled number (with an optional 'point' and spelled decimals) and the strength unit after it. */
export const SPELLED_AMOUNT = new RegExp(
  String.raw`(?<![\w-])(${WORD}(?:${JOIN}${WORD})*(?:\s+${SPELLED_POINT}(?:\s+${DIGIT})+|${AND_A_HALF})?)(\s*)(${UNIT})(?![\w/])`,
  'gi',
);

/** The gate for the rule: a line without any of these words has no spelled amount. */
export const SPELLED_HINT = new RegExp(`\\b${WORD}\\b`, 'i');

/** The value of a spelled number, or undefined when the words do not make one number. */
export function spelledValue(phrase: string): number | undefined {
  const low = phrase.toLowerCase();
  if (AND_A_HALF_RE.test(low)) {
    const whole = spelledValue(low.replace(AND_A_HALF_RE, ''));
    return whole === undefined ? undefined : whole + 0.5;
  }
  const [whole, decimals] = low.split(new RegExp(`\\s+${SPELLED_POINT}\\s+`));
  // 'and' joins a number only after a scale ('five hundred and fifty'): 'two and four' is two numbers.
  if (/(?<!hundred|thousand)\s+and\s+/.test(whole!)) return undefined;
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

/** The words of one spelled number ('five hundred', 'twenty-five', 'two and a half'), for other patterns. */
// 'zero point two five' (dictated 0.25) carries its spelled decimals, as SPELLED_AMOUNT does before a unit;
// cut at 'point', the whole part alone read as the strength ('0') and the decimals as a dose.
export const SPELLED_PHRASE = String.raw`${WORD}(?:${JOIN}${WORD})*(?:\s+${SPELLED_POINT}(?:\s+${DIGIT})+|${AND_A_HALF})?`;

/** A number spelled out anywhere in a line ('five hundred', 'twenty-five', 'two and a half', 'thirty'). */
export const SPELLED_NUMBER = new RegExp(String.raw`(?<![\w-])(${SPELLED_PHRASE})(?![\w-])`, 'gi');

const ANY_SPELLED_NUMBER = new RegExp(String.raw`(?<!\w)(${SPELLED_PHRASE})(?!\w)`, 'gi');

/**
 * The match as digits ('five hundred' -> '500', 'two and a half' -> '2.5'), or as written when it is a
 * lone word of the lexicon's NUMBER_WORDS (the readers read 'two' and 'one and a half' already) or the
 * words do not make one number ('five six').
 */
export function spelledNumberToDigits(m: string, phrase: string): string {
  const low = phrase.toLowerCase().replace(/\s+/g, ' ');
  if (low.replace(AND_A_HALF_RE, '') in NUMBER_WORDS) return m;
  const value = spelledValue(phrase);
  return value === undefined ? m : String(value);
}

/**
 * Every spelled number of a text as digits, lone lexicon words included ('two tablets' -> '2 tablets';
 * 'and a half' is left for the reader of halves): what the no-invented-number check counts as written.
 */
export function spelledNumbersAsDigits(text: string): string {
  // Hyphens allowed at the edges ('one-off', 'twenty-four-hour'): the check allows rather than misses a number.
  return text.replace(ANY_SPELLED_NUMBER, (m: string, phrase: string) => {
    const half = AND_A_HALF_RE.exec(phrase)?.[0] ?? '';
    const value = spelledValue(phrase.slice(0, phrase.length - half.length));
    if (value !== undefined) return `${value}${half}`;
    // 'one two': not one number, but each word is a number written.
    return m.replace(WORD_RE, (w) => String(spelledValue(w) ?? w));
  });
}
