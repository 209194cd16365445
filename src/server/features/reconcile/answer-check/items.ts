import type { CeasedMedication, MedicationRow } from '../../../../shared/reconcile';
import type { IndexedLine } from './input-index';
import { identify, type MedicineRef } from './medicine-match';

/** A row or ceased item under check, with the medicine it names and the input lines it traces to. */
export type Item =
  | { kind: 'medication'; row: MedicationRow; ref: MedicineRef; lines: IndexedLine[] }
  | { kind: 'ceased'; row: CeasedMedication; ref: MedicineRef; lines: IndexedLine[] };

export const medicationItem = (row: MedicationRow): Item => ({
  kind: 'medication',
  row,
  ref: identify(row.name),
  lines: [],
});
export const ceasedItem = (row: CeasedMedication): Item => ({
  kind: 'ceased',
  row,
  ref: identify(row.name),
  lines: [],
});

/** Two items are the same entry of the list: same medicine, same place, same regular/PRN status. */
export function sameEntry(a: Item, b: Item): boolean {
  if (a.kind !== b.kind) return false;
  const sameMedicine = a.ref.key
    ? a.ref.key === b.ref.key
    : a.ref.names.join() === b.ref.names.join() && a.ref.parts.join() === b.ref.parts.join();
  if (!sameMedicine) return false;
  return a.kind === 'ceased' || b.kind === 'ceased' || !!a.row.isPRN === !!b.row.isPRN;
}
