import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ParsedList } from '../../../engine/index';
import {
  RECONCILE_MESSAGES,
  type ReconcileRequest,
  type ReconcileResponse,
} from '../../../shared/reconcile';
import { ApiError } from '../../http/errors';
import type { CheckedAnswer } from './checked-answer';
import type { EngineCall, EngineTask } from './engine-worker';

export interface BuiltinAndParsed {
  builtin: ReconcileResponse;
  parsed: { admission: ParsedList; discharge: ParsedList };
}

/** The built-in engine, run in worker threads with a deadline per call. */
export interface EnginePool {
  reconcile(request: ReconcileRequest): Promise<ReconcileResponse>;
  /** The answer validated, bounded and serialised in the worker (checked-answer.ts). */
  reconcileForSending(request: ReconcileRequest): Promise<CheckedAnswer>;
  reconcileAndParse(request: ReconcileRequest): Promise<BuiltinAndParsed>;
  /** Starts a worker and waits until it is ready (no deadline): start-up, tests. */
  warm(): Promise<void>;
  /** Test only: occupies a worker for `ms` (a pathological input without needing one). */
  spin(ms: number): Promise<void>;
  /** Test only: the id of the worker thread that took the call. */
  threadId(): Promise<number>;
  close(): Promise<void>;
}

export interface EnginePoolOptions {
  /** A call not finished by then (queued or running) fails with a 503; its worker is replaced. */
  deadlineMs: number;
  /** Worker threads; default one per core, at most 4 (the machine also serves every other route). */
  threads?: number;
}

/**
 * Where the worker is: beside the bundle in dist/server (npm start, the image), or the TypeScript
 * source through tsx's loader (tests, npm run dev). A path, not a file: URL: Piscina turns a URL
 * back into a path on every call (a URL parse per request on the event loop).
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  const path = (name: string) => fileURLToPath(new URL(name, here));
  if (here.endsWith('.ts'))
    return { filename: path('./engine-worker.ts'), execArgv: ['--import', 'tsx'] };
  return { filename: path('./engine-worker.js'), execArgv: [] };
}

/**
 * A request's engine work runs here, never on the event loop: a slow input (the engine's time
 * grows with what it is given) then holds one worker for at most deadlineMs, and health checks,
 * sign-ins and every other request keep being answered. Past the deadline Piscina terminates the
 * worker (a synchronous loop cannot be interrupted any other way) and starts a fresh one.
 */
export function createEnginePool(opts: EnginePoolOptions): EnginePool {
  const threads = opts.threads ?? Math.max(1, Math.min(4, availableParallelism()));
  // Started on first use: a process that never reconciles (the CLI, most tests) starts no thread.
  let pool: Piscina | null = null;
  const started = () =>
    (pool ??= new Piscina({
      ...workerEntry(),
      minThreads: 1,
      maxThreads: threads,
      // Waiting calls beyond this are refused at once: they would only pass their deadline queued.
      maxQueue: threads * 32,
      idleTimeout: 60_000,
      // Nothing reads Piscina's run and wait histograms: not recorded, two clock reads and two
      // histogram writes per call fewer on the event loop.
      recordTiming: false,
    }));

  /**
   * The answer's deadline counts from the request (a user waits for both the queue and the work),
   * but a worker is replaced only when its task has itself run for deadlineMs: under a burst, a
   * task that waited in the queue and started late is answered with a 503 and left to finish,
   * since terminating and restarting a worker (loading the engine again) for it would cut the
   * pool's capacity exactly when it is short.
   */
  async function run<T>(task: EngineTask): Promise<T> {
    const clock = new BigInt64Array(new SharedArrayBuffer(8));
    const controller = new AbortController();
    const call: EngineCall = { ...task, clock: clock.buffer as SharedArrayBuffer };
    const job = started().run(call, { signal: controller.signal }) as Promise<T>;
    let answerTimer: NodeJS.Timeout | undefined;
    let killTimer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      answerTimer = setTimeout(() => {
        const startedAt = Number(Atomics.load(clock, 0));
        if (startedAt === 0)
          controller.abort(); // still queued: dropped, no worker harmed
        else
          killTimer = setTimeout(
            () => controller.abort(),
            Math.max(0, startedAt + opts.deadlineMs - Date.now()),
          );
        reject(new ApiError(503, RECONCILE_MESSAGES.timedOut));
      }, opts.deadlineMs);
    });
    const settled = () => clearTimeout(killTimer);
    job.then(settled, settled);
    try {
      return await Promise.race([job, deadline]);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (controller.signal.aborted) throw new ApiError(503, RECONCILE_MESSAGES.timedOut);
      if ((err as Error)?.message?.includes('Task queue is at limit'))
        throw new ApiError(503, RECONCILE_MESSAGES.busy);
      throw err;
    } finally {
      clearTimeout(answerTimer);
    }
  }

  return {
    reconcile: (request) => run({ kind: 'reconcile', request }),
    reconcileForSending: (request) => run({ kind: 'reconcile-for-sending', request }),
    reconcileAndParse: (request) => run({ kind: 'reconcile-and-parse', request }),
    warm: async () => {
      await started().run({ kind: 'warm' } satisfies EngineTask);
    },
    spin: (ms) => run({ kind: 'spin', ms }),
    threadId: () => run({ kind: 'thread-id' }),
    close: async () => {
      await pool?.close({ force: true });
    },
  };
}
