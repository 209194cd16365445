/**
 * Lines of a report that hold numbers or time words but are no order: a measure after its label
 * ('Glucose Management Indicator (GMI): 8.4%', '% time CGM active: 94%', 'Time below range: 6%') and a
 * paragraph title over a sentence ('4.3 Psychosocial. Daily OT group program'). Read as orders they became
 * medicines (a known word of the label: 'Glucose') or ceased rows of unknown names. They are reported.
 */
import { LAB_UNITS } from '../lexicon/lab-words';
import { alternation } from '../lexicon/words';
import type { ParsedOrder } from './types';

// A label's colon, then a number in a unit of a result ('(GMI): 8.4%', ': 5.2 mmol/L').
const RESULT_FIELD = new RegExp(
  String.raw`:\s*[<>~≈]?\s*\d+(?:\.\d+)?\s*${alternation(LAB_UNITS)}(?![a-z])`,
  'i',
);

// A paragraph number, then one to three words and a full stop, then a capital: '4.3 Psychosocial. Daily ...'.
const TITLE_SENTENCE =
  /^\s*(?:\d{1,2}(?:\.\d{1,2}){0,2}\.?\s+)?[A-Za-z][\w'/&-]*(?: [\w'/&-]+){0,2}\.\s+[A-Z]/;

/** An amount with a unit of a dose: a strength in mg (not a percentage alone), a count of tablets, puffs, a form. */
export const measuredDose = (o: ParsedOrder): boolean =>
  !!(
    (o.strength?.unit && o.strength.unit !== '%') ||
    (o.amount.count && o.amount.count.unit !== 'dose') ||
    o.form
  );

/** True when the line is a report's measure or paragraph title, not an order. */
export function readsAsReportField(o: ParsedOrder, text: string): boolean {
  if (o.status) return false;
  // A measure in a unit of a result, with nothing of an order (no time, count, form or when-required), is no
  // order even when a word of its label names a medicine.
  if (RESULT_FIELD.test(text) && !o.timing.known && !o.amount.count && !o.form && !o.prn)
    return true;
  // An unknown word and a full stop over no amount: a title, whatever time word its sentence holds.
  return !!o.unknownMedicine && TITLE_SENTENCE.test(text) && !measuredDose(o);
}

// 'Other: home oxygen not indicated (SpO2 93%)', 'Aspirin - nil', 'Statin: declined': the admission list says the
// patient does not take it. No order (read as one, it became a ceased entry nobody made). 'has not needed it for
// months' is how often a medicine kept for when needed was used (a carer's letter), not that it is not taken.
const NOT_TAKEN =
  /[\s:-]\s*(?:(?<!\b(?:has|have|had)\s+)not\s+(?:required|needed)|not\s+(?:indicated|taking|taken|prescribed)|nil|none|declined)\b/i;

/** True when words after the medicine's name (before any number) say it is not taken, and no dose is written. */
export function saysNotTaken(o: ParsedOrder, text: string): boolean {
  if (o.timing.known || o.amount.count || o.strength?.unit || o.prn || !o.medicine) return false;
  const m = NOT_TAKEN.exec(text);
  if (!m || /\d/.test(text.slice(0, m.index))) return false;
  const before = text.slice(0, m.index).toLowerCase();
  return (
    o.medicine.name
      .toLowerCase()
      .split(/\W+/)
      .some((w) => w.length > 3 && before.includes(w)) ||
    before.includes(o.nameText.split(/\s+/)[0]!.toLowerCase())
  );
}
