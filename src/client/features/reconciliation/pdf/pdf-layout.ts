/**
 * Table layout for the PDF, decided before drawing: column widths sized to their content (as a
 * browser sizes an auto table) and every cell's text wrapped at spaces only, with the document's
 * own font metrics. jspdf-autotable then draws lines that already fit, so its linebreak overflow,
 * which cuts a word that is wider than its column ('62.5 mic/rogram'), never has to.
 */

import { memoMeasure, tokens, wrapText, type Measure } from './pdf-wrap';

export interface TableSpec {
  head: string[];
  body: string[][];
  /** Rows whose time columns (2 to 5) are one merged cell, its text in column 2. */
  merged?: ReadonlySet<number>;
  bodySize: number;
  headSize: number;
  /** Columns drawn bold in the body (the medicine name). */
  boldColumns: ReadonlySet<number>;
  /** Groups of columns that share one width (the four times), for an even schedule. */
  sameWidth?: number[][];
  /** Side padding of every cell (left plus right). */
  padding: number;
  /** Narrower side padding of the grouped columns' header and body cells, if any. */
  groupPadding?: { head: number; body: number };
  /** Lets a line break after a slash between letters ('microgram/' 'dose'), when space is short. */
  breakAfterSlash?: boolean;
  width: number;
}

const MERGED_FIRST = 2;
const MERGED_COUNT = 4;

const isMerged = (spec: TableSpec, r: number, c: number) =>
  !!spec.merged?.has(r) && c >= MERGED_FIRST && c < MERGED_FIRST + MERGED_COUNT;

/** The side padding (left plus right) of a column's header and body cells. */
export function padOf(spec: TableSpec, c: number): { head: number; body: number } {
  const grouped = spec.groupPadding && (spec.sameWidth ?? []).some((g) => g.includes(c));
  return grouped ? spec.groupPadding! : { head: spec.padding, body: spec.padding };
}

interface Need {
  min: number;
  pref: number;
}

/** The narrowest width that breaks no word, and the width that needs no wrapping at all. */
function need(
  texts: string[],
  bold: boolean,
  size: number,
  measure: Measure,
  pad: number,
  slash: boolean,
): Need {
  let min = 0;
  let pref = 0;
  for (const t of texts) {
    for (const w of tokens(t, slash)) min = Math.max(min, measure(w.text, bold, size));
    for (const l of t.split('\n')) pref = Math.max(pref, measure(l.trim(), bold, size));
  }
  return { min: min + pad, pref: pref + pad };
}

/** Lines of a cell at a given inner width. Header cells never break after a slash ('Form/Dose'). */
function cellLines(
  spec: TableSpec,
  measure: Measure,
  text: string,
  room: number,
  head: boolean,
  c: number,
) {
  const bold = head || spec.boldColumns.has(c);
  const size = head ? spec.headSize : spec.bodySize;
  return wrapText(text, (l) => measure(l, bold, size) <= room, !head && !!spec.breakAfterSlash);
}

/**
 * Column widths that add up to the table width: each column first gets the room its longest word
 * needs, then the spare room goes where it saves the most lines. Null when even the longest
 * words do not fit side by side.
 */
export function columnWidths(spec: TableSpec, rawMeasure: Measure): number[] | null {
  const measure = memoMeasure(rawMeasure);
  const slash = !!spec.breakAfterSlash;
  const needs: Need[] = spec.head.map((h, c) => {
    const pad = padOf(spec, c);
    const head = need([h], true, spec.headSize, measure, pad.head, false);
    const cells = spec.body.filter((_, r) => !isMerged(spec, r, c)).map((row) => row[c] ?? '');
    const body = need(cells, spec.boldColumns.has(c), spec.bodySize, measure, pad.body, slash);
    return { min: Math.max(head.min, body.min), pref: Math.max(head.pref, body.pref) };
  });
  // A merged schedule cell needs its longest word across the four time columns together.
  const mergedTexts = [...(spec.merged ?? [])].map((r) => spec.body[r]?.[MERGED_FIRST] ?? '');
  if (mergedTexts.length) {
    const m = need(mergedTexts, false, spec.bodySize, measure, spec.padding, slash);
    for (let c = MERGED_FIRST; c < MERGED_FIRST + MERGED_COUNT; c++)
      needs[c]!.min = Math.max(needs[c]!.min, m.min / MERGED_COUNT);
  }
  for (const group of spec.sameWidth ?? []) {
    const min = Math.max(...group.map((c) => needs[c]!.min));
    for (const c of group) needs[c]!.min = min;
  }
  const sumMin = needs.reduce((a, x) => a + x.min, 0);
  if (sumMin > spec.width + 0.01) return null;
  const widths = needs.map((x) => x.min);
  // Spare room goes to a text column (name, form, indication, comment) or to the time columns
  // together (a long dose, a taper written across them), wherever it saves the most lines.
  const grouped = new Set((spec.sameWidth ?? []).flat());
  const units = [
    ...needs.map((_, c) => [c]).filter(([c]) => !grouped.has(c!)),
    ...(spec.sameWidth ?? []),
  ];
  const spare = balance(spec, widths, units, spec.width - sumMin, measure);
  // Room left when nothing wraps any more: the text columns share it, so the table fills the page.
  const text = units.filter((u) => u.length === 1).map((u) => u[0]!);
  const textWidth = text.reduce((a, c) => a + widths[c]!, 0);
  for (const c of text) widths[c]! += (spare * widths[c]!) / textWidth;
  return widths;
}

