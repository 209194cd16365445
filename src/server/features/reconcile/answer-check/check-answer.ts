import {
  isPrnRow,
  type CeasedMedication,
  type MedicationRow,
  type ReconcileRequest,
  type ReconcileResponse,
  type SourceLine,
} from '../../../../shared/reconcile';
import { indexInput, lineKey, saysCeased, type IndexedLine, type ParsedLists } from './input-index';
import { identify, inventedBrand, lineNames, type MedicineRef } from './medicine-match';
import { numberPool, untracedNumbers } from './numbers';

export interface CheckInput {
  request: ReconcileRequest;
  /** The model's answer in the public shape, with sources resolved to the input text. */
  answer: ReconcileResponse;
  /** The built-in parser's reading of both lists. */
  parsed: ParsedLists;
  /** The built-in engine's result for the same request. */
  builtin: ReconcileResponse;
}

export interface CheckOutcome {
  response: ReconcileResponse;
  /** Counts only (safe to log): rows removed, lines added back from the built-in result. */
  removed: number;
  added: number;
}

type Item =
  | { kind: 'medication'; row: MedicationRow; ref: MedicineRef; lines: IndexedLine[] }
  | { kind: 'ceased'; row: CeasedMedication; ref: MedicineRef; lines: IndexedLine[] };

const label = (r: { name: string; form: string }) => `"${[r.name, r.form].filter(Boolean).join(' ')}"`;
const unique = <T>(xs: T[]) => [...new Set(xs)];
const toSource = (l: IndexedLine): SourceLine => ({ list: l.list, line: l.line, text: l.text });

function rowTexts(item: Item): string[] {
  const r = item.row;
  return item.kind === 'medication' ? [r.name, r.form, ...Object.values(item.row.schedule)] : [r.name, r.form];
}

