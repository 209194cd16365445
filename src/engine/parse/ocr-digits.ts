/**
 * A scanned list run through OCR reads digits as the letters they look like: 'O' for 0 ('3Omg'), 'l' or
 * 'I' for 1 ('l00mcg', 'l at night'). A number written so is read as the digits it shows, and the order
 * carries a warning naming what was read, so nobody takes the reading on trust.
 */
import {
  alternation,
  COUNT_WORDS,
  DOSE_UNIT_WORDS,
  spellings,
  TIME_WORDS,
  UNIT_WORDS,
} from '../lexicon/words';
import { names } from '../kb/name-index';

const UNIT = alternation([...spellings(UNIT_WORDS), ...spellings(DOSE_UNIT_WORDS)]);
const WHEN = alternation([
  ...TIME_WORDS.map(([w]) => w),
  ...COUNT_WORDS.map(([w]) => w),
  'every',
  'each',
  'at',
  'in the',
  'with',
  'before',
  'after',
  'once',
  'twice',
]);

// '3Omg', '1O0 mg', 'l00mcg', 'I25 microgram': digits and look-alike letters before a unit, with a digit.
const AMOUNT = new RegExp(
  String.raw`(?<![\w.])(?=[\dOoIl]*\d)([\dOoIl]*[OoIl][\dOoIl]*)(?=\s*${UNIT}(?![a-z]))`,
  'g',
);
// '- l mane', ': l at night': a lone 'l' or 'I' as the count before a time word.
const COUNT = new RegExp(
  String.raw`(?<=(?:^|[-–:,(]|\s)\s*)(?<![\d.]\s*)([lI])(?=\s+(?:${UNIT}\s+)?${WHEN}(?![a-z]))`,
  'g',
);

const LETTER_BY_DIGIT = /[OoIl]\d|\d[OoIl]/;
const LONE_ONE = /(?:^|[\s\-–:,(])[lI]\s/;

// 'Ca1trate', 'Pr0stin': one '1' or '0' between letters, inside a word. Read as 'l' or 'o' only where the
// word so read is a known medicine name; anything else is left as written.
const NAME_DIGIT = /(?<![\w.])([A-Za-z]+)([01])([A-Za-z]+)(?![\w.])/g;
const LETTER_DIGIT_LETTER = /[A-Za-z][01][A-Za-z]/;

const digitsOf = (s: string) => s.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');

/** A medicine name with a digit for a look-alike letter read as the name ('"Ca1trate" as "Caltrate"'). */
export function readOcrNames(text: string): { text: string; read: string[] } {
  if (!LETTER_DIGIT_LETTER.test(text)) return { text, read: [] };
  const read: string[] = [];
  const out = text.replace(NAME_DIGIT, (m: string, a: string, d: string, b: string) => {
    const word = a + (d === '1' ? 'l' : 'o') + b;
    if (!names.has(word.toLowerCase())) return m;
    read.push(`"${m}" as "${word}"`);
    return word;
  });
  return { text: out, read };
}

/** The line with look-alike letters read as digits, and what was read ('"3Omg" as "30mg"'). */
export function readOcrDigits(text: string): { text: string; read: string[] } {
  if (!/[OoIl]/.test(text)) return { text, read: [] };
  // AMOUNT needs a look-alike letter next to a digit ('3O', 'l0'); COUNT a lone 'l' or 'I' after a
  // start, space or mark. Most lines have neither, and the two patterns try every position.
  const amount = LETTER_BY_DIGIT.test(text);
  const count = LONE_ONE.test(text);
  if (!amount && !count) return { text, read: [] };
  const read: string[] = [];
  let out = text;
  if (amount)
    out = out.replace(AMOUNT, (m: string) => {
      const d = digitsOf(m);
      // 'mg' itself, a word such as 'lol': only a run that is a number once read.
      if (!/^\d+$/.test(d)) return m;
      read.push(`"${m}" as "${d}"`);
      return d;
    });
  // Reading digits never makes a lone 'l' or 'I', so the test on the line as written holds.
  if (count)
    out = out.replace(COUNT, (m: string) => {
      read.push(`"${m}" as "1"`);
      return '1';
    });
  return { text: out, read };
}
