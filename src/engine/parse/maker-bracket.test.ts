/**
 * A bracket naming the same medicine under a generic maker's name is the product, not an indication.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe("a maker's product name in brackets", () => {
  it.each([
    'ATORVASTATIN 40 mg tablet  1 tablet at night  [Sandoz Atorvastatin]',
    'Metoprolol 50 mg 1 BD (APO-Metoprolol)',
    'Pantoprazole 40 mg daily (Chemmart pantoprazole)',
  ])('%s', (line) => {
    const row = reconcile({ admissionOrders: 'Nil', dischargeOrders: line }).medications[0]!;
    expect(row.indication).not.toMatch(/sandoz|apo|chemmart|lungs/i);
  });
});
