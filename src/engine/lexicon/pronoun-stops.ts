/**
 * A stop told of 'this' or 'it' on a line of its own, under the medicine it is about ('STOP taking this.',
 * 'Do not use it any more.', 'Never take it again.'): an Easy Read sheet or a letter writes each medicine as a
 * block of short sentences. The words, as data: parse/pronoun-stop.ts builds its pattern from these lists.
 * Only the singular: 'Stop taking these:' heads a list of its own.
 */
import { alternation } from './words';

/** The stop, said as an instruction. */
export const PRONOUN_STOP_VERBS: readonly string[] = [
  'stop',
  'cease',
  'do not',
  "don't",
  'never',
  'no longer',
  'you can stop',
  'please stop',
];
/** What is stopped: doing it. */
export const PRONOUN_STOP_DOING: readonly string[] = [
  'taking',
  'using',
  'having',
  'giving',
  'take',
  'use',
  'have',
  'give',
];
/** The medicine above, by pronoun. */
export const PRONOUN_STOP_OBJECTS: readonly string[] = [
  'this',
  'it',
  'this medicine',
  'this medication',
  'this tablet',
  'this one',
];
/** When, after it: 'any more', 'again', 'now'. */
export const PRONOUN_STOP_TAILS: readonly string[] = [
  'any more',
  'anymore',
  'again',
  'now',
  'from today',
];

/** The whole line (trimmed), with a full stop or '!' at most after it. */
export const PRONOUN_STOP = new RegExp(
  String.raw`^${alternation(PRONOUN_STOP_VERBS)}\s+(?:${alternation(PRONOUN_STOP_DOING)}\s+)?${alternation(PRONOUN_STOP_OBJECTS)}(?:\s+${alternation(PRONOUN_STOP_TAILS)})?\s*[.!]?$`,
  'i',
);
