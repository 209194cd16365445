/**
 * An 'Admin times' column ('08:00, 18:00', '21:00'): the times a chart or eMR gives the medicine. Beside
 * a Frequency column it only repeats it (a chart's administration record), so it is left out; alone, it is
 * the only place the table says when the medicine is taken, so it is read as the timing.
 */
import type { TableColumns } from './table';

const ADMIN_TIMES =
  /^\s*(?:admin(?:istration)?\.?\s+times?|admin\.?\s+time|times? of admin(?:istration)?)\s*:?\s*$/i;

/** The columns with a lone admin-times column read as the frequency. */
export function withAdminTimes(cells: string[], columns: TableColumns): TableColumns {
  if (columns.includes('frequency')) return columns;
  const at = cells.findIndex((c) => ADMIN_TIMES.test(c));
  if (at < 0) return columns;
  const out = [...columns];
  out[at] = 'frequency';
  return out;
}
