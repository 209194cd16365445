/** The generated sig corpus: a seeded, repeatable sequence of orders. */
import { composeOrder } from './compose';
import { createRng } from './rng';
import type { Order } from './types';

export const CORPUS_SEED = 20261125;
export const FULL_SIZE = 30_000;
export const SAMPLE_SIZE = 10_000;

/** The first `size` orders of the corpus for `seed`: the sample is a prefix of the full corpus. */
export function generateCorpus(size: number, seed = CORPUS_SEED): Order[] {
  const rng = createRng(seed);
  return Array.from({ length: size }, () => composeOrder(rng));
}