/** Of several unclaimed lines naming the medicine, the one sharing most numbers with the row. */
function bestLine(item: Item, candidates: IndexedLine[]): IndexedLine | undefined {
  const mine = numberPool(rowTexts(item)).all;
  let best: IndexedLine | undefined;
  let bestScore = -1;
  for (const c of candidates) {
    const score = [...c.numbers.all].filter((n) => mine.has(n)).length;
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}

/** Keeps the cited lines that name the medicine, then fills each list the model cited nothing from. */
function traceSources(items: Item[], index: Map<string, IndexedLine>) {
  for (const item of items) {
    item.lines = (item.row.sources ?? [])
      .map((s) => index.get(lineKey(s.list, s.line)))
      .filter((l): l is IndexedLine => !!l && lineNames(item.ref, l));
  }
  const claimed = new Set(items.flatMap((i) => i.lines.map((l) => lineKey(l.list, l.line))));
  for (const item of items) {
    for (const list of ['discharge', 'admission'] as const) {
      if (item.lines.some((l) => l.list === list)) continue;
      const candidates = [...index.values()].filter(
        (l) =>
          l.list === list &&
          !claimed.has(lineKey(l.list, l.line)) &&
          // A discharge line belongs to a ceased item only when it says ceased, and vice versa.
          (list === 'admission' || saysCeased(l) === (item.kind === 'ceased')) &&
          lineNames(item.ref, l),
      );
      const pick = bestLine(item, candidates);
      if (!pick) continue;
      item.lines.push(pick);
      claimed.add(lineKey(pick.list, pick.line));
    }
    item.lines.sort((a, b) => (a.list === b.list ? a.line - b.line : a.list === 'admission' ? -1 : 1));
  }
}

/** Why an item cannot be shown, or null when it traces to the input. */
function problem(item: Item): string | null {
  if (item.lines.length === 0) return `Removed ${label(item.row)} from the AI answer: it is not on either list.`;
  if (item.kind === 'medication' && !item.lines.some((l) => l.list === 'discharge')) {
    return `Removed ${label(item.row)} from the current medications: it is not on the discharge list.`;
  }
  const pool = numberPool(item.lines.map((l) => l.text));
  const bad = unique(rowTexts(item).flatMap((t) => untracedNumbers(t, pool)));
  if (bad.length > 0) {
    return `Removed ${label(item.row)} from the AI answer: ${bad.join(', ')} ${bad.length > 1 ? 'are' : 'is'} not in the lists.`;
  }
  return null;
}

/** The kept item with its traced sources, an invented brand taken out and row warnings added. */
function finish(item: Item): MedicationRow | CeasedMedication {
  const brand = inventedBrand(item.row.name, item.lines.map((l) => l.text));
  const name = brand ? item.row.name.replace(`(${brand})`, '').replace(/\s+/g, ' ').trim() : item.row.name;
  const row = { ...item.row, name, sources: item.lines.map(toSource) };
  if (item.kind === 'ceased') return row;
  const warnings = [...(item.row.warnings ?? [])];
  if (brand) warnings.push(`Brand "${brand}" removed from the name: the order did not use it.`);
  // The spec puts any row whose text says 'as needed' & co. in the when-required section.
  if (!item.row.isPRN && isPrnRow({ ...item.row, isPRN: false })) {
    warnings.push('Marked as regular but its text says when required: check which section it belongs in.');
  }
  return warnings.length > 0 ? { ...row, warnings } : row;
}

const firstDischargeLine = (r: { sources?: SourceLine[] }) =>
  Math.min(...(r.sources ?? []).filter((s) => s.list === 'discharge').map((s) => s.line), Infinity);

/** Inserts a built-in row among the kept ones in discharge list order. */
function insertInOrder(rows: MedicationRow[], row: MedicationRow) {
  const at = rows.findIndex((r) => firstDischargeLine(r) > firstDischargeLine(row));
  if (at === -1) rows.push(row);
  else rows.splice(at, 0, row);
}

interface Coverage {
  index: Map<string, IndexedLine>;
  kept: Item[];
  builtin: ReconcileResponse;
  medications: MedicationRow[];
  ceasedMedications: CeasedMedication[];
  warnings: string[];
}

/**
 * Every input order must be covered: cited by a kept item or (admission) the same medicine as one.
 * What is not is added back from the built-in result; a line neither could read is reported.
 * Returns how many built-in items were added.
 */
function coverInput({ index, kept, builtin, medications, ceasedMedications, warnings }: Coverage): number {
  const covered = new Set(kept.flatMap((i) => i.lines.map((l) => lineKey(l.list, l.line))));
  let added = 0;
  // Discharge lines first: a built-in row added for one also covers its admission line.
  const lines = [...index.values()].sort((a, b) => (a.list === b.list ? a.line - b.line : a.list === 'discharge' ? -1 : 1));
  for (const l of lines) {
    if (covered.has(lineKey(l.list, l.line)) || (l.kind !== 'order' && l.kind !== 'unreadable')) continue;
    if (l.list === 'admission' && kept.some((i) => lineNames(i.ref, l))) continue;
    const where = `${l.list} line ${l.line}`;
    const cites = (r: { sources?: SourceLine[] }) => r.sources?.some((s) => s.list === l.list && s.line === l.line);
    const med = builtin.medications.find(cites);
    const fill = med ?? builtin.ceasedMedications.find(cites);
    if (!fill) {
      warnings.push(
        l.kind === 'unreadable'
          ? `Could not read ${where}: "${l.text}"`
          : `The AI answer left out ${where} ("${l.text}"). Please check it against the lists.`,
      );
      continue;
    }
    // An admission line whose built-in row is for a discharge line already shown: it is continued.
    const dischargeLines = (med?.sources ?? []).filter((s) => s.list === 'discharge');
    if (dischargeLines.length > 0 && dischargeLines.every((s) => covered.has(lineKey(s.list, s.line)))) continue;
    added += 1;
    for (const s of fill.sources ?? []) covered.add(lineKey(s.list, s.line));
    if (med) insertInOrder(medications, med);
    else ceasedMedications.push(fill as CeasedMedication);
    warnings.push(`The AI answer left out ${where} ("${l.text}"); the built-in engine's reading was added. Please check it.`);
  }
  return added;
}

/**
 * Checks an LLM's answer against what was pasted before anyone sees it:
 * 1. every row and ceased item must name a medicine that an input line names; its `sources` keep
 *    only the cited lines that name it and are filled from the input where the model gave none;
 *    a current medication must come from a discharge line;
 * 2. every strength and dose in a row's name, form and schedule must be in its lines;
 * 3. rows that fail are removed, and every input order the answer no longer covers is added back
 *    from the built-in engine's result. Each removal and addition is reported in `warnings`.
 */
export function checkAnswer({ request, answer, parsed, builtin }: CheckInput): CheckOutcome {
  const index = indexInput(request, parsed);
  const warnings = [...(answer.warnings ?? [])];
  const items: Item[] = [
    ...answer.medications.map((row) => ({ kind: 'medication' as const, row, ref: identify(row.name), lines: [] })),
    ...answer.ceasedMedications.map((row) => ({ kind: 'ceased' as const, row, ref: identify(row.name), lines: [] })),
  ];
  traceSources(items, index);

  const kept: Item[] = [];
  for (const item of items) {
    const why = problem(item);
    if (why) warnings.push(why);
    else kept.push(item);
  }
  const medications = kept.filter((i) => i.kind === 'medication').map((i) => finish(i) as MedicationRow);
  const ceasedMedications = kept.filter((i) => i.kind === 'ceased').map((i) => finish(i) as CeasedMedication);

  const added = coverInput({ index, kept, builtin, medications, ceasedMedications, warnings });
  return {
    response: { medications, ceasedMedications, warnings: unique(warnings) },
    removed: items.length - kept.length,
    added,
  };
}
