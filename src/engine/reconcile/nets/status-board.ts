/**
 * A discharge list pasted as a board with one column per status ('Continue<tab>Changed<tab>Stopped<tab>New',
 * each column read downwards): every later tab line holds one medicine of each column side by side, so a
 * line carries several medicines whose status is their column's, not the line's. The engine reads lines, not
 * columns, so every row and ceased entry the board's lines touch is doubtful: each is flagged, and the
 * response names every medicine on the board, so that none is paired, ceased or left out silently. Boards whose
 * every cell opens with a known medicine are read by column (parse/status-board.ts) and not flagged.
 */
import type { Net } from './types';
import type { ParsedLine } from '../../parse/types';
import { flag } from './flag';
import { mentionsIn } from './mentions';
import { classifyLine } from '../../parse/headings';
import { readBoard } from '../../parse/status-board';

const cellsOf = (raw: string) =>
  raw
    .split('\t')
    .map((c) => c.trim())
    .filter(Boolean);

/** A tab row whose every cell (two or more) is a status heading and names no medicine. */
function isStatusHeader(raw: string): boolean {
  if (!raw.includes('\t')) return false;
  const cells = cellsOf(raw);
  if (cells.length < 2) return false;
  return cells.every((c) => {
    const h = classifyLine(c);
    return h?.kind === 'heading' && !!h.section && !mentionsIn(c).length;
  });
}

/** The board's lines after each status header: the tab lines below it, up to the first other line. */
function boardLines(lines: ParsedLine[]): { header: ParsedLine; rows: ParsedLine[] }[] {
  const boards: { header: ParsedLine; rows: ParsedLine[] }[] = [];
  for (const [i, l] of lines.entries()) {
    // A board parse/status-board.ts read cell by cell is read by column: nothing to doubt.
    if (!isStatusHeader(l.raw) || readBoard(lines, i)) continue;
    const rows: ParsedLine[] = [];
    for (const below of lines.slice(i + 1)) {
      if (!below.raw.includes('\t')) break;
      rows.push(below);
    }
    // A board is a row of medicines side by side under the header.
    if (rows.some((r) => cellsOf(r.raw).length >= 2)) boards.push({ header: l, rows });
  }
  return boards;
}

export const statusBoard: Net = ({ rows, ceased, lists }) => {
  const out: string[] = [];
  for (const { header, rows: board } of boardLines(lists[1].lines)) {
    const at = new Set(board.map((r) => r.line));
    const named = new Set<string>();
    for (const r of board) for (const m of mentionsIn(r.raw)) named.add(m.medicine.name);
    const columns = cellsOf(header.raw).join(' | ');
    const span = `discharge lines ${board[0]!.line}-${board[board.length - 1]!.line}`;
    const doubt = (name: string) =>
      `${name}: ${span} are a board with a column per status (${columns}), read by line, not by column: check its status and dose`;
    for (const r of rows) {
      if (r.dis.list === 'discharge' && r.dis.lines.some((n) => at.has(n)))
        flag(r.row, doubt(r.row.name), out);
    }
    for (const c of ceased) {
      const onBoard =
        (c.dis && c.dis.lines.some((n) => at.has(n))) ||
        (c.adm?.lookup?.medicine && named.has(c.adm.lookup.medicine.name));
      if (onBoard) flag(c.entry, doubt(c.entry.name), out);
    }
    if (named.size)
      out.push(
        `The board on ${span} has a column per status (${columns}) and was read by line, not by column: check ${[...named].join(', ')} by hand`,
      );
  }
  return out;
};
