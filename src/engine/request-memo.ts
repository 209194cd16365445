/**
 * Memos that live for one reconcile() call only. A memo keyed by text as pasted may hold order text, a
 * surname from a letter's 'Re:' line or anything else a clinician pasted; none of it may stay in memory
 * between requests (medication text is not kept, patient details never leave the request). reconcile()
 * calls forgetRequest() when it returns, whether it succeeds or throws.
 */
const memos: Array<Map<unknown, unknown>> = [];

/** A Map that reconcile() empties when it returns. */
export function requestMemo<K, V>(): Map<K, V> {
  const memo = new Map<K, V>();
  memos.push(memo as Map<unknown, unknown>);
  return memo;
}

/** Empty every request memo (called by reconcile() when it returns). */
export function forgetRequest(): void {
  for (const memo of memos) memo.clear();
}

/** How many entries the request memos hold now (for the test that nothing outlives its request). */
export const rememberedThisRequest = (): number => memos.reduce((n, m) => n + m.size, 0);
