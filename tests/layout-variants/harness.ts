/**
 * The metamorphic check: a case the engine gets fully right, with a layout transform applied to its
 * lists, must still be right, or at least every problem must carry a warning naming it. A problem no
 * warning names is SILENT: the class this harness exists to find.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reconcile } from '../../src/engine/index';
import { caseFindings, type CaseFinding } from '../helpers/case-check';
import { sharedCases, type SharedCase } from '../helpers/shared-data';
import type { LayoutTransform } from './transform-kit';

const regressionDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'regression',
);

/** The shared cases, then every regression set's, in a fixed order. */
export function allCases(): SharedCase[] {
  const sets = readdirSync(regressionDir).sort();
  const regression = sets.flatMap((set) =>
    readdirSync(path.join(regressionDir, set))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(regressionDir, set, f), 'utf8')) as SharedCase),
  );
  return [...sharedCases(), ...regression];
}

const run = (c: SharedCase): CaseFinding[] =>
  caseFindings(
    c,
    reconcile({ admissionOrders: c.admissionOrders, dischargeOrders: c.dischargeOrders }),
  );

/** The cases the engine gets fully right as written: the only fair base for a variant. */
export const rightCases = (cases: SharedCase[]): SharedCase[] =>
  cases.filter((c) => run(c).length === 0);

export type Side = 'both' | 'admission' | 'discharge';

/** The case with the transform applied to one list or both. */
export function variant(c: SharedCase, t: LayoutTransform, side: Side = 'both'): SharedCase {
  return {
    ...c,
    admissionOrders: side === 'discharge' ? c.admissionOrders : t.apply(c.admissionOrders),
    dischargeOrders: side === 'admission' ? c.dischargeOrders : t.apply(c.dischargeOrders),
  };
}

/**
 * Right; wrong with every problem flagged; wrong only in a stated use or stop reason with no warning
 * (`detail`: the scorer counts no silent error for it); or silent: a missing, wrong or extra row, or a
 * broken invariant, that no warning names.
 */
export type Outcome = 'right' | 'flagged' | 'detail' | 'silent';

export interface VariantResult {
  id: string;
  outcome: Outcome;
  findings: CaseFinding[];
}

/** Right, wrong but every problem flagged, or silent (a problem no warning names). */
export function checkVariant(
  c: SharedCase,
  t: LayoutTransform,
  side: Side = 'both',
): VariantResult {
  return checkCaseVariant(c.id, variant(c, t, side));
}

/** checkVariant for a variant already built (a restructuring of the whole case, transforms-structure.ts). */
export function checkCaseVariant(id: string, v: SharedCase): VariantResult {
  const findings = run(v);
  const unflagged = findings.filter((f) => !f.flagged);
  const outcome: Outcome = !findings.length
    ? 'right'
    : !unflagged.length
      ? 'flagged'
      : unflagged.every((f) => f.detail)
        ? 'detail'
        : 'silent';
  return { id, outcome, findings };
}
