/**
 * A record of doses taken (a medication sign-out book, a self-administration log): one row per dose
 * signed for, 'Date | Time | Medicine / strength / directions | Dose taken | Resident | Staff'. The
 * directions are in the medicine column; the Time column is when that one dose was signed out (07:45,
 * 18:05) and the Dose taken column what was taken then, so reading them as the order's timing and dose
 * made the same order different on each row. When the medicine column holds the directions and a column
 * records the taking (who signed, who witnessed, the dose taken or given), the time and dose-taken
 * columns are left out.
 */
import type { TableColumns } from './table';

// The medicine column holds its directions: 'Medicine / strength / directions', 'Drug and sig'.
const NAME_WITH_DIRECTIONS = /\b(?:directions?|how to take|instructions?|sig)\b/i;
// A column that records one administration: what was taken or given, and who signed or watched it.
const TAKING_RECORD =
  /^\s*(?:dose (?:taken|given|signed out)|taken|amount taken|given|staff(?: initials| sign(?:ature)?)?|witness(?:ed)?(?: by)?|signed(?: by| out by)?|resident sign(?:ature)?)\s*:?\s*$/i;
// The time or date the dose was taken.
const WHEN_TAKEN = /^\s*(?:times?|time taken|time given|time signed|date|date taken)\s*:?\s*$/i;

/** The columns with a sign-out book's time and dose-taken columns read as neither dose nor timing. */
export function withoutSignOutColumns(cells: string[], columns: TableColumns): TableColumns {
  const at = columns.indexOf('name');
  if (at < 0 || !NAME_WITH_DIRECTIONS.test(cells[at] ?? '')) return columns;
  if (!cells.some((c) => TAKING_RECORD.test(c))) return columns;
  return columns.map((r, i) =>
    TAKING_RECORD.test(cells[i]!) || WHEN_TAKEN.test(cells[i]!) ? 'other' : r,
  );
}
