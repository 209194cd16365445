/**
 * The generated sig corpus, 10,000-order sample (the first 10,000 of the full corpus): every order
 * is read exactly or flagged, and no order line is lost. Reports the measured rates; enforces the
 * bars when ENFORCE is on (./enforce.ts). The full corpus runs in `npm run test:corpus`.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../src/engine/index';
import { reportAndCheck } from './bars';
import { generateCorpus, SAMPLE_SIZE } from './corpus';
import { runCorpus } from './run';

describe('generated sig corpus (10,000-order sample)', () => {
  it('reads every order exactly or flags it, and loses no order line', () => {
    const summary = runCorpus(generateCorpus(SAMPLE_SIZE), reconcile);
    expect(summary.orders).toBe(SAMPLE_SIZE);
    reportAndCheck(summary);
    // ~15 s alone; more when the suite shares two cores, so above the suite's 30 s default.
  }, 180_000);
});
