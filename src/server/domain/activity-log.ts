import type { ActivityAction } from '../../shared/activity';
import type { Db } from '../db/client';
import { activityLog } from '../db/schema';

/** A handle inside or outside a transaction. */
type Tx = Pick<Db, 'insert'>;

export interface Actor {
  id: string;
  email: string;
}

export interface ActivityEntry {
  organisationId: string | null;
  /** Null when the system acted (a Stripe event). */
  actor: Actor | null;
  action: ActivityAction;
  target?: string | null;
  details?: string | null;
  at?: Date;
}

/**
 * Records one administrative act. Call it inside the transaction that makes the change, so the
 * log and the change stand or fall together. Never pass medication text or patient data.
 */
export async function recordActivity(tx: Tx, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLog).values({
    organisationId: entry.organisationId,
    actorUserId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
