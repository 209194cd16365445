/**
 * What every layout transform is, and the few ways of walking a list they share (transforms.ts and
 * transforms-pasted.ts build on these).
 */
import { isItem, splitText, withoutMark } from './line-shape';

export interface LayoutTransform {
  id: string;
  what: string;
  apply: (text: string) => string;
}

/** Each line rewritten by `f`. */
export const eachLine = (f: (line: string, i: number) => string) => (text: string) =>
  splitText(text).map(f).join('\n');

/** Each item (not a heading or a blank line) rewritten by `f`, its list mark taken off first. */
export const items = (f: (line: string) => string) =>
  eachLine((l) => (isItem(l) ? f(withoutMark(l.trim())) : l));

/**
 * A long line broken at the last space before `width`, as a PDF copy breaks it; with an `indent`, each tail
 * is set in by it and measured with it (a letter's hanging indent).
 */
export function wrapAt(line: string, width: number, indent = ''): string[] {
  const out: string[] = [];
  let rest = line;
  let w = width;
  while (rest.length > w) {
    const cut = rest.lastIndexOf(' ', w);
    if (cut <= 0) break;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1);
    w = width - indent.length;
  }
  return [...out, rest].map((l, i) => (i ? indent + l : l));
}
