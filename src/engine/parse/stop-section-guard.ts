/**
 * A Ceased or Withheld heading lasts until the next heading the engine knows. When a short line of words
 * the engine did not read as a heading ('Keep taking', 'Carry on as usual', 'Unchanged meds') sits between
 * that heading and an order, the order may belong to a new list that goes on, not to the stop list: each
 * such order read as stopped only because of the heading carries a warning naming the line between, so a
 * medicine the patient keeps taking is never put in the ceased list silently.
 */
import { DOSING_KINDS, tokenize } from '../lexicon/tokens';
import { namesMedicine } from './non-order';
import type { ParsedLine, ParsedOrder } from './types';

// Words only (a heading's shape, brackets aside): no digit, at most five words, perhaps a closing colon.
const HEADING_LIKE = /^[A-Za-z][A-Za-z'’/&-]*(?:\s+[A-Za-z'’/&-]+){0,4}\s*:?$/;
// Ignored lines that are never a heading of a list.
const NOT_HEADING_NOTES = new Set(['table header', 'separator', 'signature', 'page number']);

// A stray piece of an order ('QID', 'tab', 'stat') or a medicine's name is no heading of another list.
const NOT_HEADING_TOKENS = new Set([...DOSING_KINDS, 'form', 'route', 'quantity', 'status']);
const dosingOrName = (t: string): boolean =>
  tokenize(t).some((k) => NOT_HEADING_TOKENS.has(k.kind)) || namesMedicine(t);

const isStop = (s: unknown): boolean => s === 'ceased' || s === 'withheld';

/** Adds the warning to every stop-section order read after an unknown heading-like line. */
export function guardStopSections(lines: readonly ParsedLine[]): void {
  let heading: ParsedLine | null = null;
  let between: ParsedLine | null = null;
  for (const l of lines) {
    if (l.kind === 'heading') {
      [heading, between] = [isStop(l.section) ? l : null, null];
    } else if (heading && (l.kind === 'ignored' || l.kind === 'unreadable')) {
      const t = l.raw.replace(/\([^()]*\)/g, ' ').trim();
      if (!NOT_HEADING_NOTES.has(l.note ?? '') && HEADING_LIKE.test(t) && !dosingOrName(t))
        between = l;
    } else if (heading && between && l.kind === 'order') {
      for (const o of l.orders ?? (l.order ? [l.order] : [])) warn(o, heading, between);
    }
  }
}

function warn(o: ParsedOrder, heading: ParsedLine, between: ParsedLine): void {
  if (!o.status?.fromHeading || !isStop(o.status.kind)) return;
  o.warnings.push(
    `${o.displayName}: read as ${o.status.kind} under "${heading.raw.trim()}" (line ${heading.line}), but line ${between.line} "${between.raw.trim()}" comes between and may start another list: check whether it goes on`,
  );
}
