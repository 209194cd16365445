import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ParsedList } from '../../../engine/index';
import {
  RECONCILE_MESSAGES,
  type ReconcileRequest,
  type ReconcileResponse,
} from '../../../shared/reconcile';
import { ApiError } from '../../http/errors';
import type { EngineTask } from './engine-worker';

export interface BuiltinAndParsed {
  builtin: ReconcileResponse;
  parsed: { admission: ParsedList; discharge: ParsedList };
}

/** The built-in engine, run in worker threads with a deadline per call. */
export interface EnginePool {
  reconcile(request: ReconcileRequest): Promise<ReconcileResponse>;
  reconcileAndParse(request: ReconcileRequest): Promise<BuiltinAndParsed>;
  /** Starts a worker and waits until it is ready (no deadline): start-up, tests. */
  warm(): Promise<void>;
  /** Test only: occupies a worker for `ms` (a pathological input without needing one). */
  spin(ms: number): Promise<void>;
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
 * source through tsx's loader (tests, npm run dev).
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    return { filename: new URL('./engine-worker.ts', here).href, execArgv: ['--import', 'tsx'] };
  }
  return { filename: new URL('./engine-worker.js', here).href, execArgv: [] };
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
    }));

  async function run<T>(task: EngineTask): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.deadlineMs);
    try {
      return (await started().run(task, { signal: controller.signal })) as T;
    } catch (err) {
      if (controller.signal.aborted) throw new ApiError(503, RECONCILE_MESSAGES.timedOut);
      if ((err as Error)?.message?.includes('Task queue is at limit'))
        throw new ApiError(503, RECONCILE_MESSAGES.busy);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    reconcile: (request) => run({ kind: 'reconcile', request }),
    reconcileAndParse: (request) => run({ kind: 'reconcile-and-parse', request }),
    warm: async () => {
      await started().run({ kind: 'warm' } satisfies EngineTask);
    },
    spin: (ms) => run({ kind: 'spin', ms }),
    close: async () => {
      await pool?.close({ force: true });
    },
  };
}
