import type { PdfTable } from './pdf-content';
import { columnWidths, wrapCells, type TableSpec } from './pdf-layout';
import type { Measure } from './pdf-wrap';

export interface TablePlan {
  /** Body font size chosen: the largest of the sizes tried at which no word has to break. */
  size: number;
  widths: number[];
  head: string[];
  body: string[][];
  merged: number[];
  headHeight: number;
  rowHeights: number[];
}

export interface PlanOptions {
  width: number;
  /** Body font sizes to try, largest first; never below 10 pt for names and doses. */
  sizes: number[];
  headSize: number;
  /** Left plus right padding of a cell. */
  padding: number;
  /** Left plus right padding of the time columns' header and body cells. */
  groupPadding?: { head: number; body: number };
  /** Top plus bottom padding of a cell. */
  pad: number;
  /** Extra height of the header (room for the time pictures). */
  iconExtra: number;
  measure: Measure;
  /** Height of one line of text at a font size, as the table draws it. */
  lineHeight(size: number): number;
}

const lines = (text: string) => text.split('\n').length;

interface Attempt {
  size: number;
  /** The four time columns one width. */
  even: boolean;
  slash: boolean;
}

/**
 * Sizes and wraps a table before it is drawn, and says how tall it will be, so sections can be
 * kept together. Tries the body sizes in turn until the longest words fit side by side.
 */
export function planTable(t: PdfTable, o: PlanOptions): TablePlan {
  const merged = t.merged ?? [];
  const spec = (a: Attempt): TableSpec => ({
    head: t.head,
    body: t.body,
    merged: new Set(merged),
    bodySize: a.size,
    headSize: o.headSize,
    boldColumns: new Set([0]),
    sameWidth: a.even && t.head.length === 8 ? [[2, 3, 4, 5]] : undefined,
    padding: o.padding,
    groupPadding: o.groupPadding,
    breakAfterSlash: a.slash,
    width: o.width,
  });
  // Larger text first; at each size, even time columns, then uneven ones, then a line break
  // after a slash between words ('microgram/' 'dose'), before a smaller size is tried.
  const attempts: Attempt[] = o.sizes.flatMap((size) => [
    { size, even: true, slash: false },
    { size, even: false, slash: false },
    { size, even: false, slash: true },
  ]);
  let chosen = attempts.at(-1)!;
  let widths: number[] | null = null;
  for (const a of attempts) {
    widths = columnWidths(spec(a), o.measure);
    if (widths) {
      chosen = a;
      break;
    }
  }
  // Last resort, for a word wider than half a page (a pasted web address): equal shares, and the
  // table breaks that word. Real medicine text never gets here.
  widths ??= t.head.map(() => o.width / t.head.length);
  const size = chosen.size;
  const wrapped = wrapCells(spec(chosen), widths, o.measure);
  const lh = o.lineHeight(size);
  return {
    size,
    widths,
    head: wrapped.head,
    body: wrapped.body,
    merged,
    headHeight:
      Math.max(...wrapped.head.map(lines)) * o.lineHeight(o.headSize) + o.pad + o.iconExtra,
    rowHeights: wrapped.body.map((row) => Math.max(...row.map(lines)) * lh + o.pad),
  };
}
