/**
 * A form that writes each medicine as a block of labelled fields, one a line, with the blocks set apart by
 * blank lines, may put the fields in any order: 'Why: angina' / 'When: at night' / 'How much: 40 mg' /
 * 'Name: Atorvastatin'. The continuation reader (line-rule-continuation.ts) reads the fields UNDER the
 * medicine's line, so a block whose name comes later lost its fields to the block above, or was read as an
 * order named 'When'. When every line of a block is a known field and exactly one is the name, the name
 * line goes first, written as the 'Medicine:' field the order reader knows, and the other fields follow in
 * the order that reader takes them. The lines only move inside their block, so each keeps its text.
 */
import {
  AMOUNT_FIELD_LABELS,
  DOSING_FIELD_LABEL,
  FIELD_LABEL,
  USE_FIELD_LABELS,
} from '../lexicon/field-labels';
import { alternation, STATUS_WORDS } from '../lexicon/words';

// The field that holds the medicine ('Name:', 'Drug:', 'Medication name:'), after an optional list mark.
const NAME_FIELD =
  /^\s*(?:[-*•]\s*)?(?:(?:medicine|medication|drug|generic|brand)\s+)?(?:name|medicine|medication|drug)\s*:\s*(\S.*)$/i;
const OTHER_FIELD = new RegExp(String.raw`^\s*(?:[-*•]\s*)?(?:${FIELD_LABEL})\s*:\s*\S`, 'i');
const AMOUNT_FIELD = new RegExp(
  String.raw`^\s*(?:[-*•]\s*)?(?:${alternation(AMOUNT_FIELD_LABELS)})\s*:`,
  'i',
);
const DOSING_FIELD = new RegExp(String.raw`^\s*(?:[-*•]\s*)?(?:${DOSING_FIELD_LABEL})\s*:`, 'i');
const USE_FIELD = new RegExp(
  String.raw`^\s*(?:[-*•]\s*)?(?:${alternation(USE_FIELD_LABELS)})\s*:`,
  'i',
);
// The continuation reader takes the amount, then the times, and ends its run at the use ('Why:'), so the
// fields go in that order: amount, other dosing, status, use.
const rank = (l: string): number =>
  AMOUNT_FIELD.test(l) ? 0 : DOSING_FIELD.test(l) ? 1 : USE_FIELD.test(l) ? 3 : 2;

// A dosing field whose value is a stop ('When: CEASED - low sugars') says what happened to the order: it is
// the block's Status field (read as its stop), not a time (alone on its line it was read as a stop heading
// that ceased every block below it).
const STOP_VALUE = new RegExp(
  String.raw`^(\s*(?:[-*•]\s*)?(?:${DOSING_FIELD_LABEL})\s*:\s*)(?=(?:${alternation(STATUS_WORDS)})\b)`,
  'i',
);
const asStatus = (l: string): string => l.replace(STOP_VALUE, 'Status: ');

/** Each field block's name line moved to its top (as 'Medicine: X'); any other list as it was. */
export function nameFieldFirst(rawLines: string[]): string[] {
  if (!rawLines.some((l) => NAME_FIELD.test(l))) return rawLines;
  const out = rawLines.slice();
  for (let i = 0; i < out.length; ) {
    if (!out[i]!.trim()) {
      i++;
      continue;
    }
    let j = i;
    while (j < out.length && out[j]!.trim()) j++;
    const block = out.slice(i, j);
    const names = block.filter((l) => NAME_FIELD.test(l));
    if (
      block.length >= 2 &&
      names.length === 1 &&
      block.every((l) => NAME_FIELD.test(l) || OTHER_FIELD.test(l))
    )
      out.splice(
        i,
        block.length,
        // Only a bare 'Name:' is relabelled: 'Drug:', 'Medication:' the order reader knows as written.
        names[0]!.replace(/^\s*(?:[-*•]\s*)?name\s*:\s*(\S.*)$/i, 'Medicine: $1'),
        ...block
          .filter((l) => !NAME_FIELD.test(l))
          .map(asStatus)
          .sort((a, b) => rank(a) - rank(b)),
      );
    i = j;
  }
  return out;
}
