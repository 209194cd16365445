/**
 * A list whose fields are set apart by spaced slashes, under a header row written the same way
 * ('Medicine / dose / when / refill by', then 'Apixaban 5 mg / 1 tablet / morning and evening / 10/12/2026'):
 * a table, read by column like a tab-separated one. Read as one order, '5 mg / 1 tablet' was a strength of
 * '5 mg/1 tablet' and the same dose on both lists a change. Only a slash with a space each side parts fields,
 * so dates (10/12/2026) and strengths (49/51 mg, 10 mg/mL) stay whole.
 */
import { readTableHeader } from './table';

const SPACED_SLASH = /\s+\/\s+/;
// The same test in one step: a slash with a space each side (the runs matter only to split; testing with them
// tried the run of spaces from each of its spaces, quadratic on a long run).
const HAS_SPACED_SLASH = /\s\/\s/;

const cellsOf = (line: string): string[] => line.trim().split(SPACED_SLASH);

/** The lines with tabs between their fields when a header row of spaced-slash fields opens a table; else as given. */
export function slashFieldsAsTabs(rawLines: string[]): string[] {
  const header = rawLines.find((l) => {
    if (l.includes('\t') || !HAS_SPACED_SLASH.test(l)) return false;
    const cells = cellsOf(l);
    return cells.length >= 3 && !!readTableHeader(cells);
  });
  if (!header) return rawLines;
  const n = cellsOf(header).length;
  // A row may leave out its last fields ('Paracetamol 500 mg / 2 tablets / when needed'), never add any.
  return rawLines.map((l) => {
    if (l.includes('\t') || !HAS_SPACED_SLASH.test(l)) return l;
    const cells = cellsOf(l);
    return cells.length >= 2 && cells.length <= n ? cells.join('\t') : l;
  });
}
