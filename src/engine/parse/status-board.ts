/**
 * A list pasted as a board with one column per status ('KEEP TAKING<tab>DOSE CHANGED<tab>STOPPED<tab>NEW',
 * 'Continue | Changed | Ceased', each column read downwards): every later tab line holds one medicine of each
 * column side by side, whose status is its column's. Each such line is rewritten as a series of orders, one a
 * cell, each with its column's status word ('Perindopril 10 mg mane - continue; Apixaban 5 mg BD - new'),
 * which the series reader reads as one order each. A board is read only when every cell opens with a medicine
 * the KB knows: a cell that does not (a wrapped piece of the cell above, a note) leaves the whole board unread,
 * and the status-board net flags it, since guessing which medicine a loose cell belongs to could move a stop.
 */
import { classifyLine } from './headings';
import { readName } from './name';
import type { InputLine } from './lines';
import { isBarRow } from './text';

/** A tab row's cells, or a bar row's ('| Continue | Changed |'); null for a line that is no table row. */
export const rowCells = (raw: string): string[] | null => {
  const t = raw.trim();
  if (raw.includes('\t')) return raw.split('\t').map((c) => c.trim());
  if (isBarRow(t) && t.length > 2)
    return t
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim());
  return null;
};
const cellsOf = (raw: string): string[] => rowCells(raw) ?? [raw.trim()];

// A column that writes changes: its cells say the new dose, the comparison with admission says what changed.
const CHANGE_COLUMN = /\b(?:chang|adjust|amend|modif|increas|reduc|decreas|alter|new dose)/i;

const KEEP_COLUMN = /^(?:keep(?: taking)?|continu(?:e[ds]?|ing)|unchanged|no change|same)$/i;
const NEW_COLUMN = /^(?:new|started|commenced|added|new medicines?|new medications?)$/i;

/** The status word for each cell under a column heading, or null when the cell is no status heading. */
function columnWord(cell: string): string | null {
  // 'Stopped / withheld', 'Ceased or held': one column for both stops.
  const parts = cell.split(/\s*(?:\/|&|,|\band\b|\bor\b)\s*/i).filter(Boolean);
  if (parts.length > 1) {
    const words = parts.map(columnWord);
    if (words.every((w) => w === 'stopped' || w === 'withheld')) return words[0]!;
  }
  // 'Amended', 'Dose adjusted': a change column's heading the heading reader has no section for.
  if (CHANGE_COLUMN.test(cell) && cell.split(/\s+/).length <= 3 && !readName(cell)?.medicine)
    return '';
  // Column words a board uses that are no list heading of their own ('Keep', 'Started').
  if (KEEP_COLUMN.test(cell)) return 'continue';
  if (NEW_COLUMN.test(cell)) return 'new';
  const h = classifyLine(cell);
  if (h?.kind !== 'heading' || !h.section) return null;
  // A heading naming a medicine ('Warfarin') is no status column.
  if (readName(cell)?.medicine) return null;
  switch (h.section) {
    case 'ceased':
      return 'stopped';
    case 'withheld':
      return 'withheld';
    case 'new':
      return 'new';
    case 'regular':
      return CHANGE_COLUMN.test(cell) ? '' : 'continue';
    default:
      return null;
  }
}

/** The status words of a tab or bar row whose every cell (two or more) is a status heading, else null. */
export function boardColumns(raw: string): string[] | null {
  const cells = rowCells(raw);
  if (!cells) return null;
  while (cells.length && !cells[cells.length - 1]) cells.pop();
  if (cells.length < 2 || cells.some((c) => !c)) return null;
  const words = cells.map(columnWord);
  return words.every((w) => w !== null) ? (words as string[]) : null;
}

// A stop or hold the cell already writes after its medicine ('Atorvastatin 80 mg - stopped: myalgia').
const STOP_WRITTEN = /\b(?:stop(?:ped)?|cease[ds]?|discontinued|withh(?:e|o)ld|held|suspended)\b/i;

/** 'Atorvastatin 80 mg; GP to review' in one cell: its ';' would end the order in the series. */
const oneOrder = (cell: string) => cell.replace(/\s*;\s*/g, ', ');

/**
 * The board whose header is lines[at]: each row's text as a series of its cells' orders, each with its
 * column's status, or null when lines[at] opens no board the reader can read whole.
 */
export function readBoard(lines: Array<{ raw: string }>, at: number): string[] | null {
  const words = boardColumns(lines[at]!.raw);
  if (!words) return null;
  const rows: string[] = [];
  const rule = (raw: string) => /^[\s|:+-]+$/.test(raw) && raw.includes('-');
  for (const below of lines.slice(at + 1)) {
    if (!rowCells(below.raw) || !below.raw.trim()) break;
    rows.push(below.raw);
  }
  // A header of status columns is a board even when every row fills one cell (all continued): read as a plain
  // table, its rows took the last column's stop (every medicine ceased, silently).
  if (!rows.some((r) => !rule(r) && cellsOf(r).some(Boolean))) return null;
  const texts: string[] = [];
  for (const r of rows) {
    // A markdown table's rule under its header ('|---|---|') is no row: left blank.
    if (rule(r)) {
      texts.push('');
      continue;
    }
    const cells = cellsOf(r);
    if (cells.slice(words.length).some(Boolean)) return null;
    const parts: string[] = [];
    for (const [i, cell] of cells.entries()) {
      if (!cell) continue;
      // Every cell opens with a medicine, or the board is left to the net.
      if (!readName(cell)?.medicine) return null;
      const word = words[i]!;
      const stopCol = word === 'stopped' || word === 'withheld';
      const said = stopCol ? STOP_WRITTEN.test(cell) : new RegExp(`\\b${word}\\b`, 'i').test(cell);
      parts.push(word && !said ? `${oneOrder(cell)} - ${word}` : oneOrder(cell));
    }
    texts.push(parts.join('; '));
  }
  return texts;
}

/**
 * Reads every status board in the lines: its header becomes a table header (no order), each row a series of
 * its cells' orders with their column's status. A board with a cell that opens with no known medicine stays
 * as it was (the status-board net flags it).
 */
export function readStatusBoards(input: InputLine[]): void {
  input.forEach((head, at) => {
    const texts = readBoard(input, at);
    if (!texts) return;
    head.tableHeader = true;
    head.text = cellsOf(head.raw).join(' ');
    texts.forEach((text, i) => {
      const r = input[at + 1 + i]!;
      r.text = text;
      r.extras = undefined;
    });
  });
}
