/**
 * The built-in engine inside a worker thread (engine-pool.ts runs it): pure, synchronous work
 * that must never hold up the server's event loop. Bundled on its own as dist/server/engine-worker.js.
 */
import { threadId } from 'node:worker_threads';
import { parseList, reconcile, warmUp } from '../../../engine/index';
import { checkAnswerForSending } from './checked-answer';
import type { ReconcileRequest } from '../../../shared/reconcile';

export type EngineTask =
  | { kind: 'reconcile'; request: ReconcileRequest }
  /** The answer checked and serialised for sending (checked-answer.ts), off the event loop. */
  | { kind: 'reconcile-for-sending'; request: ReconcileRequest }
  /** The built-in answer and parse of both lists, which an LLM provider's answer is checked against. */
  | { kind: 'reconcile-and-parse'; request: ReconcileRequest }
  /** Test only: spins for this long, as a pathological input would. */
  | { kind: 'spin'; ms: number }
  | { kind: 'warm' }
  /** Test only: which thread took the task (shows whether a worker was replaced). */
  | { kind: 'thread-id' };

/**
 * A task as posted to a worker: with a shared clock the worker stamps (Date.now()) when it starts
 * the task, so the pool can tell a task still queued from one running, and replace a worker only
 * for a task that has itself run past the deadline.
 */
export type EngineCall = EngineTask & { clock?: SharedArrayBuffer };

// Built when the thread starts, before it takes a task: the knowledge base's indexes and the
// parser's patterns, so a fresh worker's first request is as quick as any other (engine/warm-up.ts:
// a letter's first reconciliation took 0.5-2.3 s cold, 0.1 s after it).
warmUp();

export default function runEngineTask(task: EngineCall) {
  if (task.clock) Atomics.store(new BigInt64Array(task.clock), 0, BigInt(Date.now()));
  switch (task.kind) {
    case 'reconcile':
      return reconcile(task.request);
    case 'reconcile-for-sending':
      return checkAnswerForSending(reconcile(task.request));
    case 'reconcile-and-parse':
      return {
        builtin: reconcile(task.request),
        parsed: {
          admission: parseList(task.request.admissionOrders, 'admission'),
          discharge: parseList(
            task.request.dischargeOrders,
            'discharge',
            task.request.admissionOrders,
          ),
        },
      };
    case 'warm':
      return null;
    case 'thread-id':
      return threadId;
    case 'spin': {
      const until = Date.now() + task.ms;
      while (Date.now() < until) {
        /* busy on purpose */
      }
      return null;
    }
  }
}
