import { threadId } from 'node:worker_threads';
import { parseList, reconcile } from '../../../engine/index';
import { checkAnswerForSending } from './checked-answer';
import type { EnginePool } from './engine-pool';

/**
 * The built-in engine on the calling thread, for the command line (one request at a time, nobody
 * else waiting). The server always uses the worker pool.
 */
export function inProcessEngine(): EnginePool {
  return {
    reconcile: async (request) => reconcile(request),
    reconcileForSending: async (request) => checkAnswerForSending(reconcile(request)),
    reconcileAndParse: async (request) => ({
      builtin: reconcile(request),
      parsed: {
        admission: parseList(request.admissionOrders, 'admission'),
        discharge: parseList(request.dischargeOrders, 'discharge', request.admissionOrders),
      },
    }),
    warm: async () => {},
    spin: async () => {},
    threadId: async () => threadId,
    close: async () => {},
  };
}
