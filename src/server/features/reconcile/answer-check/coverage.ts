import type {
  CeasedMedication,
  MedicationRow,
  ReconcileResponse,
  SourceLine,
} from '../../../../shared/reconcile';
import { lineKey, type IndexedLine, type InputIndex } from './input-index';
import { ceasedItem, medicationItem, sameEntry, type Item } from './items';
import { lineNames } from './medicine-match';

export interface Coverage {
  index: InputIndex;
  kept: Item[];
  builtin: ReconcileResponse;
  medications: MedicationRow[];
  ceasedMedications: CeasedMedication[];
  warnings: string[];
}

const firstDischargeLine = (r: { sources?: SourceLine[] }) =>
  Math.min(...(r.sources ?? []).filter((s) => s.list === 'discharge').map((s) => s.line), Infinity);

/** Inserts a built-in row among the kept ones in discharge list order. */
function insertInOrder(rows: MedicationRow[], row: MedicationRow) {
  const at = rows.findIndex((r) => firstDischargeLine(r) > firstDischargeLine(row));
  if (at === -1) rows.push(row);
  else rows.splice(at, 0, row);
}

/**
 * Every input order must be covered: cited by a kept item (a line holding two orders by two), or for
 * an admission line, the same medicine as one. What is not is added back from the built-in result;
 * a line neither could read is reported. Returns how many built-in items were added.
 */
export function coverInput({
  index,
  kept,
  builtin,
  medications,
  ceasedMedications,
  warnings,
}: Coverage): number {
  const citing = new Map<string, Item[]>();
  const cite = (item: Item, keys: string[]) =>
    keys.forEach((k) => citing.set(k, [...(citing.get(k) ?? []), item]));
  for (const item of kept)
    cite(
      item,
      item.lines.map((l) => lineKey(l.list, l.line)),
    );
  const fromBuiltin = [
    ...builtin.medications.map((row) => ({ item: medicationItem(row), row })),
    ...builtin.ceasedMedications.map((row) => ({ item: ceasedItem(row), row })),
  ];
  let added = 0;
  // Discharge lines first: a built-in row added for one also covers its admission line.
  const lines = [...index.lines.values()].sort((a, b) =>
    a.list === b.list ? a.line - b.line : a.list === 'discharge' ? -1 : 1,
  );
  for (const l of lines) {
    if (l.kind !== 'order' && l.kind !== 'unreadable') continue;
    const key = lineKey(l.list, l.line);
    const mine = citing.get(key) ?? [];
    if (mine.length >= Math.max(1, l.orders.length)) continue;
    if (mine.length === 0 && l.list === 'admission' && kept.some((i) => lineNames(i.ref, l)))
      continue;
    const cites = (s: SourceLine) => l.group.some((g) => g.list === s.list && g.line === s.line);
    const missing = fromBuiltin.filter(
      (b) => b.row.sources?.some(cites) && !mine.some((m) => sameEntry(m, b.item)),
    );
    if (missing.length === 0 && mine.length === 0) warnings.push(unaccounted(l));
    for (const b of missing) {
      const bKeys = (b.row.sources ?? [])
        .map((s) => index.resolve(s.list, s.line))
        .filter((x): x is IndexedLine => !!x)
        .map((x) => lineKey(x.list, x.line));
      // An admission line whose built-in row is for a discharge line already shown: it is continued.
      const dischargeKeys = bKeys.filter((k) => k.startsWith('discharge:'));
      if (
        l.list === 'admission' &&
        b.item.kind === 'medication' &&
        dischargeKeys.length > 0 &&
        dischargeKeys.every((k) => citing.has(k))
      )
        continue;
      cite(b.item, bKeys);
      added += 1;
      if (b.item.kind === 'medication') insertInOrder(medications, b.item.row);
      else ceasedMedications.push(b.item.row);
      warnings.push(
        `The AI answer left out ${l.list} line ${l.line} ("${l.text}"); the built-in engine's reading was added. Please check it.`,
      );
    }
  }
  return added;
}

/** The warning for a line that is in no row and no built-in result either. */
function unaccounted(l: IndexedLine): string {
  return l.kind === 'unreadable'
    ? `Could not read line ${l.line}: "${l.text}" (${l.list} list)`
    : `The AI answer left out ${l.list} line ${l.line} ("${l.text}"). Please check it against the lists.`;
}
