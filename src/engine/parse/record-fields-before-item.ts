/**
 * A pharmacy form's record written on one line: the patient's fields first, then the item
 * ('Patient: GIANNAKIS, E   Item: LERCANIDIPINE 20MG TAB ...', 'Resident: Tom B.  Medicine: Sertraline 50 mg
 * ...'). Read from its first word the line was a patient label and the order lost. Where a line opens with a
 * record label and a later item field names a known medicine, the fields before the item are dropped.
 */
import { startsWithMedicine } from './swap-sentence';
import { ITEM_FIELD_LABELS } from '../lexicon/field-labels';
import { RECORD_LABELS } from '../lexicon/record-labels';
import { alternation } from '../lexicon/words';

const RECORD_FIELD = new RegExp(String.raw`^\s*${alternation(RECORD_LABELS)}\s*:`, 'i');
const ITEM_FIELD = new RegExp(String.raw`\s${alternation(ITEM_FIELD_LABELS)}\s*:\s*`, 'gi');

/** The line from its item field on, when record fields come before it; else the line as written. */
export function dropRecordFieldsBeforeItem(text: string): string {
  if (!RECORD_FIELD.test(text)) return text;
  for (const m of text.matchAll(ITEM_FIELD)) {
    const rest = text.slice(m.index + m[0].length);
    if (startsWithMedicine(rest)) return text.slice(m.index).trimStart();
  }
  return text;
}
