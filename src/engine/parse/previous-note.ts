/**
 * A note of the old regimen written after the new order: '- was: 20 mg at 6 pm (evening dose adding to
 * night-time urination)', '. Previously: 40 mg nocte', '; formerly 1 tablet BD'. Its amounts and times are
 * what the patient took before, never the new order's: without this, 'was: 20 mg at 6 pm' split at the colon
 * and '6 pm' and 'night-time' were read as two more doses of the discharge order.
 *
 * The note opens with one of the lexicon's previous-regimen words followed by nothing (a colon comes next) or
 * by dosing. It goes on through a colon and through brackets; any other separator (' - ', ';', ',', '. ',
 * 'then') closes it, so '20 mg daily, was 40 mg, 1 tablet mane' still reads the last clause.
 */
import { alternation, PREVIOUS_NOTE_WORDS } from '../lexicon/words';
import { isDroppedDose } from './dropped-dose';
import { classifyClause } from './classify';
import type { OrderParts } from './order-parts';

const LEAD = new RegExp(String.raw`^${alternation(PREVIOUS_NOTE_WORDS)}(?![a-z])\s*[:=.]?\s*`, 'i');

/**
 * The note to keep when the clause is (part of) a note of the old regimen, else null; opens or closes the
 * note as it reads. A bare lead ('was', then a colon) keeps nothing itself: its word goes before the next part,
 * so the comment says 'was 20 mg at 6 pm', never a bare '20 mg at 6 pm' that reads like the new order.
 */
export function previousNote(
  p: OrderParts,
  text: string,
  bracket: boolean,
  then: boolean,
  sep: string,
): string | null {
  if (isDroppedDose(text)) return text;
  const lead = LEAD.exec(text);
  if (lead) {
    const rest = text.slice(lead[0].length).trim();
    if (!rest) {
      p.previousOpen = true;
      p.previousLead = lead[0].replace(/[\s:=.]+$/, '');
      return '';
    }
    if (readsAsDosing(rest, bracket)) {
      p.previousOpen = true;
      return text;
    }
  }
  if (!p.previousOpen) return null;
  if (then || (!bracket && sep !== ':')) {
    p.previousOpen = false;
    return null;
  }
  if (!readsAsDosing(text, bracket)) return null;
  const word = p.previousLead;
  p.previousLead = undefined;
  return word ? `${word} ${text}` : text;
}

const readsAsDosing = (t: string, bracket: boolean): boolean =>
  classifyClause(t, { bracket, then: false, sep: ',' }).kind === 'dosing';
