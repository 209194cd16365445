/**
 * The built-in engine inside a worker thread (engine-pool.ts runs it): pure, synchronous work
 * that must never hold up the server's event loop. Bundled on its own as dist/server/engine-worker.js.
 */
import { parseList, reconcile } from '../../../engine/index';
import type { ReconcileRequest } from '../../../shared/reconcile';

export type EngineTask =
  | { kind: 'reconcile'; request: ReconcileRequest }
  /** The built-in answer and parse of both lists, which an LLM provider's answer is checked against. */
  | { kind: 'reconcile-and-parse'; request: ReconcileRequest }
  /** Test only: spins for this long, as a pathological input would. */
  | { kind: 'spin'; ms: number }
  | { kind: 'warm' };

// Built when the thread starts, before it takes a task: the knowledge base's indexes and the
// parser's patterns, so a fresh worker's first request is as quick as any other.
reconcile({ admissionOrders: 'Paracetamol 500 mg QID', dischargeOrders: 'Paracetamol 1 g QID' });

export default function runEngineTask(task: EngineTask) {
  switch (task.kind) {
    case 'reconcile':
      return reconcile(task.request);
    case 'reconcile-and-parse':
      return {
        builtin: reconcile(task.request),
        parsed: {
          admission: parseList(task.request.admissionOrders, 'admission'),
          discharge: parseList(task.request.dischargeOrders, 'discharge'),
        },
      };
    case 'warm':
      return null;
    case 'spin': {
      const until = Date.now() + task.ms;
      while (Date.now() < until) {
        /* busy on purpose */
      }
      return null;
    }
  }
}
