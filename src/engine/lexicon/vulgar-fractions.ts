/**
 * Part tablets written with a fraction sign or a word ('¼ tablet', '1¾ tabs', 'a quarter of a tablet',
 * 'three quarters of a tab'): respelled to the digit fractions the dose readers know ('1/4', '1 3/4').
 * Only the quarter, third and eighth signs and words: '½' and 'half' are read where they are written.
 * A sign straight after a whole number is its fraction part ('1¼' is one and a quarter).
 */
import type { NormaliseRule } from './normalise';

const SIGN: Readonly<Record<string, string>> = {
  '¼': '1/4',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
};
const SIGNS = `[${Object.keys(SIGN).join('')}]`;

export const VULGAR_FRACTION_RULES: readonly NormaliseRule[] = [
  {
    id: 'fraction-sign',
    hint: new RegExp(SIGNS),
    examples: ['Bisoprolol 5 mg - ¼ tablet mane', 'Warfarin 1 mg 1¾ tabs nocte'],
    re: new RegExp(String.raw`(?:(?<![\d.])(\d{1,2}) ?)?(${SIGNS})`, 'g'),
    to: (_m, whole: string | undefined, sign: string) => (whole ? `${whole} ` : '') + SIGN[sign]!,
  },
  {
    // 'a quarter of a tablet', 'one quarter tab', 'three-quarters of a tablet': only before a tablet or
    // capsule, so 'quarterly' and 'every quarter' (intervals) are never read as a dose.
    id: 'fraction-word',
    hint: /quarter/i,
    examples: ['a quarter of a tablet mane', 'three quarters of a tab daily', 'one-quarter tablet'],
    re: /\b(?:(a|one|three)[\s-]+)?quarters?\s+(?:(?:of\s+)?(?:a|an|one)\s+)?(?=(?:tab|cap))/gi,
    to: (_m, n: string | undefined) => (n?.toLowerCase() === 'three' ? '3/4 ' : '1/4 '),
  },
];

/** The text with its fraction signs as the digits a row shows ('1¾' -> '1 3/4'): what a checker may allow. */
export const fractionSignsAsDigits = (text: string): string =>
  VULGAR_FRACTION_RULES[0]!.hint!.test(text)
    ? text.replace(
        VULGAR_FRACTION_RULES[0]!.re,
        VULGAR_FRACTION_RULES[0]!.to as (m: string, ...g: string[]) => string,
      )
    : text;
