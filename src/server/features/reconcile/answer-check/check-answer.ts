import {
  isPrnRow,
  type CeasedMedication,
  type MedicationRow,
  type ReconcileRequest,
  type ReconcileResponse,
} from '../../../../shared/reconcile';
import { coverInput } from './coverage';
import {
  indexInput,
  lineKey,
  type IndexedLine,
  type InputIndex,
  type ParsedLists,
} from './input-index';
import type { ListName } from '../../../../engine/index';
import { ceasedItem, medicationItem, type Item } from './items';
import { inventedBrand, lineNames } from './medicine-match';
import { numberPool, untracedNumbers, type NumberPool } from './numbers';

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
  /** Counts only (safe to log): rows removed, items added back from the built-in result. */
  removed: number;
  added: number;
}

const label = (r: { name: string; form: string }) =>
  `"${[r.name, r.form].filter(Boolean).join(' ')}"`;
const unique = <T>(xs: T[]) => [...new Set(xs)];
const are = (xs: string[]) => `${xs.join(', ')} ${xs.length > 1 ? 'are' : 'is'}`;
const poolOf = (lines: IndexedLine[]): NumberPool =>
  numberPool(lines.flatMap((l) => l.group.map((g) => g.text)));

function rowTexts(item: Item): string[] {
  const r = item.row;
  return item.kind === 'medication'
    ? [r.name, r.form, ...Object.values(item.row.schedule)]
    : [r.name, r.form];
}

/**
 * Of several free lines naming the medicine, the one whose numbers account for the row's strengths
 * and doses (then the one sharing most numbers with it).
 */
function bestLine(item: Item, candidates: IndexedLine[]): IndexedLine | undefined {
  const texts = rowTexts(item);
  const mine = numberPool(texts).all;
  let best: IndexedLine | undefined;
  let bestScore = -Infinity;
  for (const c of candidates) {
    const untraced = texts.flatMap((t) => untracedNumbers(t, c.numbers)).length;
    const score = -100 * untraced + [...c.numbers.all].filter((n) => mine.has(n)).length;
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}

/** Keeps the cited lines that name the medicine, then fills each list the model cited nothing from. */
function traceSources(items: Item[], index: InputIndex) {
  for (const item of items) {
    const cited = (item.row.sources ?? []).map((s) => index.resolve(s.list, s.line));
    item.lines = unique(cited.filter((l): l is IndexedLine => !!l && lineNames(item.ref, l)));
  }
  // A line is free while fewer items cite it than it has orders ('2 puffs BD and 1-2 puffs PRN': two).
  const claims = new Map<string, number>();
  const claim = (l: IndexedLine) =>
    claims.set(lineKey(l.list, l.line), (claims.get(lineKey(l.list, l.line)) ?? 0) + 1);
  const free = (l: IndexedLine) =>
    (claims.get(lineKey(l.list, l.line)) ?? 0) < Math.max(1, l.orders.length);
  items.forEach((i) => i.lines.forEach(claim));
  // Discharge lines first; then admission lines for ceased items, which need theirs to stand at all;
  // then for continued rows (a 'new' row has no admission line by definition).
  const phases: Array<[ListName, Item[]]> = [
    ['discharge', items],
    ['admission', items.filter((i) => i.kind === 'ceased')],
    ['admission', items.filter((i) => i.kind === 'medication' && i.row.changeType !== 'new')],
  ];
  for (const [list, phaseItems] of phases) {
    for (const item of phaseItems) {
      if (item.lines.some((l) => l.list === list)) continue;
      const candidates = [...index.lines.values()].filter(
        (l) =>
          l.list === list &&
          free(l) &&
          // A discharge line belongs to a ceased item only when it says ceased, and vice versa.
          (list === 'admission' || l.ceased === (item.kind === 'ceased')) &&
          lineNames(item.ref, l),
      );
      const pick = bestLine(item, candidates);
      if (!pick) continue;
      item.lines.push(pick);
      claim(pick);
    }
  }
  for (const item of items)
    item.lines.sort((a, b) =>
      a.list === b.list ? a.line - b.line : a.list === 'admission' ? -1 : 1,
    );
}

/** Why an item cannot be shown, or null when it traces to the input. */
function problem(item: Item): string | null {
  if (item.lines.length === 0)
    return `Removed ${label(item.row)} from the AI answer: it is not on either list.`;
  if (item.kind === 'medication' && !item.lines.some((l) => l.list === 'discharge')) {
    return `Removed ${label(item.row)} from the current medications: it is not on the discharge list.`;
  }
  const pool = poolOf(item.lines);
  const bad = unique(rowTexts(item).flatMap((t) => untracedNumbers(t, pool)));
  return bad.length > 0
    ? `Removed ${label(item.row)} from the AI answer: ${are(bad)} not in the lists.`
    : null;
}

/** The kept item with its traced sources, an invented brand taken out and row warnings added. */
function finish(item: Item): MedicationRow | CeasedMedication {
  const brand = inventedBrand(
    item.row.name,
    item.lines.map((l) => l.text),
  );
  const name = brand
    ? item.row.name.replace(`(${brand})`, '').replace(/\s+/g, ' ').trim()
    : item.row.name;
  const row = { ...item.row, name, sources: item.lines.flatMap((l) => l.group) };
  if (item.kind === 'ceased') return row;
  const warnings = [...(item.row.warnings ?? [])];
  if (brand) warnings.push(`Brand "${brand}" removed from the name: the order did not use it.`);
  const inComment = untracedNumbers(item.row.comment, poolOf(item.lines));
  if (inComment.length > 0)
    warnings.push(
      `The comment mentions ${inComment.join(', ')}, which ${inComment.length > 1 ? 'are' : 'is'} not in the lists: check it.`,
    );
  // The spec puts any row whose text says 'as needed' & co. in the when-required section.
  if (!item.row.isPRN && isPrnRow({ ...item.row, isPRN: false })) {
    warnings.push(
      'Marked as regular but its text says when required: check which section it belongs in.',
    );
  }
  return warnings.length > 0 ? { ...row, warnings } : row;
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
  const items = [
    ...answer.medications.map(medicationItem),
    ...answer.ceasedMedications.map(ceasedItem),
  ];
  traceSources(items, index);

  const kept: Item[] = [];
  for (const item of items) {
    const why = problem(item);
    if (why) warnings.push(why);
    else kept.push(item);
  }
  const medications = kept
    .filter((i) => i.kind === 'medication')
    .map((i) => finish(i) as MedicationRow);
  const ceasedMedications = kept
    .filter((i) => i.kind === 'ceased')
    .map((i) => finish(i) as CeasedMedication);

  const added = coverInput({ index, kept, builtin, medications, ceasedMedications, warnings });
  return {
    response: { medications, ceasedMedications, warnings: unique(warnings) },
    removed: items.length - kept.length,
    added,
  };
}
