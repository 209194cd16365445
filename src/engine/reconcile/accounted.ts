/**
 * The engine's last check before it answers: every non-blank input line is a heading, a recognised
 * non-order, in some row's or ceased entry's sources, or named in a warning. A line that is none of
 * these (an order lost between parsing and pairing, or a note that looks like an order) is reported,
 * so no line can ever disappear silently whatever rule goes wrong upstream.
 */
import type { ReconcileResponse } from '../../shared/reconcile';
import { isOrderLine } from '../parse/order-signal';
import type { ParsedLine, ParsedList } from '../parse/types';

/** True when a warning already names this line of this list. */
export function isWarned(warnings: readonly string[], list: string, line: number): boolean {
  const at = new RegExp(String.raw`\bline ${line}\b`, 'i');
  return warnings.some((w) => at.test(w) && w.toLowerCase().includes(list));
}

// Notes that are safe to ignore: an ignored line reading as an order is reported all the same.
const needsAccount = (l: ParsedLine): boolean =>
  l.kind !== 'blank' && l.kind !== 'heading' && (l.kind !== 'ignored' || (l.note !== 'table header' && isOrderLine(l.raw.trim())));

/** Lines of the lists that no row, ceased entry or warning accounts for. */
export function unaccounted(lists: readonly ParsedList[], res: ReconcileResponse): ParsedLine[] {
  const seen = new Set<string>();
  for (const r of [...res.medications, ...res.ceasedMedications]) for (const s of r.sources ?? []) seen.add(`${s.list}:${s.line}`);
  const warnings = res.warnings ?? [];
  return lists.flatMap((pl) => pl.lines.filter((l) => needsAccount(l) && !seen.has(`${pl.list}:${l.line}`) && !isWarned(warnings, pl.list, l.line)));
}

/** Warnings for the lines nothing accounts for, in the unreadable-line wording. */
export function unaccountedWarnings(lists: readonly ParsedList[], res: ReconcileResponse): string[] {
  return unaccounted(lists, res).map((l) => `Line ${l.line}: "${l.raw.trim()}" (${l.list} list) is in no row or ceased entry - check it by hand`);
}
