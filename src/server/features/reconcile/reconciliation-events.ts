import type { Db } from '../../db/client';
import { increment, RECONCILIATIONS_COUNTER } from '../../db/counters';
import { reconciliationEvents } from '../../db/schema';
import type { Logger } from '../../http/logger';

/**
 * Records one reconciliation at once: time, organisation and a count, never any text. The route
 * queues its events through event-recorder.ts instead; a failure here is logged and swallowed.
 */
export async function recordReconciliation(
  db: Db,
  log: Logger,
  event: { organisationId: string | null; medicationCount: number },
): Promise<void> {
  try {
    // The event and the landing page's total move together, or neither does.
    await db.transaction(async (tx) => {
      await tx.insert(reconciliationEvents).values(event);
      await increment(tx, RECONCILIATIONS_COUNTER);
    });
  } catch (err) {
    log.error({ errorType: (err as Error)?.name }, 'could not record reconciliation event');
  }
}
