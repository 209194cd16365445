/**
 * A status line that opens with the date it was written on ('24/11 CHANGED — Venlafaxine ...', '(03/12/2026)
 * Ceased: aspirin'): a ward's running record of changes. The date says when, never the dose or the name, so it
 * is taken off when a status word follows it; otherwise the line is left as written.
 */
import { readStatusPrefix } from './status';

// '24/11 CHANGED — Venlafaxine ...', '03/12/2026 Ceased: aspirin': the date a status was written on, before it.
const DATE_BEFORE_STATUS_RE = /^\(?\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\)?\s*[:-]?\s+(?=[A-Za-z])/;

/** The line without the date in front of its status word: the date is when, never a dose or the name. */
export function withoutStatusDate(t: string): string {
  const m = DATE_BEFORE_STATUS_RE.exec(t);
  if (!m) return t;
  const rest = t.slice(m[0].length);
  return readStatusPrefix(rest) ? rest : t;
}
