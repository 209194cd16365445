/**
 * A heading whose lines are indented under it ('Breakthrough:' then '  Morphine 2.5 mg ... prn') holds only
 * those lines: the first line written back at the heading's own margin or further left is out of its
 * block, so it no longer takes the heading's section (PRN, ceased), time or infusion directions. Without
 * this, a regular order typed after a PRN block ('Movicol 1 sachet daily - new') was read as PRN, and an
 * oral tablet after a syringe-driver block as part of the infusion. A heading whose lines are not indented
 * is left alone: its section lasts until the next heading, as before, and so is one whose only indented
 * line is the first (a stray space from a paste makes no block).
 */
import type { InputLine } from './lines';
import type { ParsedLine } from './types';

/** The list state this reader reads and resets (a subset of line-rules' ListState). */
export interface BlockState {
  lines: ParsedLine[];
  section: unknown;
  sectionReason?: string;
  atTime: string | null;
  directions: string | null;
  /** The margins of the heading over the current block and of its first line, when that line was indented. */
  block?: { heading: number; items: number; count: number } | undefined;
}

/** Leading white space of a pasted line, a tab counting as four spaces. */
export function marginOf(raw: string): number {
  let n = 0;
  for (const ch of raw) {
    if (ch === ' ' || ch === '\u00a0') n += 1;
    else if (ch === '\t') n += 4;
    else break;
  }
  return n;
}

function lastWritten(lines: readonly ParsedLine[]): ParsedLine | undefined {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.kind !== 'blank') return lines[i];
  return undefined;
}

/**
 * Called before the line rules decide a non-blank line: notes the block a heading opens with its first
 * line, and ends the heading's context when a later line is back at the heading's margin.
 */
export function endIndentedBlock(s: BlockState, l: InputLine): void {
  if (!l.text) return;
  const margin = marginOf(l.raw);
  const prev = lastWritten(s.lines);
  if (prev?.kind === 'heading') {
    const heading = marginOf(prev.raw);
    s.block = margin > heading ? { heading, items: margin, count: 1 } : undefined;
    return;
  }
  if (!s.block) return;
  if (margin > s.block.heading) {
    s.block.count++;
    return;
  }
  // One indented line alone may be a stray space from a paste; two or more make a block.
  if (s.block.count < 2) {
    s.block = undefined;
    return;
  }
  s.block = undefined;
  s.section = null;
  s.sectionReason = '';
  s.atTime = null;
  s.directions = null;
}
