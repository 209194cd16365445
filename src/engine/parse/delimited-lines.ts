/**
 * Delimited layouts read as tab-separated cells: pipes, CSV, semicolons, slash fields and runs of spaces, so a
 * pasted table is read by column (lines.ts).
 */
/**
 * Splitting pasted text into lines and cleaning each one: bullets, numbering, tabs between EMR
 * table columns, odd spaces and dashes. A tab-separated table with a header row is read by column.
 */
import { joinWrappedCells } from './wrapped-cells';
import { readTableHeader } from './table';

/**
 * 'Drug | Strength | Dose | Frequency' (Medical Director, Best Practice, Markdown): cells between pipes are
 * table cells, read like a tab-separated table. Two pipes at least, so 'Ventolin | Asmol' stays as written.
 */
export function pipeCells(s: string): string {
  if (!s.includes('|')) return s;
  const t = s.trim().replace(/^\|\s*|\s*\|$/g, '');
  return (t.match(/\|/g)?.length ?? 0) >= 2 ? t.replace(/\s*\|\s*/g, '\t') : s;
}

// 'Perindopril / 5 mg / 1 tablet / morning / blood pressure' (a phone app's export): fields between spaced slashes,
// the second a strength. Read as clauses, so '5 mg / 1 tablet' is never a '5/1 mg' strength.
const SLASH_FIELDS = /^[^/\d]+ \/ \d[^/]* \/ /;
export const slashFields = (s: string): string =>
  s.includes(' / ') && SLASH_FIELDS.test(s) ? s.replace(/ \/ /g, ', ') : s;

/** The cells of a comma-separated line: quoted cells may hold commas ('"DOE, John"', '"1,000 IU"'). */
export function csvCells(s: string, sep: ',' | ';' = ','): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === '"' && quoted && s[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"' && !cell.trim()) quoted = true;
    else if (ch === '"' && quoted) quoted = false;
    else if (ch === sep && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/**
 * An eMR or clinic-system export as comma-separated values: when a line of the list is a header row read
 * as CSV ('Medication,Dose,Unit,Route,Frequency,Indication'), every line with as many cells, or with only
 * empty cells after its text (a title row 'Discharge Medication Record,,,,'), is given tabs between its
 * cells, so the table is read by column like a tab-separated one.
 */
export function csvAsTabs(rawLines: string[]): string[] {
  // A spreadsheet saved where the decimal mark is a comma separates its cells with semicolons
  // ('Medicine;Strength;Form;Morning;...;Status;Comment'): the same table, read the same way.
  return separatedAsTabs(separatedAsTabs(rawLines, ','), ';');
}

function separatedAsTabs(rawLines: string[], sep: ',' | ';'): string[] {
  // Each line's cells are read once, and only for a line with the separator and no tabs.
  const header = rawLines.find((l) => {
    if (!l.includes(sep) || l.includes('\t')) return false;
    const cells = csvCells(l, sep);
    return cells.length >= 3 && readTableHeader(cells);
  });
  if (!header) return rawLines;
  const n = csvCells(header, sep).length;
  return rawLines.map((l) => {
    if (!l.includes(sep) || l.includes('\t')) return l;
    const cells = csvCells(l, sep);
    const trailing = cells.length > 1 && cells.slice(1).every((c) => !c);
    if (cells.length !== n && !trailing) return l;
    return trailing ? cells[0]! : cells.join('\t');
  });
}

/**
 * A fixed-width printout (a pharmacy's dispensing history: 'Rx No.   Date   Item   Qty  Rpt  Directions'):
 * when a line with no tabs is a header row read with runs of two or more spaces between its cells, every
 * later line with as many such cells is given tabs between them, so the table is read by column.
 */
export function spacedAsTabs(rawLines: string[]): string[] {
  const cellsOf = (l: string) => l.trim().split(/\s{2,}/);
  // Two columns ('Sig   Medication') only with a wide gap (three spaces or more) on every line.
  const wide = (l: string) => /\S\s{3,}\S/.test(l);
  const at = rawLines.findIndex(
    (l) =>
      !l.includes('\t') &&
      /\S\s{2,}\S/.test(l) &&
      (cellsOf(l).length >= 3 || (cellsOf(l).length === 2 && wide(l))) &&
      !!readTableHeader(cellsOf(l)),
  );
  if (at < 0) return rawLines;
  const n = cellsOf(rawLines[at]!).length;
  const rows = rawLines.map((l, i) =>
    i >= at && !l.includes('\t') && cellsOf(l).length === n && (n > 2 || wide(l))
      ? cellsOf(l).join('\t')
      : l,
  );
  // A cell wrapped onto an indented line under its row goes back in its cell (parse/wrapped-cells.ts).
  return joinWrappedCells(rawLines, rows, at, n);
}
