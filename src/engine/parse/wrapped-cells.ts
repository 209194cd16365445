/**
 * A fixed-width table pasted from a PDF whose cells wrap: the name and the directions go on, indented, on
 * the line under their row ('Paracetamol modified     Take 2 tablets (1330 mg) three     Unchanged' over
 * '  release 665 mg tablet    times a day'). Each piece of the wrapped line is put back in the cell of the
 * column it starts under (the header's cell positions), and its own line is left blank (its number kept),
 * as lines.ts does for a wrapped line. Only an indented line with fewer cells than the header, right under
 * a row of the table, is a wrap: a line at the margin (a page footer, a new row) never is.
 */

import { startsWithMedicine } from './lookup';

// Where each cell of a line starts: cells are set apart by two spaces or more.
function cellStarts(line: string): Array<{ at: number; text: string }> {
  return [...line.matchAll(/\S+(?:\s\S+)*/g)].map((m) => ({ at: m.index, text: m[0] }));
}

// A piece starting a little before its column (a ragged PDF margin) is still in it.
const SLACK = 2;

// The column a piece starting at `at` is in: the last column starting at or before it (with the slack).
const columnOf = (starts: number[], at: number): number =>
  starts.reduce((c, s, j) => (s <= at + SLACK ? j : c), 0);

/**
 * A line with fewer cells than the header that is a row, not a wrap: it starts under the first column with a
 * medicine's name, and its other pieces fill at least all but two columns. Each piece goes in the column it
 * starts under, or the next one when the piece before took that column (a product name running past the next
 * column's start pushes the cells after it along). The columns, or null when it is no such row.
 */
function rowWithGaps(
  pieces: Array<{ at: number; text: string }>,
  starts: number[],
  n: number,
): number[] | null {
  if (pieces.length >= n || pieces.length < Math.max(2, n - 2)) return null;
  if (Math.abs(pieces[0]!.at - starts[0]!) > SLACK || !startsWithMedicine(pieces[0]!.text))
    return null;
  const cols: number[] = [];
  for (const p of pieces)
    cols.push(Math.max(columnOf(starts, p.at), cols.length ? cols[cols.length - 1]! + 1 : 0));
  return cols[cols.length - 1]! < n ? cols : null;
}

/**
 * `lines` as split from the text, `rows` the same lines with the table's rows written with tabs;
 * `at` the header's line and `n` its cell count. Returns `rows` with each wrap joined to its row.
 */
export function joinWrappedCells(lines: string[], rows: string[], at: number, n: number): string[] {
  const starts = cellStarts(lines[at]!).map((c) => c.at);
  if (starts.length !== n) return rows;
  const out = [...rows];
  let row = -1;
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (out[i]!.includes('\t')) {
      row = out[i]!.split('\t').length === n ? i : -1;
      continue;
    }
    const pieces = cellStarts(line);
    // 'NORVASC TABLET 5mg   1   Daily   (no instructions)   5': a row of its own with an empty cell, not a wrap;
    // each piece goes in the column it starts under.
    const cols = rowWithGaps(pieces, starts, n);
    if (cols) {
      const cells: string[] = Array.from({ length: n }, () => '');
      pieces.forEach((p, k) => (cells[cols[k]!] = p.text));
      out[i] = cells.join('\t');
      row = i;
      continue;
    }
    const wrap = row >= 0 && /^\s+\S/.test(line) && pieces.length > 0 && pieces.length < n;
    if (!wrap) {
      if (line.trim()) row = -1;
      continue;
    }
    const cells = out[row]!.split('\t');
    for (const p of pieces) {
      const col = columnOf(starts, p.at);
      cells[col] = cells[col]!.trim() ? `${cells[col]!.trimEnd()} ${p.text}` : p.text;
    }
    out[row] = cells.join('\t');
    out[i] = '';
  }
  return out;
}
