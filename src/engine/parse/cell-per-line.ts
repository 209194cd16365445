/**
 * A Word or web table pasted as plain text often comes out with ONE CELL PER LINE: the header's cells
 * ('Medicine', 'Dose', 'When', 'Change') each on a line of their own, then every row's cells the same way.
 * When a run of three or more lines is a header whose every cell the table reader knows, and the lines
 * after it (up to a blank line or the end) are a whole number of rows, each row is put back on one line
 * with tabs between its cells, so the table is read by column. The row sits on its first cell's line and
 * the lines of its other cells are left empty, so every source keeps its line number.
 */
import { readTableHeader } from './table';

const MAX_COLUMNS = 8;
// A header cell is a short label: no digits, no punctuation that an order would have.
const HEADER_CELL = /^[A-Za-z][A-Za-z /&()-]{0,29}$/;

function headerAt(rawLines: string[], at: number): number {
  for (let n = Math.min(MAX_COLUMNS, rawLines.length - at); n >= 3; n--) {
    const cells = rawLines.slice(at, at + n).map((l) => l.trim());
    if (!cells.every((c) => HEADER_CELL.test(c))) continue;
    const cols = readTableHeader(cells);
    if (cols && !cols.includes('unknown') && cols[0] === 'name') return n;
  }
  return 0;
}

export function cellPerLineAsTabs(rawLines: string[]): string[] {
  // Only a list with several one-word lines can hold such a table; most lists stop here.
  if (rawLines.filter((l) => /^\s*[A-Za-z]+\s*$/.test(l)).length < 3) return rawLines;
  for (let at = 0; at < rawLines.length; at++) {
    if (rawLines[at]!.includes('\t') || !HEADER_CELL.test(rawLines[at]!.trim())) continue;
    const n = headerAt(rawLines, at);
    if (!n) continue;
    let end = at + n;
    while (end < rawLines.length && rawLines[end]!.trim() && !rawLines[end]!.includes('\t')) end++;
    const body = end - (at + n);
    if (body < n || body % n !== 0) return rawLines;
    const out = rawLines.slice();
    for (let row = at; row < end; row += n) {
      out[row] = rawLines
        .slice(row, row + n)
        .map((c) => c.trim())
        .join('\t');
      for (let k = row + 1; k < row + n; k++) out[k] = '';
    }
    return out;
  }
  return rawLines;
}
