/**
 * A list printed in two columns side by side, two medicines a line set apart by a run of spaces
 * ('allopurinol 100mg 1 mane          irbesartan 150mg 1 mane'). Each column's entry is its own order:
 * the gap becomes '; ', where the two-orders rule (list-splits.ts) reads each part as an order when both
 * open with a different known medicine. A gap before anything else (a brand, a note, a column of a table
 * with its header, read by spacedAsTabs) stays as written.
 */
import { readName } from './name';

const GAP = /\s{3,}/;

/** The line with the gap between two side-by-side orders as '; ', or the line as written. */
export function sideBySide(line: string): string {
  const t = line.trim();
  if (!GAP.test(t) || t.includes('\t')) return line;
  const parts = t.split(GAP);
  if (parts.length !== 2 || !parts.every((p) => /\d/.test(p))) return line;
  const [a, b] = parts.map((p) => readName(p));
  if (!a?.medicine || !b?.medicine || a.key === b.key) return line;
  // The second name opens its column ('Diabex' after 'Metformin 500 mg   ' would be the same medicine's brand).
  if (!parts[1]!.toLowerCase().startsWith(b.nameText.toLowerCase())) return line;
  return `${parts[0]}; ${parts[1]}`;
}
