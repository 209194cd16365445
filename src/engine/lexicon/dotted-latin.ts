/**
 * Latin abbreviations written with a full stop after each letter, as a transcribed chart or an older
 * prescriber writes them ('i q.a.m.', 'ii (2 mg) q.p.m.', 'i q.o.d. a.m.', 'i q.w. (Sat)', 'ii t.i.d.', '30
 * min a.c.'): each is read as its undotted word when the lexicon knows that word ('qam', 'qpm', 'tid',
 * 'prn', 'am', 'iv'), so the timing readers take it; a dotted word the lexicon does not know ('i.e.', 'e.g.')
 * stays as written. 'qod' (every other day) and 'qw' (every week) are respelled as the words the interval
 * readers know.
 */
import type { NormaliseRule } from './normalise';
import { COUNT_WORDS, PRN_WORDS, ROUTE_WORDS, RUN_TOGETHER_WORDS, TIME_WORDS } from './words';

const ONE_WORD = /^[a-z]+$/;

// The lexicon's one-word abbreviations, and the Latin ones for meals and intervals.
const KNOWN = new Set(
  [
    ...TIME_WORDS.map(([w]) => w),
    ...COUNT_WORDS.map(([w]) => w),
    ...RUN_TOGETHER_WORDS,
    ...PRN_WORDS,
    ...ROUTE_WORDS,
    'ac',
    'pc',
    'qod',
    'qw',
    'qd',
  ].filter((w) => ONE_WORD.test(w) && w.length <= 5),
);

const DOTTED = /[a-z]\.[a-z]\./i;
const LATIN_INTERVAL = /\bq(?:od|wk?)\b/i;
/** A line either rule may change: normaliseLine's quick test. */
export const DOTTED_HINT = new RegExp(`${DOTTED.source}|${LATIN_INTERVAL.source}`, 'i');

export const DOTTED_LATIN_RULES: readonly NormaliseRule[] = [
  {
    id: 'dotted-latin',
    hint: DOTTED,
    examples: [
      'Perindopril 4 mg tab i q.a.m.',
      'Warfarin 1 mg ii q.p.m.',
      'ii t.i.d.',
      '30 min a.c.',
    ],
    re: /(?<![\w.])((?:[a-z]\.){1,4}[a-z])\.?(?![\w])/gi,
    to: (all: string, dotted: string) => {
      const word = dotted.replace(/\./g, '');
      return KNOWN.has(word.toLowerCase()) ? word : all;
    },
  },
  {
    id: 'latin-intervals',
    hint: LATIN_INTERVAL,
    examples: ['i qod am', 'i qw (Sat)'],
    re: /\bq(od|wk?)\b/gi,
    to: (_m: string, what: string) => (what.toLowerCase() === 'od' ? 'alternate days' : 'weekly'),
  },
];
