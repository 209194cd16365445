/**
 * A table's end-date column ('Stop', 'End date', 'Date ceased'): usually a date, sometimes the date and the stop
 * itself ('2026-11-25 - CEASED (diarrhoea)', '25/11 stopped: rash'). A stop word right after the date is the
 * row's status with its reason; a planned end ('2026-11-29 then stop') and any other words stay a comment.
 */
import { readStatusCell, isStopping } from './status';

// 'Stop', 'Stopped', 'End date', 'Date ceased', 'Ceased on', 'Cessation date': when the order ends.
export const END_DATE_HEADER =
  /^(?:(?:stop|stopped|end|ended|ceased|cease|discontinued|cessation)(?:\s+(?:date|on))?|date\s+(?:stopped|ceased|ended|discontinued))$/;

// A date as tables write it: ISO '2026-11-25', '25/11/2026', '25.11.26', '25/11'.
const DATE = String.raw`(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?)`;
// The date, then a separator before the words: ' - ', ':', ',', ';' or a space.
const DATE_LEAD = new RegExp(String.raw`^${DATE}(?:\s*[-–—:,;]\s*|\s+)`);
const ONLY_DATE = new RegExp(String.raw`^${DATE}$`);

// '- (continue)', 'ongoing', '(current)': no end, which says nothing the order does not.
const NO_END = /^[-–—]*\s*\(?\s*(?:continu\w*|ongoing|current|not stopped|nil|none|n\/a)?\s*\)?$/i;

export type EndCell = { status: string } | { comment: string } | null;

/** What an end-date cell says: a stop (its words from the stop word on), a comment, or nothing (a date alone). */
export function readEndDateCell(v: string): EndCell {
  if (ONLY_DATE.test(v) || NO_END.test(v)) return null;
  const rest = v.replace(DATE_LEAD, '').trim();
  if (rest && rest !== v && isStopping(readStatusCell(rest) ?? undefined)) return { status: rest };
  // No date before it: a stop word opening the cell is the status too ('CEASED (diarrhoea)').
  if (rest === v && isStopping(readStatusCell(v) ?? undefined)) return { status: v };
  return { comment: v };
}
