/** Prints a corpus summary and, when enforced, checks it against the bars. */
import { expect } from 'vitest';
import { BARS, ENFORCE } from './enforce';
import { formatSummary, type CorpusSummary } from './run';

export function reportAndCheck(summary: CorpusSummary): void {
  console.log(formatSummary(summary));
  if (!ENFORCE) return;
  expect(summary.lost, 'order lines lost').toBe(BARS.lost);
  expect(summary.silent, 'silent errors').toBe(BARS.silent);
  expect(summary.exact / summary.orders, 'share read exactly').toBeGreaterThanOrEqual(
    BARS.exactRate,
  );
}
