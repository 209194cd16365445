/**
 * A medicine read on one list and not paired with any order of the other list, although the other
 * list names it on some line, is an uncertain conclusion: most likely that line is written in a way
 * the readers did not take as its order (a dispensing history, a form with tick columns, several
 * medicines on one line, a remark), so 'new' or 'stopped' may be wrong. The row says so and names the
 * line, instead of the engine guessing silently either way.
 */
import type { CeasedMedication, MedicationRow } from '../../shared/reconcile';
import { escapeRe } from '../parse/text';
import type { ParsedList, ParsedOrder } from '../parse/types';

/** Names shorter than this match inside too many other words ('iron' is the shortest kept). */
const MIN_NAME = 4;

/** The ways an order's medicine may be written: KB names, ingredients, brands, aliases; or as written. */
export function namesOf(o: ParsedOrder): string[] {
  const m = o.medicine;
  const names = m
    ? [
        m.name,
        ...m.ingredients,
        ...(m.formerNames ?? []),
        ...(m.internationalNames ?? []),
        ...(m.brands ?? []),
        ...(m.aliases ?? []),
      ]
    : [o.displayName];
  return [...new Set(names.map((n) => n.toLowerCase().trim()))].filter((n) => n.length >= MIN_NAME);
}

/** The first line of `list` (not one of `skip`) that names one of `names` as a whole word. */
export function lineNaming(
  list: ParsedList,
  names: string[],
  skip: ReadonlySet<number>,
): number | undefined {
  if (names.length === 0) return undefined;
  const pattern = new RegExp(`(?<![a-z])(?:${names.map(escapeRe).join('|')})(?![a-z])`, 'i');
  return list.lines.find((l) => l.kind !== 'blank' && !skip.has(l.line) && pattern.test(l.raw))
    ?.line;
}

/** Lines read as orders of the same medicine: those were paired, or not, for reasons of their own. */
const sameMedicineLines = (orders: readonly ParsedOrder[], o: ParsedOrder) =>
  new Set(orders.filter((x) => x.key === o.key).flatMap((x) => x.lines));

/** Adds the warning to new rows that the admission list names, and to unpaired admission items
 * that the discharge list names; returns the response-level warnings to add. */
export function unpairedMentionWarnings(
  admission: ParsedList,
  discharge: ParsedList,
  rows: Array<{ row: MedicationRow; dis: ParsedOrder; adm?: ParsedOrder }>,
  ceased: Array<{ entry: CeasedMedication; adm?: ParsedOrder; dis?: ParsedOrder }>,
): string[] {
  const out: string[] = [];
  // A line read as another medicine's order may still hold this one ('amiodarone 100mg daily;
  // apixaban 5mg bd' on one line), so only lines read as this medicine's own orders are passed over.
  for (const { row, dis, adm } of rows) {
    if (adm || row.changeType !== 'new') continue;
    const line = lineNaming(admission, namesOf(dis), sameMedicineLines(admission.orders, dis));
    if (line === undefined) continue;
    const w = `${row.name} is named on admission line ${line}, which was not read as its order: check whether it is really new`;
    row.warnings = [...(row.warnings ?? []), w];
    out.push(w);
  }
  for (const { entry, adm, dis } of ceased) {
    if (!adm || dis) continue;
    const line = lineNaming(discharge, namesOf(adm), sameMedicineLines(discharge.orders, adm));
    if (line === undefined) continue;
    const w = `${entry.name} is named on discharge line ${line}, which was not read as its order: check whether it was really stopped`;
    entry.warnings = [...(entry.warnings ?? []), w];
    out.push(w);
  }
  return out;
}
