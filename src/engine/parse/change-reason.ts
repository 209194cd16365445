/**
 * A condition told right after a change of the order ('(moved to night - nausea in the mornings)',
 * 'dose halved, dizziness') or after a result or observation ('(INR 4.6 on admission, haematuria)',
 * '- K 5.9, hyperkalaemia'): why the dose or time changed or the medicine was held, not what it is for. The row's
 * indication stays the stated or usual one; the words stay in the comment.
 */
import { CHANGE_NOTE_WORDS, WEANING_NOW_WORDS } from '../lexicon/sentence-words';
import { alternation } from '../lexicon/words';
import type { OrderParts } from './order-parts';
import { RESULT_OPENING } from './lab-result';

// 'moved to night', 'Dose reduced', 'timing changed to evening', 'switched to mornings'.
const CHANGE_NOTE = new RegExp(
  String.raw`^(?:(?:dose|doses|timing|time|times|it|now)\s+(?:was\s+|is\s+|has\s+been\s+)?)?${alternation(CHANGE_NOTE_WORDS)}\b`,
  'i',
);

const WEANING_NOW = new RegExp(
  String.raw`^${alternation(WEANING_NOW_WORDS)}(?:\s+(?:down|off|slowly))?[\s)]*$`,
  'i',
);

/** True when the piece just before is a note that reports a change of dose or time, or a result. */
export function afterChangeNote(p: OrderParts): boolean {
  const last = p.pieces.at(-1);
  if (!last) return false;
  const note = last.text.replace(/^[\s(\-–—,;]+/, '');
  // The weaning word is read with the dosing (it stays in the dose's cell), yet it is a change all the same.
  if (WEANING_NOW.test(note)) return true;
  if (last.dosing) return false;
  // 'New ... - TSH 11.2, lithium-related hypothyroidism': on a new medicine the result is why it was started,
  // and the condition after it its use.
  return CHANGE_NOTE.test(note) || (RESULT_OPENING.test(note) && p.status?.kind !== 'new');
}
