import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organisations, subscriptions } from '../db/schema';
import type { Logger } from '../http/logger';
import { recordActivity, type Actor } from './activity-log';

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
  complimentaryUntil?: Date | null;
}

export type SubscriptionRecord = typeof subscriptions.$inferInsert;

export interface SubscriptionChange {
  organisationId: string;
  /** Why, for the organisation's activity log: 'trial_started', 'stripe_event', 'cancel_requested'... */
  reason: string;
  /** Who asked for it: null for the payment provider's events. */
  actor?: Actor | null;
  organisation?: OrganisationSubscriptionFields;
  /** The subscription record: upserted by Stripe subscription id when it has one, else inserted. */
  record?: SubscriptionRecord;
}

/**
 * The one place an organisation's subscription state changes: the trial, every Stripe event, and
 * cancel/reactivate and the operator's grants all come through here, so one log line and the
 * organisation's activity log see every change. Pass a transaction to make the change part of a larger one.
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
  await recordActivity(tx, {
    organisationId: change.organisationId,
    actor: change.actor ?? null,
    action: activityActionFor(change.reason),
    details: describeChange(change),
    at: now,
  });
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

const OWN_ACTIONS = new Set(['trial_started', 'trial_extended', 'complimentary_access_granted']);

function activityActionFor(reason: string) {
  return OWN_ACTIONS.has(reason)
    ? (reason as 'trial_started' | 'trial_extended' | 'complimentary_access_granted')
    : 'subscription_changed';
}

/** 'status trial until 2026-06-08 (trial_started)': the parts of the change people need to read. */
function describeChange(change: SubscriptionChange): string {
  const o = change.organisation ?? {};
  const day = (d: Date | null | undefined) => d?.toISOString().slice(0, 10);
  const parts = [
    o.subscriptionStatus && `status ${o.subscriptionStatus}`,
    o.trialEndDate && `trial ends ${day(o.trialEndDate)}`,
    o.complimentaryUntil && `complimentary access until ${day(o.complimentaryUntil)}`,
    change.record && `plan ${change.record.planType} (${change.record.status})`,
    change.record?.cancelAtPeriodEnd && 'cancels at period end',
  ].filter(Boolean);
  return `${parts.join(', ') || 'no change'} [${change.reason}]`;
}
