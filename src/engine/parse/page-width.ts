/**
 * What a page that wraps its long lines is measured by: its width (the widest line), and whether a break was
 * forced (the line above fills the page and the next word would not have fitted on it). The three readers
 * that put wrapped text back together (wrapped-lines.ts, wrapped-rows.ts, hanging-indent.ts) read a page the
 * same way, from here.
 */

// A page narrower than this is a list of short lines, not a wrapped one; wider, nothing was wrapped.
const MIN_WIDTH = 30;
const MAX_WIDTH = 130;
/** The line above fills most of the width, as a wrapped line does. */
export const FULL = 0.6;

/** The page's width (its widest line), or null when the lines were never wrapped at a width. */
export function pageWidth(lines: readonly string[]): number | null {
  const width = Math.max(...lines.map((l) => l.trimEnd().length));
  return width < MIN_WIDTH || width > MAX_WIDTH ? null : width;
}

/** The break after a line `segment` characters long was forced: it fills the page and `firstWord` would not fit. */
export const forcedBreak = (segment: number, firstWord: string, width: number): boolean =>
  segment >= FULL * width && segment + 1 + firstWord.length > width;

/** Text a person wrote: Latin letters, digits and common marks (a line of other scripts or symbols is no wrap). */
export const WRITTEN = /^[\x20-\x7e\u00a0-\u024f\u2013-\u2026µ½¼¾]*$/;
export const indentOf = (s: string): number => /^\s*/.exec(s)![0].length;
export const openBracket = (s: string): boolean =>
  (s.match(/\(/g)?.length ?? 0) > (s.match(/\)/g)?.length ?? 0);
