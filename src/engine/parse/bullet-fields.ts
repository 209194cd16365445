/**
 * A bullet inside a line usually starts another entry ('Current medications: • Thyroxine 50 microgram mane
 * • Amiodarone 200 mg daily', a list copied from a PDF). Some lists use it between the fields of one order
 * instead ('Insulin glargine (Toujeo) • 16 units • every morning • NEW', 'Dapagliflozin • ceased - thrush'):
 * the medicine first, then parts that name no medicine. Split as entries, the dose, times and status were
 * lines of their own and the order kept none of them.
 */
import { readName } from './name';

/** The parts of a line split at its bullets are one order's fields: the line with ' - ' between them. */
export function bulletFields(parts: string[]): string | null {
  const kept = parts.map((p) => p.trim()).filter(Boolean);
  if (kept.length < 2 || !readName(kept[0]!)?.medicine) return null;
  if (kept.slice(1).some((p) => readName(p)?.medicine)) return null;
  return kept.join(' - ');
}
