/**
 * A history form's field that tells the history first, then, after a spaced dash or a semicolon, the medicine
 * now used for it with its directions: 'Smoking: quit 6 weeks ago - nicotine patch 21 mg daily', 'Alcohol:
 * abstinent since May; thiamine 100 mg daily'. The order is the clause after the history. Read as a whole, the
 * field was a note that named a medicine (reported, and its order missing, so the same order on the other list
 * read as new). Only when the history names no medicine, is no 'none' answer and says no dose, time or status of
 * its own.
 */
import { tokenize } from '../lexicon/tokens';
import { isOrderLine } from './order-signal';
import { namesKnownMedicine } from './lookup';
import { NEGATIVE_ANSWERS } from '../lexicon/answer-words';
import { alternation } from '../lexicon/words';

const FIELD = /^[A-Za-z][A-Za-z &/-]{1,30}:\s*(\S.*)$/;
const CLAUSE_BREAK = /\s[-–—]\s|;\s/;
// 'GI protection: none - omeprazole 20 mg mane': a checklist's answer that denies, then an order that contradicts
// it, is no history (left unread and warned, parse/line-rules-orders.ts afterNilAnswer).
const DENIED = new RegExp(String.raw`^\s*(?:${alternation(NEGATIVE_ANSWERS)})\s*$`, 'i');
// Words of the history that would belong to an order: a dose, a time, a status, a route.
const ORDER_KINDS = new Set(['unit', 'dose-unit', 'frequency', 'time', 'status', 'prn', 'route']);

/** The order clause after a field's history, or null when the line is not written so. */
export function orderAfterHistory(text: string): string | null {
  const field = FIELD.exec(text);
  if (!field) return null;
  const value = field[1]!;
  const cut = CLAUSE_BREAK.exec(value);
  if (!cut) return null;
  const history = value.slice(0, cut.index);
  const order = value.slice(cut.index + cut[0].length).trim();
  if (DENIED.test(history) || !isOrderLine(order) || namesKnownMedicine(history)) return null;
  if (tokenize(history).some((t) => ORDER_KINDS.has(t.kind))) return null;
  return order;
}
