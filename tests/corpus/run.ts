/**
 * Runs corpus orders through an engine in discharge lists of about 20 and tallies the outcome:
 * read exactly, flagged, silent, and order lines lost; failures grouped by generator feature.
 */
import { makeBatches } from './batch';
import { judgeBatch, type Response } from './judge';
import { createRng } from './rng';
import type { Order, OrderResult } from './types';

export type Reconcile = (req: { admissionOrders: string; dischargeOrders: string }) => unknown;

export interface FeatureTally {
  feature: string;
  orders: number;
  notExact: number;
  silent: number;
  example?: { line: string; problems: string[] };
}

export interface CorpusSummary {
  orders: number;
  exact: number;
  flagged: number;
  silent: number;
  lost: number;
  silentExtraRows: number;
  features: FeatureTally[];
  lostExamples: string[];
  /** What went wrong, by kind (`times`, `PRN`, `no row` ...), counted once per order. */
  problemKinds: Record<string, number>;
  ms: number;
}

/** `0800 says "2 tablets", expected 1tab` is a `slot amount` problem, and so on. */
function problemKind(problem: string): string {
  const kinds: Array<[RegExp, string]> = [
    [/^no row/, 'no row'],
    [/^PRN/, 'PRN status'],
    [/^times/, 'times'],
    [/^\d{4} says/, 'slot amount'],
    [/^does not say/, 'dose or strength not said'],
    [/as an amount/, 'quantity, maximum or duration read as the dose'],
    [/^release/, 'release form lost'],
    [/^no warning/, 'missing warning the contract asks for'],
    [/^(extra row|ceased entry)/, 'extra row or ceased entry from the line'],
  ];
  return kinds.find(([re]) => re.test(problem))?.[1] ?? 'other';
}

export function runCorpus(orders: Order[], reconcile: Reconcile, seed = 1): CorpusSummary {
  const started = performance.now();
  const results: OrderResult[] = [];
  let silentExtraRows = 0;
  for (const batch of makeBatches(orders, createRng(seed))) {
    const res = reconcile({
      admissionOrders: batch.admissionOrders,
      dischargeOrders: batch.dischargeOrders,
    });
    const judged = judgeBatch(batch, res as Response);
    results.push(...judged.results);
    silentExtraRows += judged.silentExtras.length;
  }
  const byFeature = new Map<string, FeatureTally>();
  for (const r of results) {
    for (const feature of r.order.features) {
      const t = byFeature.get(feature) ?? { feature, orders: 0, notExact: 0, silent: 0 };
      t.orders += 1;
      if (r.outcome !== 'exact') t.notExact += 1;
      if (r.outcome === 'silent') t.silent += 1;
      // The example is a silent failure when there is one: those are the ones that matter most.
      if (r.outcome !== 'exact' && (!t.example || (r.outcome === 'silent' && t.silent === 1)))
        t.example = { line: r.order.line, problems: r.problems };
      byFeature.set(feature, t);
    }
  }
  const problemKinds: Record<string, number> = {};
  for (const r of results)
    for (const kind of new Set(r.problems.map(problemKind)))
      problemKinds[kind] = (problemKinds[kind] ?? 0) + 1;
  const count = (o: OrderResult['outcome']) => results.filter((r) => r.outcome === o).length;
  const lost = results.filter((r) => !r.accounted);
  return {
    orders: results.length,
    exact: count('exact'),
    flagged: count('flagged'),
    silent: count('silent'),
    lost: lost.length,
    silentExtraRows,
    features: [...byFeature.values()],
    lostExamples: lost.slice(0, 5).map((r) => r.order.line),
    problemKinds,
    ms: performance.now() - started,
  };
}

const pct = (a: number, b: number) => `${((100 * a) / Math.max(b, 1)).toFixed(2)}%`;

/** Failure classes: features whose orders fail well above the corpus' overall rate, worst first. */
export function failureClasses(s: CorpusSummary, top = 15): FeatureTally[] {
  const base = (s.orders - s.exact) / Math.max(s.orders, 1);
  return s.features
    .filter(
      (f) => f.notExact > 0 && f.orders >= 20 && f.notExact / f.orders > Math.max(base * 1.5, 0.02),
    )
    .sort((a, b) => b.silent - a.silent || b.notExact / b.orders - a.notExact / a.orders)
    .slice(0, top);
}

export function formatSummary(s: CorpusSummary, top = 15): string {
  const lines = [
    `sig corpus: ${s.orders} orders in ${(s.ms / 1000).toFixed(1)} s`,
    `read exactly ${s.exact} (${pct(s.exact, s.orders)}), flagged ${s.flagged}, silent errors ${s.silent}, lines lost ${s.lost}, unwarned extra rows ${s.silentExtraRows}`,
    `problems by kind (orders): ${Object.entries(s.problemKinds)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
    'top failure classes (feature: not exact / orders, silent):',
  ];
  for (const f of failureClasses(s, top)) {
    lines.push(
      `  ${f.feature}: ${f.notExact}/${f.orders} (${pct(f.notExact, f.orders)}), silent ${f.silent}`,
    );
    if (f.example)
      lines.push(`      e.g. ${JSON.stringify(f.example.line)}: ${f.example.problems.join('; ')}`);
  }
  for (const l of s.lostExamples) lines.push(`  lost: ${JSON.stringify(l)}`);
  return lines.join('\n');
}
