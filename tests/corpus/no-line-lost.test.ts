/**
 * Property: no order line is ever lost. Whatever corpus orders are pasted, in whatever layout, each
 * ends as a row, a ceased entry or a warning naming its line. fast-check picks the orders (by seed
 * and position in the corpus) and the batch layout, and shrinks a failure to a small list.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../src/engine/index';
import { makeBatches } from './batch';
import { ENFORCE } from './enforce';
import { judgeBatch, type Response } from './judge';
import { composeOrder } from './compose';
import { createRng } from './rng';

const orderList = fc
  .array(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { minLength: 1, maxLength: 20 })
  .map((seeds) => seeds.map((seed) => composeOrder(createRng(seed))));

function lostLines(orders: ReturnType<typeof composeOrder>[], layoutSeed: number): string[] {
  const lost: string[] = [];
  for (const batch of makeBatches(orders, createRng(layoutSeed))) {
    const res = reconcile(batch) as Response;
    for (const r of judgeBatch(batch, res).results) if (!r.accounted) lost.push(r.order.line);
  }
  return lost;
}

describe('no order line is lost', () => {
  it('every order line ends as a row, a ceased entry or a warning naming it', () => {
    const property = fc.property(orderList, fc.integer(), (orders, layoutSeed) => {
      expect(lostLines(orders, layoutSeed)).toEqual([]);
    });
    const result = fc.check(property, { numRuns: 300, seed: 11 });
    if (result.failed && result.counterexample) {
      const [orders, layoutSeed] = result.counterexample;
      console.log(`order lines lost (shrunk): ${JSON.stringify(lostLines(orders, layoutSeed))}`);
    }
    if (ENFORCE) fc.assert(property, { numRuns: 300, seed: 11 });
  }, 120_000);
});