/**
 * Hands out `spare` points in steps, each to the unit (a column, or a group of columns widened
 * together) whose widening takes the most lines off the table per point (a row is as tall as
 * its tallest cell). Returns what no step could use.
 */
function balance(
  spec: TableSpec,
  widths: number[],
  units: number[][],
  spare: number,
  measure: Measure,
): number {
  const rows = [spec.head, ...spec.body];
  const cache = new Map<string, number[]>();
  /** Lines per table row (header first) of one column at a width; merged cells count 1 here. */
  const columnLines = (c: number, width: number) => {
    const key = `${c}:${width.toFixed(2)}`;
    let out = cache.get(key);
    if (!out) {
      const pad = padOf(spec, c);
      out = rows.map((row, r) =>
        r > 0 && isMerged(spec, r - 1, c)
          ? 1
          : cellLines(spec, measure, row[c] ?? '', width - (r ? pad.body : pad.head), r === 0, c)
              .length,
      );
      cache.set(key, out);
    }
    return out;
  };
  /** Lines per table row of a unit at `extra` points wider per column. */
  const count = (unit: number[], extra: number) => {
    const per = unit.map((c) => columnLines(c, widths[c]! + extra));
    const mergedRoom =
      unit.length === MERGED_COUNT && unit[0] === MERGED_FIRST
        ? unit.reduce((a, c) => a + widths[c]! + extra, 0) - spec.padding
        : null;
    return rows.map((row, r) => {
      const most = Math.max(...per.map((l) => l[r]!));
      // A merged cell counts once, with the whole group's width, when the group is widened.
      if (mergedRoom === null || r === 0 || !spec.merged?.has(r - 1)) return most;
      const merged = cellLines(
        spec,
        measure,
        row[MERGED_FIRST] ?? '',
        mergedRoom,
        false,
        MERGED_FIRST,
      );
      return Math.max(most, merged.length);
    });
  };
  const lines = units.map((u) => count(u, 0));
  /**
   * Lower is better: the table's height in lines (a row is as tall as its tallest cell), then,
   * as a tie-break, fewer wrapped cells, the medicine's name most of all.
   */
  const height = (ls: number[][]) => {
    let h = 0;
    for (let r = 0; r <= spec.body.length; r++) {
      h += Math.max(1, ...ls.map((l) => l[r] ?? 1));
      ls.forEach((l, i) => (h += ((l[r] ?? 1) - 1) * (units[i]![0] === 0 ? 0.2 : 0.05)));
    }
    return h;
  };
  let now = height(lines);
  const step = Math.max(3, spare / 30);
  while (spare > 0.5) {
    // A small step may save no line on its own (the row's other cells are as tall): try larger
    // ones before giving up, and take the one that saves the most lines per point.
    let best: { i: number; s: number; h: number; l: number[] } | null = null;
    for (let s = Math.min(step, spare); ; s = Math.min(s * 2, spare)) {
      units.forEach((u, i) => {
        const l = count(u, s / u.length);
        const h = height(lines.map((x, j) => (j === i ? l : x)));
        if (h < now && (!best || (now - h) / s > (now - best.h) / best.s)) best = { i, s, h, l };
      });
      if (best || s >= spare) break;
    }
    if (!best) break;
    const { i, s, h, l } = best as { i: number; s: number; h: number; l: number[] };
    for (const c of units[i]!) widths[c]! += s / units[i]!.length;
    lines[i] = l;
    now = h;
    spare -= s;
  }
  return spare;
}

/** Every cell's text wrapped to its column (a merged cell to the four time columns together). */
export function wrapCells(
  spec: TableSpec,
  widths: number[],
  rawMeasure: Measure,
): { head: string[]; body: string[][] } {
  const measure = memoMeasure(rawMeasure);
  // A hair of slack, so the table's own line measure never disagrees by a rounding error.
  const slack = 0.5;
  const mergedWidth = widths
    .slice(MERGED_FIRST, MERGED_FIRST + MERGED_COUNT)
    .reduce((a, b) => a + b, 0);
  const wrap = (text: string, room: number, head: boolean, c: number) =>
    cellLines(spec, measure, text, room - slack, head, c).join('\n');
  return {
    head: spec.head.map((h, c) => wrap(h, widths[c]! - padOf(spec, c).head, true, c)),
    body: spec.body.map((row, r) =>
      row.map((cell, c) => {
        if (!isMerged(spec, r, c)) return wrap(cell, widths[c]! - padOf(spec, c).body, false, c);
        return c === MERGED_FIRST ? wrap(cell, mergedWidth - spec.padding, false, c) : '';
      }),
    ),
  };
}
