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

/** Who tells a stop in a history ('rider states', 'patient reports that'): any one word, then a telling verb. */
export const TOLD_BY_VERBS: readonly string[] = [
  'states',
  'stated',
  'says',
  'said',
  'reports',
  'reported',
  'mentions',
  'mentioned',
  'confirms',
  'confirmed',
];
/** Who stopped it. */
export const STOPPED_BY_SUBJECTS: readonly string[] = [
  'she',
  'he',
  'they',
  'i',
  'we',
  'patient',
  'pt',
];

/**
 * A stop told as a sentence of the patient, of 'it' ('rider states she stopped it in August', 'he ceased taking it
 * last year', 'patient reports that she has stopped them'): group 1 is the verb, what follows the pronoun is the
 * reason and when. Only with the pronoun: 'she stopped smoking' is no stop of the medicine.
 */
export const TOLD_PRONOUN_STOP = new RegExp(
  String.raw`^(?:[a-z]+\s+${alternation(TOLD_BY_VERBS)}\s+(?:that\s+)?)?${alternation(STOPPED_BY_SUBJECTS)}\s+(?:(?:has|had|have)\s+)?(stopped|ceased|discontinued)\s+(?:(?:taking|using)\s+)?(?:it|this|them|these)(?![\w'])`,
  'i',
);

/**
 * Why, told of the medicine on the line after its stop ('It made your white blood cells too low.', 'This caused
 * the rash.'): the stop's reason in an Easy Read block.
 */
export const PRONOUN_REASON = new RegExp(
  String.raw`^(?:it|this(?:\s+(?:medicine|medication|tablet|one))?)\s+(?:made|makes|caused|causes|gave|gives|was|is|has|had|can|could|may|might|lowered|raised|hurt|damaged|affected|upset)\s+\S`,
  'i',
);

/**
 * The pronoun a stop was told of, opening its reason ('this', 'it', 'this medicine'), ending there: never the reason
 * itself ('this week' is).
 */
export const PRONOUN_OBJECT_LEAD = new RegExp(
  String.raw`^(?:(?:${alternation(PRONOUN_STOP_DOING)})\s+)?${alternation(PRONOUN_STOP_OBJECTS)}(?:\s+${alternation(PRONOUN_STOP_TAILS)})?(?=\s*(?:$|[.!,;:\-–—]))[\s.!]*`,
  'i',
);
