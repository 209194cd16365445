/**
 * Judges one reconciled list against the known readings, by the scorer's rules
 * (../shared/tools/score-reconciliation.mjs): rows pair by ingredient (PRN status first), a row is
 * flagged when it carries warnings or a response warning names its ingredient. As the contract asks,
 * a response warning naming the order's line (`Discharge line 4`, `line 4 ... (discharge list)`) also
 * flags it. Each order ends `exact`, `flagged` (wrong but warned) or `silent`.
 */
import type { Batch, Entry } from './batch';
import { SLOTS, type OrderResult, type Reading } from './types';

interface Source {
  list: string;
  line: number;
}
export interface Row {
  name: string;
  form?: string;
  schedule?: Record<string, string>;
  isPRN?: boolean;
  warnings?: string[];
  sources?: Source[];
}
export interface Response {
  medications: Row[];
  ceasedMedications?: Row[];
  warnings?: unknown[];
}

const PRN_WORDS = ['prn', 'as needed', 'when required', 'as required', 'if needed', 'pro re nata'];
const squash = (s: unknown) =>
  String(s ?? '')
    .toLowerCase()
    .replace(/\s+/g, '');
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The scorer's ingredient test: every word of one alternative of every part is in the name. */
export function hasIngredient(name: string, ingredient: string): boolean {
  const w = words(name);
  return ingredient.split('+').every((part) =>
    part.split('|').some((alt) =>
      alt
        .trim()
        .split(/\s+/)
        .every((x) => w.includes(x)),
    ),
  );
}

export function isPrnRow(row: Row): boolean {
  if (row.isPRN === true) return true;
  const text = [row.form, ...Object.values(row.schedule ?? {})].join(' ').toLowerCase();
  return PRN_WORDS.some((w) => text.includes(w));
}

const fromLine = (row: Row, line: number) =>
  (row.sources ?? []).some((s) => s.list === 'discharge' && s.line === line);

export function namesLine(warning: string, line: number): boolean {
  const w = warning.toLowerCase();
  return w.includes('discharge') && new RegExp(`\\bline ${line}(?!\\d)`).test(w);
}

/** `N` read as an amount: followed by a dose unit (not a rate like `5 mg/kg`), or standing alone. */
function asAmount(n: string): RegExp {
  const units = 'tab|cap|puff|unit|iu|ml|mg|g\\b|microgram|mcg|drop|sachet|spray|dose';
  return new RegExp(
    `(?<![\\d.,/])${n.replace('.', '\\.')}\\s*(?:x\\s*)?(?:${units})(?!\\s*/)`,
    'i',
  );
}

function readingProblems(row: Row, r: Reading): string[] {
  const out: string[] = [];
  const schedule = row.schedule ?? {};
  if (isPrnRow(row) !== r.isPRN) out.push(`PRN ${isPrnRow(row)}, expected ${r.isPRN}`);
  if (!r.isPRN) {
    const filled = SLOTS.filter((s) => String(schedule[s] ?? '').trim() !== '');
    const want = SLOTS.filter((s) => r.slots[s]);
    if (filled.join() !== want.join()) out.push(`times [${filled}], expected [${want}]`);
    for (const s of want) {
      const text = squash(schedule[s]);
      if (!r.slots[s]!.some((a) => text.includes(squash(a))))
        out.push(`${s} says "${schedule[s] ?? ''}", expected ${r.slots[s]![0]}`);
    }
  }
  const text = squash([row.name, row.form, ...Object.values(schedule)].join(' '));
  for (const alts of r.mustMention)
    if (!alts.some((a) => text.includes(squash(a)))) out.push(`does not say ${alts[0]}`);
  // PRN directions may state the maximum; only their first amount is the dose.
  const lead = String(schedule['0800'] ?? '').match(/\d[\d.,]*\s*(?:(?:-|to|or)\s*\d+)?\s*[a-z]+/i);
  const amountTexts = r.isPRN
    ? [row.form ?? '', lead?.[0] ?? '']
    : [row.form ?? '', ...SLOTS.map((s) => String(schedule[s] ?? ''))];
  for (const n of r.notAmounts)
    if (amountTexts.some((t) => asAmount(n).test(t))) out.push(`reads ${n} as an amount`);
  if (
    r.release &&
    !/\b(mr|cr|sr|xr|er|cd|modified|controlled|slow|extended|sustained|osteo)\b/i.test(
      `${row.name} ${row.form}`,
    )
  )
    out.push('release form lost');
  return out;
}

/** Every order of the batch judged; `silentExtras` counts unwarned rows from no order line. */
export function judgeBatch(
  batch: Batch,
  res: Response,
): { results: OrderResult[]; silentExtras: string[] } {
  const meds = res.medications ?? [];
  const ceased = res.ceasedMedications ?? [];
  const said = (res.warnings ?? []).map((w) => (typeof w === 'string' ? w : JSON.stringify(w)));
  const used = new Set<Row>();
  const pairOf = (e: Entry): Row | undefined => {
    let best: Row | undefined;
    let bestScore = -1;
    for (const row of meds) {
      if (used.has(row) || !hasIngredient(row.name, e.order.reading.ingredient)) continue;
      const score =
        (isPrnRow(row) === e.order.reading.isPRN ? 2 : 0) + (fromLine(row, e.line) ? 4 : 0);
      if (score > bestScore) [best, bestScore] = [row, score];
    }
    if (best) used.add(best);
    return best;
  };
  const pairs = batch.entries.map((e) => ({ e, row: pairOf(e) }));
  const warnedAbout = (e: Entry) =>
    said.some(
      (w) =>
        namesLine(w, e.line) ||
        w.toLowerCase().includes(e.order.reading.ingredient.split(/[|+]/)[0]!),
    );
  const extras = [...meds.filter((r) => !used.has(r)), ...ceased];
  const rowFlagged = (r: Row) =>
    (r.warnings?.length ?? 0) > 0 ||
    said.some((w) => w.toLowerCase().includes(words(r.name)[0] ?? '\u0000'));
  const silentExtras: string[] = [];
  for (const r of extras)
    if (!rowFlagged(r) && !batch.entries.some((e) => fromLine(r, e.line)))
      silentExtras.push(r.name);

  const results = pairs.map(({ e, row }): OrderResult => {
    const r = e.order.reading;
    const problems = row ? readingProblems(row, r) : ['no row'];
    const mine = extras.filter((x) => fromLine(x, e.line));
    for (const x of mine)
      problems.push(`${ceased.includes(x) ? 'ceased entry' : 'extra row'} "${x.name}"`);
    const warned = (row?.warnings?.length ?? 0) > 0 || warnedAbout(e);
    const known = !!r.knownAs && !!row && hasIngredient(row.name, r.knownAs);
    if (r.mustWarn && !warned && !known) problems.push('no warning (the contract asks for one)');
    const accounted = !!row || mine.length > 0 || said.some((w) => namesLine(w, e.line));
    const outcome =
      problems.length === 0 ? 'exact' : warned && mine.every(rowFlagged) ? 'flagged' : 'silent';
    return {
      order: { ...e.order, features: [...e.order.features, `layout:${batch.layout}`] },
      outcome,
      accounted,
      problems,
    };
  });
  return { results, silentExtras };
}
