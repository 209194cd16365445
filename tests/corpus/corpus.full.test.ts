/** The full generated sig corpus (`npm run test:corpus`): the same checks as the sample, on all of it. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../src/engine/index';
import { reportAndCheck } from './bars';
import { FULL_SIZE, generateCorpus } from './corpus';
import { runCorpus } from './run';

describe('generated sig corpus (full)', () => {
  it('reads every order exactly or flags it, and loses no order line', () => {
    const summary = runCorpus(generateCorpus(FULL_SIZE), reconcile);
    expect(summary.orders).toBe(FULL_SIZE);
    reportAndCheck(summary);
  }, 600_000);
});
