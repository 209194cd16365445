/**
 * A titration record: a table whose header names medicines as its columns ('Date  Optisulin (nocte)
 * NovoRapid brk/lun/din') and whose rows are dated doses ('02/03  24 units  8/6/8  <- current'). Only one
 * row is the order as it stands: the row marked current ('<- current', 'now'), else the latest; the earlier
 * rows are history, left as written (reported, never orders). The current row is respelled as one order per
 * medicine column, the column's own words after the dose ('Optisulin 24 units nocte; NovoRapid 8/6/8
 * brk/lun/din'), and the header is a table header.
 */
import { medicineAtStart } from './lookup';

const CELLS = /\t+|\s{2,}/;
const ROW_KEY = /^(?:date|dates|week|wk|visit|day)$/i;
const DATED = /^(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|(?:week|wk|visit|day)\s*\d+)$/i;
const CURRENT = /(?:<-+|←)|\b(?:current|now|today)\b/i;
const EMPTY = /^(?:[-–—]+|nil|none)$/;

/** The header cell as the medicine's name and the column's own words ('Optisulin', 'nocte'). */
function columnOf(cell: string): { name: string; rest: string } | null {
  const words = cell.replace(/[()]/g, ' ').trim().split(/\s+/);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    if (medicineAtStart(words.slice(0, n).join(' ')))
      return { name: words.slice(0, n).join(' '), rest: words.slice(n).join(' ') };
  }
  return null;
}

export interface DatedColumns {
  lines: string[];
  /** Indexes of header lines (table headers, not orders). */
  headers: Set<number>;
}

export function datedColumns(rawLines: string[]): DatedColumns {
  const headers = new Set<number>();
  // Only a list with a dated row is worth reading cell by cell.
  if (!rawLines.some((l) => /^\s*\d{1,2}[/.-]\d{1,2}\b/.test(l)))
    return { lines: rawLines, headers };
  const lines = [...rawLines];
  for (let i = 0; i < lines.length; i++) {
    const cells = lines[i]!.trim().split(CELLS);
    if (cells.length < 2 || !ROW_KEY.test(cells[0]!)) continue;
    const columns = cells.slice(1).map(columnOf);
    if (columns.some((c) => !c)) continue;
    let end = i + 1;
    while (end < lines.length && DATED.test(lines[end]!.trim().split(CELLS)[0] ?? '')) end++;
    if (end === i + 1) continue;
    const rows = Array.from({ length: end - i - 1 }, (_, k) => i + 1 + k);
    const current = rows.find((r) => CURRENT.test(lines[r]!)) ?? rows[rows.length - 1]!;
    const values = lines[current]!.trim().split(CELLS).slice(1);
    const orders = columns
      .map((c, k) => {
        const v = (values[k] ?? '').trim();
        return v && !EMPTY.test(v) && !CURRENT.test(v) ? `${c!.name} ${v} ${c!.rest}`.trim() : '';
      })
      .filter(Boolean);
    if (!orders.length) continue;
    headers.add(i);
    lines[current] = orders.join('; ');
    i = end - 1;
  }
  return { lines, headers };
}
