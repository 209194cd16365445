import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../../db/client';
import { organisations } from '../../../db/schema';
import type { Actor } from '../../../domain/activity-log';
import {
  applySubscriptionChange,
  type SubscriptionChange,
} from '../../../domain/subscription-state';
import type { Logger } from '../../../http/logger';

/** What a Stripe subscription's status means for the organisation (undefined: leave it as it is). */
const ORGANISATION_STATUS: Partial<Record<Stripe.Subscription.Status, string>> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'expired',
  paused: 'expired',
  // incomplete / incomplete_expired: a checkout whose first payment has not gone through. The
  // organisation keeps whatever it had (a running trial, say); only the record shows it.
};
const LIVE = new Set<string>(['active', 'trialing', 'past_due']);

export interface OrganisationBilling {
  id: string;
  name: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  pastDueSince: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (v: string | { id: string } | null | undefined) =>
  typeof v === 'string' ? v : (v?.id ?? null);

/**
 * The organisation a subscription belongs to: by the Stripe customer we created for it, else by
 * the organisation id we put on the checkout (client_reference_id) or the subscription metadata.
 * The row is locked for the rest of the transaction, so two events for one organisation apply
 * one after the other.
 */
export async function lockOrganisationFor(
  tx: Pick<Db, 'select'>,
  sub: Stripe.Subscription,
  hintIds: Array<string | null | undefined>,
): Promise<OrganisationBilling | null> {
  const columns = {
    id: organisations.id,
    name: organisations.name,
    stripeCustomerId: organisations.stripeCustomerId,
    stripeSubscriptionId: organisations.stripeSubscriptionId,
    pastDueSince: organisations.pastDueSince,
  };
  const customerId = idOf(sub.customer);
  if (customerId) {
    const [byCustomer] = await tx
      .select(columns)
      .from(organisations)
      .where(eq(organisations.stripeCustomerId, customerId))
      .for('update');
    if (byCustomer) return byCustomer;
  }
  for (const id of [...hintIds, sub.metadata?.organisation_id]) {
    if (!id || !UUID.test(id)) continue;
    const [byId] = await tx
      .select(columns)
      .from(organisations)
      .where(eq(organisations.id, id))
      .for('update');
    // An organisation already tied to another customer is not taken over by a stray id.
    if (byId && (!byId.stripeCustomerId || byId.stripeCustomerId === customerId)) return byId;
  }
  return null;
}

/** 'monthly' / 'annual' from the price's interval: the plan type the status page shows. */
export function planTypeOf(price: Stripe.Price | undefined): string {
  const interval = price?.recurring?.interval;
  if (interval === 'month') return 'monthly';
  if (interval === 'year') return 'annual';
  return interval ?? 'paid';
}

/**
 * The organisation's state as a freshly read Stripe subscription says it is. A pure function of
 * the subscription and the organisation, so events may arrive in any order, any number of times.
 */
export function subscriptionChangeFor(
  sub: Stripe.Subscription,
  org: OrganisationBilling,
  reason: string,
  now = new Date(),
): SubscriptionChange {
  const item = sub.items.data[0];
  const price = item?.price;
  // Since API version 2025-03-31 billing periods live on the items, not the subscription.
  const periodEnd = item ? new Date(item.current_period_end * 1000) : null;
  const customerId = idOf(sub.customer);
  const change: SubscriptionChange = {
    organisationId: org.id,
    reason,
    record: {
      organisationId: org.id,
      stripeSubscriptionId: sub.id,
      stripePriceId: price?.id ?? null,
      status: sub.status,
      planType: planTypeOf(price),
      amount: (price?.unit_amount ?? 0) * (item?.quantity ?? 1),
      startDate: new Date(sub.start_date * 1000),
      endDate: periodEnd,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
    },
  };
  const status = ORGANISATION_STATUS[sub.status];
  // An old subscription's late events must not overwrite a newer, live one.
  const current =
    !org.stripeSubscriptionId || org.stripeSubscriptionId === sub.id || LIVE.has(sub.status);
  if (status && current) {
    const stillPastDue = org.stripeSubscriptionId === sub.id && org.pastDueSince;
    change.organisation = {
      subscriptionStatus: status,
      stripeSubscriptionId: sub.id,
      currentPeriodEnd: periodEnd,
      pastDueSince: sub.status === 'past_due' ? stillPastDue || now : null,
    };
  }
  if (!org.stripeCustomerId && customerId)
    change.organisation = { ...change.organisation, stripeCustomerId: customerId };
  return change;
}

/**
 * Writes what a Stripe subscription says, inside the caller's transaction. Returns the
 * organisation it belongs to, or null when none does (logged: nothing to write).
 */
export async function syncSubscription(
  tx: Pick<Db, 'select' | 'update' | 'insert'>,
  log: Logger,
  sub: Stripe.Subscription,
  opts: { reason: string; hintIds?: Array<string | null | undefined>; actor?: Actor | null },
): Promise<{ organisation: OrganisationBilling; change: SubscriptionChange } | null> {
  const organisation = await lockOrganisationFor(tx, sub, opts.hintIds ?? []);
  if (!organisation) {
    log.warn(
      { stripeSubscriptionId: sub.id, customer: idOf(sub.customer) },
      'a Stripe subscription belongs to no organisation here; nothing written',
    );
    return null;
  }
  const change = { ...subscriptionChangeFor(sub, organisation, opts.reason), actor: opts.actor };
  await applySubscriptionChange(tx, change, { log });
  return { organisation, change };
}
