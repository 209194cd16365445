import { Hono } from 'hono';
import type Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '../../../shared/subscriptions';
import type { AppDeps, AppEnv } from '../../app-types';
import { ApiError } from '../../http/errors';
import type { Payments } from './stripe/payments';
import { handleStripeEvent } from './stripe/webhook-events';

export const WEBHOOK_MESSAGES = {
  noSignature: 'Missing Stripe-Signature header',
  badSignature: 'The Stripe signature does not match this event',
  stripeUnreachable: 'Could not read the subscription from Stripe; please retry the event',
} as const;

/**
 * POST /api/stripe/webhook: Stripe's server-to-server call. Mounted before the session and the
 * same-origin guard (it has no cookie and no Origin), and it reads the raw body itself: the
 * signature covers the exact bytes Stripe sent, so nothing may parse or re-encode them first.
 */
export function stripeWebhookRoutes(deps: AppDeps, payments: Payments | null) {
  return new Hono<AppEnv>().post('/stripe/webhook', async (c) => {
    if (!payments) throw new ApiError(503, PAYMENT_MESSAGES.notConfigured);
    const signature = c.req.header('stripe-signature');
    if (!signature) throw new ApiError(400, WEBHOOK_MESSAGES.noSignature);
    const raw = Buffer.from(await c.req.arrayBuffer());
    let event: Stripe.Event;
    try {
      event = payments.stripe.webhooks.constructEvent(raw, signature, payments.webhookSecret);
    } catch (err) {
      c.var.log.warn(
        { err: (err as Error).message },
        'Stripe webhook with a bad signature refused',
      );
      throw new ApiError(400, WEBHOOK_MESSAGES.badSignature);
    }
    const ctx = { ...deps, log: c.var.log, payments, appUrl: deps.env.APP_URL };
    const outcome = await handleStripeEvent(ctx, event).catch((err: unknown) => {
      // Stripe retries anything but a 2xx, for days: the next delivery may find Stripe reachable.
      c.var.log.error({ err, eventId: event.id, type: event.type }, 'Stripe event not processed');
      throw new ApiError(503, WEBHOOK_MESSAGES.stripeUnreachable);
    });
    c.var.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event');
    return c.json({ received: true, outcome });
  });
}
