/**
 * A pharmacy label writes each count twice, in words and then in digits in brackets ('TAKE ONE (1) TABLET
 * TWICE (2) A DAY', 'two (2) puffs', 'three (3) times daily'). The bracketed digits only repeat the word: read
 * as a second number they made the dose '1 ... 2' or a note. The echo is dropped when it equals the word
 * (the word stays, so nothing is added); a bracket that says another number is left as written.
 * A US patient portal writes it the other way round ('every 6 (six) hours', '2 (two) times daily'): the
 * bracketed word repeats the digits and is dropped the same way.
 */
import type { NormaliseRule } from './normalise';
import { alternation, NUMBER_WORDS } from './words';
import { SPELLED_PHRASE, spelledValue } from './spelled-numbers';

// 'once', 'twice' and 'thrice' are counts of times a day, echoed as '(1)', '(2)', '(3)'.
const COUNTS: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS,
  once: 1,
  twice: 2,
  thrice: 3,
};

/** How a dose is taken, said after its count ('one to be dissolved', 'one dissolved on the tongue'). */
export const HOW_TAKEN: readonly string[] = [
  'taken',
  'used',
  'given',
  'inhaled',
  'applied',
  'swallowed',
  'chewed',
  'sucked',
  'inserted',
  'instilled',
  'dissolved',
  'placed',
  'sprayed',
];
const HOW_TAKEN_RE = alternation(HOW_TAKEN);

export const NUMBER_ECHO_RULES: readonly NormaliseRule[] = [
  {
    id: 'number-echo',
    hint: /[a-z]\s*\(\d{1,2}\)/i,
    examples: ['TAKE ONE (1) TABLET TWICE (2) A DAY', 'two (2) puffs three (3) times daily'],
    re: new RegExp(String.raw`\b(${alternation(Object.keys(COUNTS))})\s*\((\d{1,2})\)`, 'gi'),
    to: (m: string, word: string, digits: string) =>
      COUNTS[word.toLowerCase()] === Number(digits) ? word : m,
  },
  {
    // 'Dispense: fifty-six (56)', 'twenty-one (21) tablets': a compound number's echo, dropped the same way
    // before the words are read as digits (lexicon/spelled-numbers.ts); it stayed as a second '(56)'.
    id: 'spelled-number-echo',
    hint: /[a-z]\s*\(\d{2,3}\)/i,
    examples: ['Dispense: fifty-six (56)', 'twenty-one (21) tablets'],
    re: new RegExp(String.raw`(?<![\w-])(${SPELLED_PHRASE})\s*\((\d{1,3})\)`, 'gi'),
    to: (m: string, words: string, digits: string) =>
      spelledValue(words) === Number(digits) ? words : m,
  },
  {
    id: 'number-word-echo',
    hint: /\d\s*\([a-z]+\)/i,
    examples: ['every 6 (six) hours as needed', 'Inhale 1 puff 2 (two) times daily'],
    re: new RegExp(String.raw`\b(\d{1,2})\s*\((${alternation(Object.keys(NUMBER_WORDS))})\)`, 'gi'),
    to: (m: string, digits: string, word: string) =>
      NUMBER_WORDS[word.toLowerCase()] === Number(digits) ? digits : m,
  },
  {
    // 'one to be taken each morning', 'one or two to be taken four times a day', '2 to be inhaled twice a
    // day' (a UK label's directions): the count, then how it is taken; the verb adds nothing to the dose.
    id: 'count-to-be-taken',
    hint: new RegExp(String.raw`\bto be ${HOW_TAKEN_RE}\b`, 'i'),
    examples: ['one to be taken each day', 'one or two to be taken four times a day when required'],
    re: new RegExp(
      String.raw`\b((?:${alternation(Object.keys(NUMBER_WORDS))}|\d+(?:\.\d+)?|half|½)(?:\s+(?:or|to|-)\s+(?:${alternation(Object.keys(NUMBER_WORDS))}|\d+))?)\s+to\s+be\s+${HOW_TAKEN_RE}\b`,
      'gi',
    ),
    to: '$1',
  },
];
