import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONCILE_MESSAGES } from '../../../shared/reconcile';
import { ApiError } from '../../http/errors';
import { createEnginePool, type EnginePool } from './engine-pool';

const DEADLINE_MS = 1500;

/** A promise's outcome without letting a rejection escape. */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'done',
    (err: unknown) => (err instanceof ApiError ? `${err.status} ${err.message}` : String(err)),
  );

describe('engine pool deadlines', () => {
  let pool: EnginePool;
  beforeAll(async () => {
    pool = createEnginePool({ deadlineMs: DEADLINE_MS, threads: 1 });
    // From source a worker compiles the engine first; that start has no deadline.
    await pool.warm();
  }, 60_000);
  afterAll(async () => {
    await pool.close();
  });

  it('answers a call that waited in the queue past the deadline with a 503 and keeps its worker', async () => {
    const before = await pool.threadId();
    const first = pool.spin(1000);
    // Queued behind the first: starts at about 1 s, so the answer's deadline (1.5 s) comes while
    // it runs, but its own run (0.8 s) never reaches the deadline: no reason to replace the worker.
    const second = outcome(pool.spin(800));
    expect(await outcome(first)).toBe('done');
    expect(await second).toBe(`503 ${RECONCILE_MESSAGES.timedOut}`);
    await new Promise((r) => setTimeout(r, 1000)); // the second call's work ends meanwhile
    expect(await pool.threadId()).toBe(before);
  }, 30_000);

  it('replaces a worker whose call itself runs past the deadline', async () => {
    const before = await pool.threadId();
    const started = performance.now();
    expect(await outcome(pool.spin(60_000))).toBe(`503 ${RECONCILE_MESSAGES.timedOut}`);
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS * 3);
    await pool.warm(); // the replacement compiles the engine from source first
    expect(await pool.threadId()).not.toBe(before);
  }, 60_000);
});
