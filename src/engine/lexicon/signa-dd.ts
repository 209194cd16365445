/**
 * Prescriptions written in the Dutch-derived notation of Indonesia, the Netherlands and Suriname ('R/ Cefixime
 * 200 mg tab no. X  S 2 dd 1', 'S 3 dd 1 a.c.', '1 dd 1 pagi'): 'R/' opens each item (recipe), 'no. X' is the
 * quantity in Roman numerals, 'S' (signa) the directions, and 'n dd m' is n times a day, m units each time.
 * Indonesian lists also write a day's count before the amount with the time word ('1x1 malam' = once a day,
 * one, at night). Respelled in the words the readers know: 'mitte 10', '1 twice daily', 'at night'.
 */
import type { NormaliseRule } from './normalise';

const TIMES_A_DAY: Readonly<Record<string, string>> = {
  '1': 'daily',
  '2': 'twice daily',
  '3': 'three times daily',
  '4': 'four times daily',
};

const ROMAN: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

/** The value of a Roman numeral in capitals ('XV' = 15). */
function romanValue(r: string): number {
  let total = 0;
  for (let i = 0; i < r.length; i++) {
    const v = ROMAN[r[i]!]!;
    const next = ROMAN[r[i + 1] ?? ''] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

// Indonesian times of day a chart writes after the directions ('pagi (morning)', 'malam').
const ID_TIMES: Readonly<Record<string, string>> = {
  pagi: 'in the morning',
  siang: 'at midday',
  malam: 'at night',
};

export const SIGNA_DD_HINT = /\bdd\b|^\s*R\/|\bno\.\s*[IVXLC]+\b|\b(?:pagi|siang|malam)\b/i;

export const SIGNA_DD_RULES: readonly NormaliseRule[] = [
  {
    id: 'recipe-prefix',
    hint: /^\s*R\//,
    examples: ['R/ Cefixime 200 mg tab no. X  S 2 dd 1'],
    re: /^(\s*)R\/\s*/,
    to: '$1',
  },
  {
    id: 'roman-quantity',
    hint: /\bno\.\s*[IVXLC]+\b/,
    examples: ['Paracetamol 500 mg tab no. XV'],
    re: /\bno\.\s*([IVXLC]+)\b/g,
    to: (_m, r: string) => `mitte ${romanValue(r)}`,
  },
  {
    id: 'signa-dd',
    hint: /\bdd\b/i,
    examples: ['S 2 dd 1', 'S. 3 dd 1 a.c.', '1 dd 1 pagi'],
    re: /(?:\bS\.?\s+)?\b([1-4])\s*dd\s*(\d(?:\.\d)?|½)(?![\d.])/gi,
    to: (_m, n: string, m: string) => `${m} ${TIMES_A_DAY[n]!}`,
  },
  {
    id: 'count-times-amount-at',
    hint: /\b(?:pagi|siang|malam)\b/i,
    examples: ['1x1 malam (night)', '2 x 1 pagi dan malam'],
    re: /\b([1-4])\s*[x×]\s*(\d)\s+(?=(?:pagi|siang|malam)\b)/gi,
    to: (_m, n: string, m: string) => `${m} ${TIMES_A_DAY[n]!} `,
  },
  {
    id: 'indonesian-time',
    hint: /\b(?:pagi|siang|malam)\b/i,
    examples: ['1 daily pagi (morning)'],
    re: /\b(pagi|siang|malam)\b(?:\s*\((?:morning|midday|noon|night|evening)\))?/gi,
    to: (_m, w: string) => ID_TIMES[w.toLowerCase()]!,
  },
];
