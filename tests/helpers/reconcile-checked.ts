/**
 * The engine's reconcile() for unit tests, with the invariants every answer must keep checked on the way
 * (nothing invented, every input line accounted for): each test of a rule also tests that.
 */
import { expect } from 'vitest';
import { reconcile } from '../../src/engine/index';
import { checkInvariants } from '../../src/engine/reconcile/invariants';
import type { ReconcileResponse } from '../../src/shared/reconcile';

export function reconcileChecked(
  admissionOrders: string,
  dischargeOrders: string,
): ReconcileResponse {
  const request = { admissionOrders, dischargeOrders };
  const r = reconcile(request);
  expect(checkInvariants(request, r)).toEqual([]);
  return r;
}
