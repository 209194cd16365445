/**
 * Checks one engine response against a worked reconciliation case by the scorer's criteria
 * (../shared/tools/score-reconciliation.mjs): rows found and none extra, change type, PRN, times,
 * dose and strength mentioned, indication, ceased list and reasons, nothing invented; plus the
 * engine's own invariants. Shared by the tests of the shared cases and of our independent cases.
 */
import { checkInvariants } from '../../src/engine/reconcile/invariants';
import { isPrnRow, type MedicationRow, type ReconcileResponse } from '../../src/shared/reconcile';
import type { ExpectedRow, SharedCase } from './shared-data';

const SLOTS = ['0800', '1200', '1800', '2200'] as const;
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

function hasIngredient(name: string, ingredient: string): boolean {
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

/** The scorer's pairing: best unused row of the ingredient, preferring the same PRN status, then change type. */
function pairRows<T extends { name: string }>(
  expected: Array<{ ingredient: string }>,
  rows: T[],
  score: (e: number, r: T) => number,
): Array<T | null> {
  const used = new Set<number>();
  return expected.map((exp, e) => {
    let best = -1;
    let bestScore = -1;
    rows.forEach((r, i) => {
      if (used.has(i) || !hasIngredient(r.name, exp.ingredient)) return;
      const s = score(e, r);
      if (s > bestScore) [best, bestScore] = [i, s];
    });
    if (best < 0) return null;
    used.add(best);
    return rows[best]!;
  });
}

/**
 * The scorer's flag test: a row with warnings is flagged, and so is an ingredient (or, for an extra row,
 * the first word of its name) that a response-level warning names. A flagged error is one a clinician is
 * told to check; an unflagged one is silent.
 */
function flagged(
  res: ReconcileResponse,
  row: { warnings?: string[]; name: string } | null,
  ingredient?: string,
): boolean {
  if (row?.warnings?.length) return true;
  const said = (res.warnings ?? []).map((w) =>
    (typeof w === 'string' ? w : JSON.stringify(w)).toLowerCase(),
  );
  const names = ingredient
    ? ingredient.split(/[+|]/).map((n) => n.trim().toLowerCase())
    : words(row?.name ?? '').slice(0, 1);
  return names.some((n) => n && said.some((w) => w.includes(n)));
}

/** One way the response falls short of the case, and whether a warning names it. */
export interface CaseFinding {
  problem: string;
  flagged: boolean;
  /** A stated use or stop reason only: the scorer does not count it among silent errors. */
  detail?: boolean;
}

/** Every way the response falls short of the case; empty when the case is fully right. */
export function caseProblems(c: SharedCase, res: ReconcileResponse): string[] {
  return caseFindings(c, res).map((f) => f.problem);
}

/** caseProblems, each with the scorer's flag (invariant breaks are never flagged). */
export function caseFindings(c: SharedCase, res: ReconcileResponse): CaseFinding[] {
  const out: CaseFinding[] = [];
  const push = (problem: string, isFlagged: boolean) => out.push({ problem, flagged: isFlagged });
  const exp = c.expected.medications;
  const score = (e: number, r: MedicationRow) =>
    (isPrnRow(r) === exp[e]!.isPRN ? 2 : 0) + (r.changeType === exp[e]!.changeType ? 1 : 0);
  const matched = pairRows(exp, res.medications, score);
  exp.forEach((e: ExpectedRow, i) => {
    const r = matched[i];
    if (!r) return void push(`missing ${e.ingredient}`, flagged(res, null, e.ingredient));
    const rowFlag = flagged(res, r, e.ingredient);
    if (r.changeType !== e.changeType) push(`${e.ingredient}: changeType ${r.changeType}`, rowFlag);
    if (isPrnRow(r) !== e.isPRN) push(`${e.ingredient}: PRN ${isPrnRow(r)}`, rowFlag);
    const filled = SLOTS.filter((s) => r.schedule[s].trim()).join();
    if (!e.isPRN && e.slots && filled !== [...e.slots].sort().join())
      push(`${e.ingredient}: slots ${filled}`, rowFlag);
    const text = squash([r.name, r.form, ...Object.values(r.schedule)].join(' '));
    for (const alts of e.mustMention ?? [])
      if (!alts.some((a) => text.includes(squash(a))))
        push(`${e.ingredient}: does not say ${alts.join(' / ')}`, rowFlag);
    if (
      e.indicationAny &&
      !e.indicationAny.some((w) => r.indication.toLowerCase().includes(w.toLowerCase()))
    )
      out.push({
        problem: `${e.ingredient}: indication "${r.indication}"`,
        flagged: rowFlag,
        detail: true,
      });
  });
  for (const r of res.medications)
    if (!matched.includes(r)) push(`extra row ${r.name}`, flagged(res, r));
  const expCeased = c.expected.ceasedMedications ?? [];
  const ceased = pairRows(expCeased, res.ceasedMedications, () => 0);
  expCeased.forEach((e, i) => {
    const r = ceased[i];
    if (!r) return void push(`missing ceased ${e.ingredient}`, flagged(res, null, e.ingredient));
    if (e.reasonAny && !e.reasonAny.some((w) => r.reason.toLowerCase().includes(w.toLowerCase())))
      out.push({
        problem: `ceased ${e.ingredient}: reason "${r.reason}"`,
        flagged: flagged(res, r, e.ingredient),
        detail: true,
      });
  });
  for (const r of res.ceasedMedications)
    if (!ceased.includes(r)) push(`extra ceased ${r.name}`, flagged(res, r));
  const all = squash(JSON.stringify(res));
  for (const t of c.expected.mustNotMention ?? [])
    if (all.includes(squash(t))) push(`mentions ${t}`, false);
  for (const p of checkInvariants(
    { admissionOrders: c.admissionOrders, dischargeOrders: c.dischargeOrders },
    res,
  ))
    push(p, false);
  return out;
}
