/**
 * A medicine read on one list and not paired with any order of the other list, although the other
 * list names it on some line, is an uncertain conclusion: most likely that line is written in a way
 * the readers did not take as its order (a dispensing history, a form with tick columns, several
 * medicines on one line, a remark), so 'new' or 'stopped' may be wrong. The row says so and names the
 * line, instead of the engine guessing silently either way.
 */
import type { CeasedMedication, MedicationRow } from '../../shared/reconcile';
import { clippedMatch } from '../kb/clipped';
import { escapeRe } from '../parse/text';
import type { ParsedList, ParsedOrder } from '../parse/types';
import { NOT_ON_DISCHARGE } from './ceased';
import { toldStop } from './told-stop';
import { addWarning } from './warnings';

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

/**
 * Where each word of a list stands: the lines (in order) holding it as a whole word, lower-cased,
 * built once per list, so each unpaired row looks its names up instead of scanning every line.
 */
function wordLines(list: ParsedList): Map<string, number[]> {
  const at = new Map<string, number[]>();
  for (const l of list.lines) {
    if (l.kind === 'blank') continue;
    for (const w of l.raw.toLowerCase().match(/[a-z]+/g) ?? []) {
      const lines = at.get(w);
      // Lines come in order, so a word seen twice on this line already ends with it (no Set per line).
      if (!lines) at.set(w, [l.line]);
      else if (lines[lines.length - 1] !== l.line) lines.push(l.line);
    }
  }
  return at;
}

/** The first line (not one of `skip`) that names one of `names` as a whole word. */
export function lineNaming(
  list: ParsedList,
  names: string[],
  skip: ReadonlySet<number>,
  words: Map<string, number[]> = wordLines(list),
): number | undefined {
  let first: number | undefined;
  for (const name of names) {
    // A one-word name is looked up; a name of several words is checked on the lines of its first.
    const [head] = name.split(/[^a-z]+/);
    const lines = words.get(head ?? '');
    // Most names are on no line of the other list: the pattern is built only for one that may be.
    if (!lines) continue;
    const pattern = new RegExp(`(?<![a-z])${escapeRe(name)}(?![a-z])`, 'i');
    for (const line of lines) {
      if (skip.has(line) || (first !== undefined && line >= first)) continue;
      // A line of several sentences is several entries with the same number: any of them may name it.
      if (list.lines.some((l) => l.line === line && pattern.test(l.raw))) first = line;
    }
  }
  return first ?? lineClipping(names, skip, words);
}

/** The first line (not one of `skip`) naming one of `names` cut short, as a ward writes it ('atorva'). */
function lineClipping(
  names: string[],
  skip: ReadonlySet<number>,
  words: Map<string, number[]>,
): number | undefined {
  let first: number | undefined;
  for (const [word, lines] of words) {
    const clipped = clippedMatch(word);
    if (!clipped || !names.includes(clipped.medicine.name.toLowerCase())) continue;
    const line = lines.find((l) => !skip.has(l));
    if (line !== undefined && (first === undefined || line < first)) first = line;
  }
  return first;
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
  // Built on first use: most reconciliations have no new row or no stopped item to look up.
  let admWords: Map<string, number[]> | undefined;
  let disWords: Map<string, number[]> | undefined;
  // A line read as another medicine's order may still hold this one ('amiodarone 100mg daily;
  // apixaban 5mg bd' on one line), so only lines read as this medicine's own orders are passed over.
  for (const { row, dis, adm } of rows) {
    if (adm || row.changeType !== 'new') continue;
    const line = lineNaming(
      admission,
      namesOf(dis),
      sameMedicineLines(admission.orders, dis),
      (admWords ??= wordLines(admission)),
    );
    if (line === undefined) continue;
    const w = `${row.name} is named on admission line ${line}, which was not read as its order: check whether it is really new`;
    addWarning(row, w);
    out.push(w);
  }
  for (const { entry, adm, dis } of ceased) {
    if (!adm || dis) continue;
    // 'In an attack: give icatibant ...' beside 'Icatibant 30 mg subcut PRN': the medicine goes on at
    // discharge in another row, so this admission line may be the same medicine written again, not a stop.
    const goesOn = rows.find((r) => r.dis.key === adm.key && r.adm !== adm);
    if (goesOn) {
      const w = `${entry.name} (admission line ${adm.line}) has no discharge order of its own, but ${goesOn.row.name} goes on at discharge (discharge line ${goesOn.dis.line}): check whether it was really stopped`;
      addWarning(entry, w);
      out.push(w);
      continue;
    }
    const line = lineNaming(
      discharge,
      namesOf(adm),
      sameMedicineLines(discharge.orders, adm),
      (disWords ??= wordLines(discharge)),
    );
    if (line === undefined) continue;
    if (entry.reason === NOT_ON_DISCHARGE)
      entry.reason =
        toldStop(
          discharge,
          namesOf(adm),
          sameMedicineLines(discharge.orders, adm),
          adm.medicine ?? undefined,
        ) ?? entry.reason;
    const w = `${entry.name} is named on discharge line ${line}, which was not read as its order: check whether it was really stopped`;
    addWarning(entry, w);
    out.push(w);
  }
  return out;
}
