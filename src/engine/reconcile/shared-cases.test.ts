/**
 * Every worked case in ../shared/reconciliation/cases through the engine, checked against the
 * scorer's criteria (tests/helpers/case-check.ts, mirroring ../shared/tools/score-reconciliation.mjs).
 */
import { describe, expect, it } from 'vitest';
import { caseProblems } from '../../../tests/helpers/case-check';
import { hasSharedCases, sharedCases } from '../../../tests/helpers/shared-data';
import { reconcile } from '../index';

describe.skipIf(!hasSharedCases)('shared worked cases (../shared/reconciliation/cases)', () => {
  const cases = sharedCases();
  it('has cases to check', () => {
    expect(cases.length).toBeGreaterThan(0);
  });
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    expect(
      caseProblems(
        c,
        reconcile({ admissionOrders: c.admissionOrders, dischargeOrders: c.dischargeOrders }),
      ),
    ).toEqual([]);
  });
});
