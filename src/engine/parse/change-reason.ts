/**
 * A condition told right after a change of the order ('(moved to night - nausea in the mornings)',
 * 'dose halved, dizziness'): why the dose or time changed, not what the medicine is for. The row's
 * indication stays the stated or usual one; the words stay in the comment.
 */
import { CHANGE_NOTE_WORDS } from '../lexicon/sentence-words';
import { alternation } from '../lexicon/words';
import type { OrderParts } from './order-parts';

// 'moved to night', 'Dose reduced', 'timing changed to evening', 'switched to mornings'.
const CHANGE_NOTE = new RegExp(
  String.raw`^(?:(?:dose|doses|timing|time|times|it|now)\s+(?:was\s+|is\s+|has\s+been\s+)?)?${alternation(CHANGE_NOTE_WORDS)}\b`,
  'i',
);

/** True when the piece just before is a note that reports a change of dose or time. */
export function afterChangeNote(p: OrderParts): boolean {
  const last = p.pieces.at(-1);
  if (!last || last.dosing) return false;
  return CHANGE_NOTE.test(last.text.replace(/^[\s(\-–—,;]+/, ''));
}
