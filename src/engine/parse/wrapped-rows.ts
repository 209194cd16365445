/**
 * A tab-separated table copied through a narrow window or a PDF comes with its long rows broken at the page's
 * width: 'Amlodipine 5 mg tab<TAB>5' / 'mg<TAB>PO<TAB>daily<TAB>hypertension'. Each piece read alone is a row
 * with its cells in the wrong columns (the dose cell '5', a row named 'mg'), and a status cell pushed to the next
 * line ('CEASED -' / 'replaced by ...') leaves its medicine going on. Under a header row of n cells, a row of
 * fewer cells is put back together with the lines after it when every break was forced (the piece above near the
 * list's widest, the next line's first word would not have fitted on it) and the pieces, the broken cell joined
 * again, make exactly the header's n cells: a short row followed by a whole row, a note or a heading never does.
 */
import { medicineAtStart } from './lookup';
import { readTableHeader } from './table';
import { UNFINISHED } from './wrapped-lines';
import { forcedBreak, pageWidth } from './page-width';

// A last cell's tail on a line of its own: lower case or a number, as a wrapped phrase goes on.
const TAIL_OPENING = /^[a-z0-9(]/;

/**
 * The break after `above` was forced: it fills the width and `next`'s first word would not have fitted on it.
 * A tab's width on the page is not known (wider than a space), so words joined by tabs are measured as one.
 */
function forced(above: string, next: string, width: number): boolean {
  const a = above.trimEnd().length;
  const first = next.trim().split(' ')[0] ?? '';
  return !!first && forcedBreak(a, first, width);
}

// A table's cell marks: tabs, bars, or slashes set off by spaces ('Drug / dose / frequency / status').
const SEPARATORS = [/\t/g, /\|/g, / \/ /g];
// A markdown table's rule under its header ('|---|---|'): never a piece of a row.
const RULE_LINE = /^\s*\|?\s*:?-{3,}/;
const count = (line: string, sep: RegExp): number => line.match(sep)?.length ?? 0;

/** The cell mark a header row is written with, when the line (pieces joined) reads as a header. */
function headerMark(line: string): RegExp | null {
  for (const sep of SEPARATORS) {
    const cells = line.split(sep).map((c) => c.trim());
    if (cells.filter(Boolean).length >= 2 && readTableHeader(cells.filter(Boolean))) return sep;
  }
  return null;
}

/** The lines with each wrapped table row joined on its first line, the other lines left blank (numbers kept). */
export function joinWrappedRows(lines: string[]): string[] {
  if (!lines.some((l) => /[\t|]| \/ /.test(l))) return lines;
  const width = pageWidth(lines);
  if (width === null) return lines;
  const out = [...lines];
  // The header's count of cell marks, and the mark.
  let n = 0;
  let sep: RegExp = SEPARATORS[0]!;
  // Only spaces are trimmed where pieces meet: a tab at either end is an empty cell.
  const joinAt = (i: number, j: number): string =>
    lines
      .slice(i, j)
      .map((l) => l.replace(/^ +| +$/g, ''))
      .join(' ');
  // A bordered table ('| a | b |') closes each row with its bar: a line ending on one was not broken.
  let bordered = false;
  const closed = (line: string): boolean => bordered && /\|\s*$/.test(line);
  const goesOn = (above: string, next: string): boolean =>
    forced(above, next, width) && !closed(above) && !RULE_LINE.test(next);
  for (let i = 0; i < lines.length; i++) {
    // A header row wraps as its rows do ('Medication<TAB>Dose<TAB>PRN' / 'max/24 h<TAB>Indication'): the
    // longest run of forced breaks (up to three lines) that reads as a header is the header.
    let head = 0;
    for (let j = i + 1; j <= Math.min(i + 3, lines.length); j++) {
      // A line that is a header by itself opens the header there ('Current Medications' above it is a title).
      // A piece that opens with a medicine is the first row, never more of the header.
      const piece = lines[j - 1]!;
      if (
        j > i + 1 &&
        (!goesOn(lines[j - 2]!, piece) || headerMark(piece) || medicineAtStart(piece.trim()))
      )
        break;
      const mark = headerMark(joinAt(i, j));
      if (mark) [head, sep] = [j, mark];
    }
    if (head) {
      n = count(joinAt(i, head), sep);
      bordered = /^\s*\|/.test(lines[i]!);
      out[i] = joinAt(i, head);
      for (let k = i + 1; k < head; k++) out[k] = '';
      i = head - 1;
      continue;
    }
    let total = count(lines[i]!, sep);
    if (n === 0 || !lines[i]!.trim() || total > n) continue;
    // A bordered table's row opens with its bar: a title or a note between rows is no row's first piece.
    if (bordered && !/^\s*\|/.test(lines[i]!)) continue;
    let j = i + 1;
    while (j < lines.length && lines[j]!.trim()) {
      const next = lines[j]!;
      const more = count(next, sep);
      if (!goesOn(lines[j - 1]!, next) || total + more > n) break;
      // A whole row goes on only with its last cell's tail, never with a line that opens an entry (a medicine
      // opens one, unless the cell stopped mid-phrase: 'CEASED - replaced by' / 'olanzapine').
      const opens =
        medicineAtStart(next.trim()) && !UNFINISHED.test(lines[j - 1]!.replace(/ +$/, ''));
      // A row that ends on its cell mark left its last cell for the next line ('mane<TAB>' / 'CEASED - ...').
      const emptyLast = new RegExp(`(?:${sep.source}) *$`).test(lines[j - 1]!);
      const tail = TAIL_OPENING.test(next.trim()) || emptyLast;
      if (total === n && (more > 0 || !tail || opens)) break;
      total += more;
      j++;
    }
    if (total !== n || j === i + 1) continue;
    out[i] = joinAt(i, j);
    for (let k = i + 1; k < j; k++) out[k] = '';
    i = j - 1;
  }
  return out;
}
