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
import { boardColumns, readBoard, rowCells } from '../../parse/status-board';

/** A row's filled cells (tab or bar row, as the reader splits them). */
const cellsOf = (raw: string) => (rowCells(raw) ?? []).filter(Boolean);

/** The board's lines after each status header: the tab or bar rows below it, up to the first other line. */
function boardLines(lines: ParsedLine[]): { header: ParsedLine; rows: ParsedLine[] }[] {
  const boards: { header: ParsedLine; rows: ParsedLine[] }[] = [];
  for (const [i, l] of lines.entries()) {
    // A board parse/status-board.ts read cell by cell is read by column: nothing to doubt. The same
    // header test as the reader's, so a board it declines (a bar table too) is always doubted here.
    if (!boardColumns(l.raw) || readBoard(lines, i)) continue;
    const rows: ParsedLine[] = [];
    for (const below of lines.slice(i + 1)) {
      // A row the line splitter cut in two ('... at 1600.' / 'Current dose 5 mg | Aspirin - ceased |') still
      // holds a cell bar or a tab: the board goes on to the first line with neither.
      if (!below.raw.trim() || (!rowCells(below.raw) && !/[|\t]/.test(below.raw))) break;
      rows.push(below);
    }
    if (rows.some((r) => mentionsIn(r.raw).length)) boards.push({ header: l, rows });
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
