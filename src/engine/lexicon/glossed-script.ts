/**
 * A medicine list copied from another country with its words in another script and an English gloss
 * in brackets after each part ('アムロジピン錠5mg (amlodipine 5 mg tab) 1錠 1日1回 朝食後 (1 tab once a day
 * after breakfast) 28日分', 'Аспирин 100 мг (aspirin 100 mg) ...'): the gloss is read in place of the
 * part it translates. A part with no gloss stays as written, so its numbers are reported as not
 * understood ('28日分'), never dropped silently. A prescription item number before it ('Rp1', 'Rx 2')
 * is no dose.
 */
import type { NormaliseRule } from './normalise';

// Letters of scripts the readers do not read (CJK, kana, Hangul, Cyrillic, Greek, Arabic, Hebrew, Thai, Devanagari).
const OTHER = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}`;
// One word holding such a letter, with what is written onto it ('錠5mg', 'OD錠15mg'). The lookahead finds the
// letter and the word is then taken whole, so a run of such words splits one way only: a word made of two
// optional parts, in a repeated group, made the pattern try every split (18 s on a 4 KB fuzz list).
const WORD = String.raw`(?=[^\s()]*[${OTHER}])[^\s()]+`;
const NUMBER = String.raw`[\d.,/]+`;

export const GLOSSED_HINT = new RegExp(`[${OTHER}]`, 'u');

export const GLOSSED_SCRIPT_RULES: NormaliseRule[] = [
  {
    id: 'glossed-script',
    hint: GLOSSED_HINT,
    examples: [
      'Rp1 アムロジピン錠5mg (amlodipine 5 mg tab) 1錠 1日1回 (1 tab once a day)',
      'Бисопролол 2,5 мг (bisoprolol 2.5 mg) 1 таб. утром (1 tablet in the morning)',
    ],
    // Numbers between or before such words are theirs ('Бисопролол 2,5 мг', '1 таб. утром'): the gloss says them.
    re: new RegExp(
      String.raw`(?<![\p{L}\d.,/])(?:${NUMBER}\s+)*${WORD}(?:\s+(?:${NUMBER}\s+)*${WORD})*\s*\(([^()]*[a-z][^()]*)\)`,
      'giu',
    ),
    to: (_m, gloss: string) => `${gloss} `,
  },
  {
    id: 'prescription-item-number',
    hint: /^\s*R[px]\s?\d/i,
    examples: ['Rp1 amlodipine 5 mg tab'],
    re: /^\s*R[px]\s?\d{1,2}[.):]?\s+(?=\S)/i,
    to: '',
  },
];
