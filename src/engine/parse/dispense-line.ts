/**
 * A prescription's dispensing line under its order ('Mitte: 10   Rpt: 0', 'Qty 30 Rpts 5', 'Mitte: own
 * supply', 'Dispense: 14 tablets'): how much the pharmacy hands over, which belongs to the order above and is
 * never a dose or an order of its own. Built from the lexicon's quantity words.
 */
import { alternation, QUANTITY_WORDS } from '../lexicon/words';

const QTY = alternation(QUANTITY_WORDS);
// One quantity field: the word, an optional colon, then a count (with a dose unit word) or 'own supply' / 'nil'.
const FIELD = String.raw`${QTY}\s*[:.=-]?\s*(?:\d{1,4}(?:\s+[a-z]+)?|own(?:\s+supply)?|nil|none)`;
const DISPENSING_LINE = new RegExp(String.raw`^(?:${FIELD}[\s,;/|]*){1,3}$`, 'i');

/** True for a line that only says how much to dispense (and how many repeats). */
export function isDispensingLine(text: string): boolean {
  return DISPENSING_LINE.test(text.trim());
}
