/**
 * A heading that says the medicines under it are not needed any more ('NO LONGER NEEDED:', 'Medicines no
 * longer required', 'No longer taking:', 'Not needed any more:'): a stop section written as a plain
 * sentence. The words, as data: parse/no-longer-heading.ts builds its pattern from these lists.
 */
import { MEDICINE_NOUNS } from './medicine-nouns';

/** How a list says 'not any more'. */
export const NO_LONGER_WORDS: readonly string[] = [
  'no longer',
  'not any more',
  'not anymore',
  'not needed any more',
  'not needed anymore',
  'not required any more',
  'not required anymore',
];

/** What is no longer so: needed, taken, used. */
export const NO_LONGER_WHAT: readonly string[] = [
  'needed',
  'required',
  'necessary',
  'indicated',
  'wanted',
  'appropriate',
  'prescribed',
  'taken',
  'taking',
  'used',
  'using',
  'in use',
  'to be taken',
  'to take',
  'to be used',
  'to use',
];

/** List words that may come before or after the phrase ('Medicines no longer needed', 'No longer needed meds'). */
export const NO_LONGER_LIST_WORDS: readonly string[] = [...MEDICINE_NOUNS, 'tablets', 'items'];
