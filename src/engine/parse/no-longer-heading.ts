/**
 * 'NO LONGER NEEDED:', 'Medicines no longer required (see letter):', 'No longer taking -', 'Not needed any
 * more:': a heading over the medicines that stop. Read as a stop section whose reason is the heading's words
 * ('No longer needed', and what follows). A line that names a medicine or a dose is an order, never this.
 */
import { NO_LONGER_LIST_WORDS, NO_LONGER_WHAT, NO_LONGER_WORDS } from '../lexicon/no-longer-words';
import { alternation } from '../lexicon/words';
import { namesMedicine } from './non-order';
import { DOSE_AMOUNT } from './order-signal';
import { cleanReason } from './status';
import type { Section } from './types';

const LIST = alternation(NO_LONGER_LIST_WORDS);
const PHRASE = String.raw`(?:${alternation(NO_LONGER_WORDS)})(?:\s+(?:${alternation(NO_LONGER_WHAT)}))?`;
// The list words, then optionally 'that are', then the phrase; what follows is the heading's reason.
const NO_LONGER_HEADING = new RegExp(
  String.raw`^(?:(?:${LIST})\s+(?:(?:that|which)\s+(?:are|is)\s+)?)?(${PHRASE})(?:\s+(?:${LIST}))?(?![\w-])(.*)$`,
  'i',
);
// What may follow the phrase: nothing, or a reason in brackets or after a dash, the line ending in a colon.
const AFTER = /^\s*(?:[:.]?\s*$|\([^()]*\)\s*:?\s*$|[-–—]\s*[^:]*:\s*$)/;

/** A 'no longer needed' heading; null when the line is not one. */
export function readNoLongerHeading(text: string): { section: Section; reason: string } | null {
  const t = text.trim();
  const m = NO_LONGER_HEADING.exec(t);
  if (!m || !AFTER.test(m[2]!) || DOSE_AMOUNT.test(t) || namesMedicine(t.replace(/[:.]\s*$/, '')))
    return null;
  const reason = cleanReason(`${m[1]}${m[2]}`.replace(/[\s:.]+$/, ''));
  return { section: 'ceased', reason };
}
