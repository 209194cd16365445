/**
 * Lines that title a document or a group of medicines, not orders:
 * - a form's title in capitals ending with what the document is ('CN DAILY VISIT RECORD — Mrs Thi L.', 'WOUND CARE
 *   CHART'): a time word inside it ('DAILY') is part of the title's name, never a medicine's frequency, so the word
 *   before it ('CN') is no medicine;
 * - a group title over medicines with a colon ('Other meds client self-manages:', 'Medicines the patient keeps at
 *   home:'): words only, naming medicines in general, with no medicine of its own.
 */
import { namesMedicine } from './non-order';
import { alternation } from '../lexicon/words';
import { MEDICINE_NOUNS } from '../lexicon/medicine-nouns';
import { NO_LONGER_WORDS } from '../lexicon/no-longer-words';

/** What a document is called at the end of its title. */
const DOCUMENT_NOUNS: readonly string[] = [
  'record',
  'records',
  'chart',
  'summary',
  'handover',
  'sheet',
  'form',
  'report',
  'notes',
  'log',
  'visit',
  'letter',
  'profile',
  'plan',
  'referral',
];
const ENDS_WITH_DOCUMENT = new RegExp(String.raw`\b(?:${alternation(DOCUMENT_NOUNS)})$`, 'i');
const SPACED_DASH = /\s[-–—]\s/;

/** 'CN DAILY VISIT RECORD — Mrs Thi L.': capitals, no number, ending with a document noun (before any dash). */
export function isDocumentTitle(text: string): boolean {
  const title = text.split(SPACED_DASH)[0]!.trim();
  if (/\d/.test(title) || !/^[A-Z][A-Z'&/ -]*$/.test(title) || !title.includes(' ')) return false;
  return ENDS_WITH_DOCUMENT.test(title) && !namesMedicine(title);
}

const NAMES_MEDICINES = new RegExp(String.raw`\b(?:${alternation(MEDICINE_NOUNS)})\b`, 'i');
const WORDS_THEN_COLON = /^[A-Za-z][A-Za-z' /&-]{2,60}:$/;

// Words that say what became of the medicines under the title ('Medicines you should no longer take:', 'Meds not
// to restart:', 'Previous medicines:', 'Suspected medicine(s):' of a reaction report): such a title may be a stop
// or a past list, not a plain group, and is left to be reported as before.
const STATUS_LIKE = new RegExp(
  String.raw`\b(?:${alternation([...NO_LONGER_WORDS, 'not', "don't", 'do not', 'never', 'avoid', 'previous', 'previously', 'past', 'former', 'old', 'prior', 'tried', 'suspected', 'instead', 'allergy', 'allergies', 'reaction', 'reactions'])})\b`,
  'i',
);

/** 'Other meds client self-manages:': words only, medicines in general, a colon, no medicine named, nothing said of
 *  what became of them. The caller checks that no section word (stop, new, when required) is in it: such a heading
 *  sets its section. */
export const isMedicinesGroupTitle = (text: string): boolean =>
  WORDS_THEN_COLON.test(text.trim()) &&
  NAMES_MEDICINES.test(text) &&
  !STATUS_LIKE.test(text) &&
  !namesMedicine(text);
