/**
 * Talk about the amount of a medicine ('lower dose', 'more fluid tablets', 'a smaller dose'): why or how a
 * dose changed, said in words. Such a clause is the change's comment, never what the medicine is for
 * ('lower dose' is no use like 'lower cholesterol'). Words as data; parse/classify.ts builds its patterns.
 */
import { alternation, DOSE_UNIT_WORDS, spellings } from './words';

/** Words that compare an amount with the one before. */
export const AMOUNT_COMPARATIVES: readonly string[] = [
  'more',
  'less',
  'fewer',
  'extra',
  'higher',
  'lower',
  'bigger',
  'smaller',
  'larger',
  'increased',
  'reduced',
  'decreased',
  'double',
  'doubled',
  'half',
  'halved',
];

/** Nouns for the amount itself, besides the dose units ('dose', 'tablets', 'puffs'). */
export const AMOUNT_NOUNS: readonly string[] = [
  'dosage',
  'dosing',
  'strength',
  'amount',
  'quantity',
  'medicine',
  'medicines',
  'medication',
  'medications',
  'pills',
  'pill',
];

/** An amount noun: a dose unit of the lexicon or one of AMOUNT_NOUNS. */
export const AMOUNT_NOUN = alternation([...spellings(DOSE_UNIT_WORDS), ...AMOUNT_NOUNS]);

/**
 * 'lower dose', 'more fluid tablets', 'a smaller dose', 'less of the water pills': a comparative, at most
 * two words naming what kind, then an amount noun, as the clause opens.
 */
export const AMOUNT_TALK = new RegExp(
  String.raw`^(?:an?\s+|the\s+)?${alternation(AMOUNT_COMPARATIVES)}\s+(?:of\s+(?:the\s+|your\s+|my\s+)?)?(?:[a-z]+\s+){0,2}?${AMOUNT_NOUN}(?![a-z])`,
  'i',
);
