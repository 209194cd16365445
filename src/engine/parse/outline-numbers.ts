/**
 * Decimal outline numbering of a plan ('1. Blood pressure' / '1.1 Labetalol 200 mg tds' / '1.2 Nifedipine ...'):
 * the '1.1' is the item's number, never a dose. A number like '2.5' before a name can also be a dose written
 * before the medicine, so a decimal is only read as numbering when the list shows the outline: another line
 * numbers the same section ('1.' or '1)' above it, or a sibling '1.2').
 */
import { tokenize } from '../lexicon/tokens';

const SUB_ITEM = /^\s*(\d{1,2})\.(\d{1,2})\.?\s+(?=[A-Za-z])/;

/** '62.5 mcg patch', '2.5 tablets': a word of the dose after the number makes it a dose, never numbering. */
const startsWithWord = (rest: string): boolean => tokenize(rest)[0]?.kind === 'word';
const PARENT = /^\s*(\d{1,2})[.)]\s+(?=[A-Za-z])/;

/** The indices of the lines whose opening decimal is outline numbering. */
function outlineItems(lines: string[]): Map<number, number> {
  const subs = new Map<number, RegExpExecArray>();
  const parents = new Set<string>();
  lines.forEach((l, i) => {
    const m = SUB_ITEM.exec(l);
    if (m && startsWithWord(l.slice(m[0].length))) subs.set(i, m);
    else {
      const p = PARENT.exec(l);
      if (p) parents.add(p[1]!);
    }
  });
  // Siblings number their items apart ('3.1', '3.2'); one dose written twice ('62.5 ...') is no outline.
  const sections = new Map<string, Set<string>>();
  for (const m of subs.values())
    sections.set(m[1]!, (sections.get(m[1]!) ?? new Set<string>()).add(m[2]!));
  const out = new Map<number, number>();
  for (const [i, m] of subs)
    if (parents.has(m[1]!) || (sections.get(m[1]!)?.size ?? 0) >= 2) out.set(i, m[0].length);
  return out;
}

/** The lines with their decimal outline numbers taken off (a line that is no outline item stays as written). */
export function withoutOutlineNumbers(lines: string[]): string[] {
  if (!lines.some((l) => SUB_ITEM.test(l))) return lines;
  const items = outlineItems(lines);
  return items.size ? lines.map((l, i) => (items.has(i) ? l.slice(items.get(i)) : l)) : lines;
}
