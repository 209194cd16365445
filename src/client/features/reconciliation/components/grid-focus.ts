const ARROWS = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
} as const;

/**
 * Spreadsheet-style arrow keys between the editable cells of one table, so a clinician can
 * check a long list without tabbing through every action button. Returns true when it moved.
 */
export function moveGridFocus(from: HTMLElement, key: string): boolean {
  if (!(key in ARROWS)) return false;
  const [dRow, dCol] = ARROWS[key as keyof typeof ARROWS];
  const cell = from.closest('td, th');
  const row = cell?.parentElement;
  const table = row?.closest('table');
  if (!(cell instanceof HTMLTableCellElement) || !(row instanceof HTMLTableRowElement) || !table)
    return false;
  const rows = [...table.rows].filter((r) => r.cells.length === row.cells.length); // skip source-line rows
  let r = rows.indexOf(row) + dRow;
  let c = cell.cellIndex + dCol;
  // Walk on past cells with nothing to edit (the actions column, the header's plain titles).
  while (r >= 0 && r < rows.length && c >= 0 && c < row.cells.length) {
    const target = rows[r]?.cells[c]?.querySelector<HTMLElement>('[data-editable]');
    if (target) {
      target.focus();
      return true;
    }
    r += dRow;
    c += dCol;
  }
  return false;
}
