import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../../db/client';
import { stripeEvents } from '../../../db/schema';
import type { Logger } from '../../../http/logger';
import type { Mailer } from '../../mail/mailer';
import { notifyPaymentFailed } from './payment-failed-email';
import type { Payments } from './payments';
import { syncSubscription } from './sync';

/** The events the app acts on; Stripe sends others only if the endpoint asks for them. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

export interface EventContext {
  db: Db;
  log: Logger;
  mailer: Mailer;
  payments: Payments;
  appUrl: string;
}

interface Target {
  subscriptionId: string;
  hintIds: Array<string | null>;
  failedInvoice: Stripe.Invoice | null;
}

const idOf = (v: string | { id: string } | null | undefined) =>
  typeof v === 'string' ? v : (v?.id ?? null);

/**
 * Handles one verified event, once. The payload is only a pointer: the subscription is read
 * afresh from Stripe and its current state written, so a late or repeated event can never roll
 * the organisation back. The event id goes into stripe_events in the same transaction as the
 * write; a second delivery (or another instance receiving the same event) finds it and stops.
 */
export async function handleStripeEvent(
  ctx: EventContext,
  event: Stripe.Event,
): Promise<EventOutcome> {
  if (!HANDLED_EVENTS.has(event.type)) return 'ignored';
  if (await alreadyProcessed(ctx.db, event.id)) return 'duplicate';

  const target = await findTarget(ctx.payments.stripe, event);
  const sub = target
    ? await ctx.payments.stripe.subscriptions.retrieve(target.subscriptionId)
    : null;

  const result = await ctx.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!first) return 'duplicate' as const;
    if (!sub || !target) return null;
    return syncSubscription(tx, ctx.log, sub, {
      reason: `stripe:${event.type}`,
      hintIds: target.hintIds,
    });
  });
  if (result === 'duplicate') return 'duplicate';

  // After the commit: an e-mail that fails is logged, and the event stays processed.
  if (
    result &&
    sub &&
    target?.failedInvoice &&
    (sub.status === 'past_due' || sub.status === 'unpaid')
  ) {
    await notifyPaymentFailed(ctx, result.organisation, result.change, target.failedInvoice).catch(
      (err: unknown) => ctx.log.error({ err, eventId: event.id }, 'payment failed e-mail not sent'),
    );
  }
  return 'processed';
}

async function alreadyProcessed(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, id));
  return !!row;
}

/** Which subscription an event is about, read from Stripe rather than from the payload. */
async function findTarget(stripe: Stripe, event: Stripe.Event): Promise<Target | null> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = await stripe.checkout.sessions.retrieve(event.data.object.id);
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return null;
      return { subscriptionId, hintIds: [session.client_reference_id], failedInvoice: null };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: event.data.object.id, hintIds: [], failedInvoice: null };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = await stripe.invoices.retrieve(event.data.object.id!);
      // Since API version 2025-03-31 an invoice names its subscription under parent.
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscriptionId) return null;
      return {
        subscriptionId,
        hintIds: [],
        failedInvoice: event.type === 'invoice.payment_failed' ? invoice : null,
      };
    }
    default:
      return null;
  }
}
