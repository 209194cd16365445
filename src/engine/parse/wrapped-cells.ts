/**
 * A fixed-width table pasted from a PDF whose cells wrap: the name and the directions go on, indented, on
 * the line under their row ('Paracetamol modified     Take 2 tablets (1330 mg) three     Unchanged' over
 * '  release 665 mg tablet    times a day'). Each piece of the wrapped line is put back in the cell of the
 * column it starts under (the header's cell positions), and its own line is left blank (its number kept),
 * as lines.ts does for a wrapped line. Only an indented line with fewer cells than the header, right under
 * a row of the table, is a wrap: a line at the margin (a page footer, a new row) never is.
 */

// Where each cell of a line starts: cells are set apart by two spaces or more.
function cellStarts(line: string): Array<{ at: number; text: string }> {
  return [...line.matchAll(/\S+(?:\s\S+)*/g)].map((m) => ({ at: m.index, text: m[0] }));
}

// A piece starting a little before its column (a ragged PDF margin) is still in it.
const SLACK = 2;

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
    const wrap = row >= 0 && /^\s+\S/.test(line) && pieces.length > 0 && pieces.length < n;
    if (!wrap) {
      if (line.trim()) row = -1;
      continue;
    }
    const cells = out[row]!.split('\t');
    for (const p of pieces) {
      const col = starts.reduce((c, s, j) => (s <= p.at + SLACK ? j : c), 0);
      cells[col] = cells[col]!.trim() ? `${cells[col]!.trimEnd()} ${p.text}` : p.text;
    }
    out[row] = cells.join('\t');
    out[i] = '';
  }
  return out;
}
