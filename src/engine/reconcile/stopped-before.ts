/**
 * An admission entry the admission list itself says was stopped before this admission: a summary's
 * 'Ceased medications (last 12 months)' section, a pharmacy profile's INACTIVE record, 'Levlen ED - ceased
 * 03/2025'. It is not a medicine the patient came in on, so it is not a medicine stopped at this discharge:
 * it leaves the ceased list and is reported (a warning that names it), never dropped silently.
 *
 * A stop made for a procedure ('stopped 3 days pre-op as instructed', 'withheld - fasting') is only a
 * pause of a current medicine: that order pairs with the discharge order that goes on with it, and is
 * listed as stopped when nothing goes on with it.
 */
import { isSelfStopped } from '../parse/advice';
import { isSupplyRecord } from '../parse/lines';
import type { ParsedOrder } from '../parse/types';

const FOR_A_PROCEDURE =
  /\b(?:pre-?op(?:eratively|erative)?|peri-?op(?:erative)?|before (?:the )?(?:surgery|operation|procedure|theatre|op|scope|colonoscopy|endoscopy|angiogram)|prior to (?:the )?(?:surgery|operation|procedure|theatre)|for (?:the )?(?:surgery|operation|procedure|theatre)|fasting|nil by mouth|nbm)\b/i;

/** The admission order says it was stopped only for a procedure: a pause of a current medicine. */
export function stoppedForProcedure(o: ParsedOrder): boolean {
  return o.status?.kind === 'ceased' && FOR_A_PROCEDURE.test(`${o.status.reason} ${o.raw}`);
}

/**
 * An admission order the admission list says was stopped before this admission (not for a procedure), or a
 * dispensing record the patient says they stopped ('02/09/26  Quetiapine 25 mg  60  stopped it himself -
 * not taking'): a supply record says what was handed over, and the patient that it is not taken. A medicine
 * list's own entry with such a note ('Champix 1mg bd - pt stopped himself') stays a ceased entry, flagged.
 */
export function stoppedBefore(o: ParsedOrder | undefined): o is ParsedOrder {
  if (!o || o.list !== 'admission') return false;
  if (o.status?.kind !== 'ceased' && o.status) return false;
  if (isSelfStopped(o.raw)) return isSupplyRecord(o.raw);
  return !!o.status && !stoppedForProcedure(o);
}

export function stoppedBeforeWarning(o: ParsedOrder, name: string): string {
  return `${name} (admission line ${o.line}: "${o.raw.trim()}") was already stopped before this admission, so it is not listed as stopped now: check by hand`;
}
