/**
 * The product spec classifies a row as when-required if its form, comment or schedule contains a
 * PRN word. A regular row must therefore never contain one, whatever the order's notes say.
 */
import type { MedicationRow } from '../../shared/reconcile';
import { squashSpaces } from '../parse/text';

const REPLACEMENTS: Array<[RegExp, string]> = [
  [/\bpro re nata\b/gi, ''],
  [/\bp\.?r\.?n\.?(?![\w])/gi, ''],
  [/\b(?:as needed|as required)\b/gi, 'as necessary'],
  [/\bwhen required\b/gi, 'when necessary'],
  [/\bif needed\b/gi, 'if necessary'],
];

function clean(text: string): string {
  let t = text;
  for (const [re, by] of REPLACEMENTS) t = t.replace(re, by);
  return t === text ? text : squashSpaces(t.replace(/\(\s*\)/g, '').replace(/\s+([,.;)])/g, '$1'));
}

const PRN_HINT = /pr|needed|required|nata/i;

/** Remove PRN words from a regular row's form, comment and schedule. */
export function sanitiseRegularRow(row: MedicationRow): MedicationRow {
  if (row.isPRN) return row;
  // Field by field (no pattern holds a space, so none can match across two fields once joined).
  const s = row.schedule;
  if (
    !PRN_HINT.test(row.form) &&
    !PRN_HINT.test(row.comment) &&
    !PRN_HINT.test(s['0800']) &&
    !PRN_HINT.test(s['1200']) &&
    !PRN_HINT.test(s['1800']) &&
    !PRN_HINT.test(s['2200'])
  )
    return row;
  const schedule = { ...row.schedule };
  for (const k of Object.keys(schedule) as Array<keyof typeof schedule>)
    schedule[k] = clean(schedule[k]);
  return { ...row, form: clean(row.form), comment: clean(row.comment), schedule };
}
