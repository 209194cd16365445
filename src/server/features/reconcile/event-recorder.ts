import type { Db } from '../../db/client';
import { reconciliationEvents } from '../../db/schema';
import type { Logger } from '../../http/logger';

export interface ReconciliationEvent {
  organisationId: string | null;
  medicationCount: number;
}

export interface EventRecorder {
  /** Queues one event; returns at once (the answer to the clinician does not wait for the write). */
  record(event: ReconciliationEvent): void;
  /** Resolves when every event queued so far is written (or has failed its last try). */
  flush(): Promise<void>;
  /** Writes what is queued and stops the timer; the server calls it on shutdown, before the database closes. */
  close(): Promise<void>;
}

export interface RecorderOptions {
  /** The longest an event waits in memory before it is written. */
  flushMs?: number;
  /** Written at once when this many are queued. */
  maxBatch?: number;
  /** Past this many queued (the database down for a long time), the oldest are dropped and logged. */
  maxQueued?: number;
}

/**
 * Write-behind for the reconciliation counter: events are queued in memory and written in batches,
 * one multi-row INSERT at a time, so a reconciliation answers without waiting for a database round
 * trip and a busy server makes a few writes instead of one per request (on the embedded database,
 * which runs on the same thread, that matters most).
 *
 * Not lost: a failed batch goes back to the queue and is tried again on the next tick; SIGTERM
 * drains requests, then close() writes the rest before the database closes (index.ts). Only a
 * crash (kill -9, power) can lose what is queued: at most flushMs of counts, never clinical data.
 */
export function createEventRecorder(
  db: Db,
  log: Logger,
  opts: RecorderOptions = {},
): EventRecorder {
  const { flushMs = 200, maxBatch = 500, maxQueued = 100_000 } = opts;
  let queue: ReconciliationEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const writeBatch = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await db.insert(reconciliationEvents).values(batch);
      } catch (err) {
        queue = [...batch, ...queue];
        log.error(
          { errorType: (err as Error)?.name, queued: queue.length },
          'could not record reconciliation events; will retry',
        );
        if (queue.length > maxQueued) {
          const dropped = queue.length - maxQueued;
          queue = queue.slice(dropped);
          log.error({ dropped }, 'reconciliation events dropped: the database is unreachable');
        }
        schedule();
        return;
      }
    }
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing = writing.then(writeBatch);
    return writing;
  };

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => void flush(), flushMs);
    // A pending write must not keep a stopping process (or a test runner) alive on its own.
    timer.unref();
  }

  return {
    record: (event) => {
      queue.push(event);
      if (queue.length >= maxBatch) void flush();
      else schedule();
    },
    flush,
    close: async () => {
      await flush();
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (queue.length > 0)
        log.error({ lost: queue.length }, 'reconciliation events not recorded at shutdown');
    },
  };
}
