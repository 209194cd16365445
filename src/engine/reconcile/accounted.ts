/**
 * The engine's last check before it answers: every non-blank input line is a heading, a recognised
 * non-order, in some row's or ceased entry's sources, or named in a warning. A line that is none of
 * these (an order lost between parsing and pairing, or a note that looks like an order) is reported,
 * so no line can ever disappear silently whatever rule goes wrong upstream.
 */
import type { ReconcileResponse } from '../../shared/reconcile';
import { looksLikeOrder } from '../parse/accounting';
import { isOrderLine } from '../parse/order-signal';
import type { ParsedLine, ParsedList } from '../parse/types';

/** True when a warning already names this line of this list. */
export function isWarned(warnings: readonly string[], list: string, line: number): boolean {
  return warnedLines(warnings).has(`${list}:${line}`);
}

/** 'list:line' for every line a warning names ('line 4' in a warning that names the list). */
function warnedLines(warnings: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const w of warnings) {
    const low = w.toLowerCase();
    const lists = ['admission', 'discharge'].filter((l) => low.includes(l));
    if (!lists.length) continue;
    for (const m of low.matchAll(/\bline (\d+)\b/g)) for (const l of lists) out.add(`${l}:${m[1]}`);
  }
  return out;
}

// Notes that are safe to ignore: an ignored line reading as an order (a known medicine with dosing, or
// an amount and how often whatever the name) is reported all the same.
const countable = (l: ParsedLine): boolean =>
  l.kind !== 'blank' &&
  l.kind !== 'heading' &&
  !(l.kind === 'ignored' && l.note === 'table header');

/** Lines of the lists that no row, ceased entry or warning accounts for. */
export function unaccounted(lists: readonly ParsedList[], res: ReconcileResponse): ParsedLine[] {
  const seen = new Set<string>();
  for (const r of [...res.medications, ...res.ceasedMedications])
    for (const s of r.sources ?? []) seen.add(`${s.list}:${s.line}`);
  const warned = warnedLines(res.warnings ?? []);
  // The cheap tests first: reading an ignored line as an order is the costly one.
  return lists.flatMap((pl) =>
    pl.lines.filter(
      (l) =>
        countable(l) &&
        !seen.has(`${pl.list}:${l.line}`) &&
        !warned.has(`${pl.list}:${l.line}`) &&
        (l.kind !== 'ignored' || isOrderLine(l.raw.trim()) || looksLikeOrder(l.raw)),
    ),
  );
}

/** Warnings for the lines nothing accounts for, in the unreadable-line wording. */
export function unaccountedWarnings(
  lists: readonly ParsedList[],
  res: ReconcileResponse,
): string[] {
  return unaccounted(lists, res).map(
    (l) =>
      `Line ${l.line}: "${l.raw.trim()}" (${l.list} list) is in no row or ceased entry - check it by hand`,
  );
}
