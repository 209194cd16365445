import type Stripe from 'stripe';
import { PAYMENT_MESSAGES as M } from '../../../../shared/subscriptions';
import { ApiError } from '../../../http/errors';
import type { Actor } from '../../../domain/activity-log';
import type { MembershipView } from '../../../domain/membership';
import type { BillingContext } from './checkout';
import { syncSubscription } from './sync';

const ENDED = new Set<string>(['canceled', 'incomplete_expired']);

/**
 * Cancel (at the end of the paid period, never at once) or reactivate: admins only. Stripe's
 * answer is the subscription as it now is, written straight away so the page shows it without
 * waiting for the webhook (which then writes the same state again, harmlessly).
 */
export async function setCancelAtPeriodEnd(
  ctx: BillingContext,
  org: MembershipView,
  cancel: boolean,
  /** The admin who asked, for the activity log. */
  actor: Actor | null = null,
): Promise<void> {
  if (!org.stripeSubscriptionId) throw new ApiError(409, M.noPaidSubscription);
  const failed = cancel ? M.cancelFailed : M.reactivateFailed;
  let updated: Stripe.Subscription;
  try {
    const current = await ctx.payments.stripe.subscriptions.retrieve(org.stripeSubscriptionId);
    if (ENDED.has(current.status)) {
      await ctx.db.transaction((tx) =>
        syncSubscription(tx, ctx.log, current, { reason: 'stripe:read' }),
      );
      throw new ApiError(409, M.alreadyEnded);
    }
    updated =
      current.cancel_at_period_end === cancel
        ? current
        : await ctx.payments.stripe.subscriptions.update(current.id, {
            cancel_at_period_end: cancel,
          });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    ctx.log.error({ err, organisationId: org.organisationId }, 'cancel/reactivate failed');
    throw new ApiError(502, failed);
  }
  await ctx.db.transaction((tx) =>
    syncSubscription(tx, ctx.log, updated, {
      reason: cancel ? 'cancel_requested' : 'reactivate_requested',
      actor,
    }),
  );
}

/** A Stripe Billing Portal session (invoices, payment method) that returns to the manage page. */
export async function openBillingPortal(ctx: BillingContext, org: MembershipView): Promise<string> {
  if (!org.stripeCustomerId) throw new ApiError(409, M.noPaidSubscription);
  try {
    const portal = await ctx.payments.stripe.billingPortal.sessions.create({
      customer: org.stripeCustomerId,
      return_url: `${ctx.appUrl}/subscription/manage`,
    });
    return portal.url;
  } catch (err) {
    ctx.log.error({ err, organisationId: org.organisationId }, 'billing portal failed');
    throw new ApiError(502, M.portalFailed);
  }
}
