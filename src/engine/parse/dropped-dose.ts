/**
 * A note that one timed dose of the old regimen is taken away: '(2pm dose stopped - dehydrated)', 'evening
 * dose ceased', 'stopped the 1400 dose', 'lunchtime dose dropped'. Its time is the dose that is gone, never a
 * time of the new order (read as timing, '2pm' put the stopped dose back: furosemide 0800 + 1200 where the
 * order said 0800), and its stop word stops that dose only, never the medicine.
 */
import { alternation, STATUS_WORDS, TIME_WORDS } from '../lexicon/words';

const DOSE_TIME = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{4}\s*(?:hrs?|h)?|${alternation(TIME_WORDS.map(([w]) => w))})`;
const DROP_WORD = alternation([
  ...STATUS_WORDS,
  'dropped',
  'removed',
  'omitted',
  'taken off',
  'no longer',
]);
const DROPPED_DOSE = new RegExp(
  String.raw`^(?:(?:the\s+)?${DOSE_TIME}\s+(?:dose|tablet|one)s?\s+(?:(?:is|was|has\s+been|now)\s+)?${DROP_WORD}|${DROP_WORD}\s+(?:the\s+)?${DOSE_TIME}\s+(?:dose|tablet|one)s?)(?![a-z])`,
  'i',
);

/** True when the clause (brackets and a leading dash allowed) says one timed dose is stopped. */
export const isDroppedDose = (text: string): boolean =>
  DROPPED_DOSE.test(text.replace(/^[\s([\-–—:;,]+/, ''));
