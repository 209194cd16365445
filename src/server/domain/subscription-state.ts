import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organisations, subscriptions } from '../db/schema';
import type { Logger } from '../http/logger';

/** A handle inside or outside a transaction: both have the same query builder. */
type Tx = Pick<Db, 'update' | 'insert'>;

/** The organisation columns that make up its subscription state; undefined leaves one as it is. */
export interface OrganisationSubscriptionFields {
  subscriptionStatus?: string;
  trialEndDate?: Date | null;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  currentPeriodEnd?: Date | null;
  pastDueSince?: Date | null;
}

export type SubscriptionRecord = typeof subscriptions.$inferInsert;

export interface SubscriptionChange {
  organisationId: string;
  /** Why, for the organisation's activity log: 'trial_started', 'stripe_event', 'cancel_requested'... */
  reason: string;
  organisation?: OrganisationSubscriptionFields;
  /** The subscription record: upserted by Stripe subscription id when it has one, else inserted. */
  record?: SubscriptionRecord;
}

/**
 * The one place an organisation's subscription state changes: the trial, every Stripe event, and
 * cancel/reactivate all come through here, so one log line (and later the activity log) sees
 * every change. Pass a transaction to make the change part of a larger one.
 */
export async function applySubscriptionChange(
  tx: Tx,
  change: SubscriptionChange,
  { log, now = new Date() }: { log: Logger; now?: Date },
): Promise<void> {
  log.info(
    {
      organisationId: change.organisationId,
      reason: change.reason,
      status: change.organisation?.subscriptionStatus,
      stripeSubscriptionId: change.record?.stripeSubscriptionId ?? undefined,
    },
    'subscription changed',
  );
  if (change.organisation && Object.keys(change.organisation).length > 0) {
    await tx
      .update(organisations)
      .set({ ...change.organisation, updatedAt: now })
      .where(eq(organisations.id, change.organisationId));
  }
  const record = change.record;
  if (!record) return;
  if (!record.stripeSubscriptionId) {
    await tx.insert(subscriptions).values(record);
    return;
  }
  const { organisationId: _org, createdAt: _created, ...latest } = record;
  await tx
    .insert(subscriptions)
    .values(record)
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      targetWhere: sql`${subscriptions.stripeSubscriptionId} IS NOT NULL`,
      set: { ...latest, updatedAt: now },
    });
}
