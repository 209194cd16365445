import { and, eq, isNull } from 'drizzle-orm';
import { PAYMENT_MESSAGES as M } from '../../../../shared/subscriptions';
import type { Db } from '../../../db/client';
import { organisations } from '../../../db/schema';
import { organisationAccess } from '../../../domain/access';
import { findMembership, type MembershipView } from '../../../domain/membership';
import { ApiError } from '../../../http/errors';
import type { Logger } from '../../../http/logger';
import type { SessionUser } from '../../auth/session-middleware';
import type { Payments } from './payments';

export interface BillingContext {
  db: Db;
  log: Logger;
  payments: Payments;
  appUrl: string;
}

/** The caller's organisation, if they are its admin: every billing action needs both. */
export async function adminOrganisation(db: Db, user: SessionUser): Promise<MembershipView> {
  const membership = await findMembership(db, user.id);
  if (!membership) throw new ApiError(404, 'No organisation found for user');
  if (membership.role !== 'admin') throw new ApiError(403, M.notAdmin);
  return membership;
}

/**
 * A Stripe Checkout Session for one of the configured plans: subscription mode, the
 * organisation's own Stripe customer, its id as client_reference_id (the webhook's link back),
 * ABN collection on. Returns the hosted page's address for the browser.
 */
export async function startCheckout(
  ctx: BillingContext,
  org: MembershipView,
  user: SessionUser,
  priceId: string,
): Promise<string> {
  if (!ctx.payments.priceIds.includes(priceId)) throw new ApiError(400, M.unknownPlan);
  const { status } = organisationAccess(org);
  if (status === 'active' || status === 'past_due') throw new ApiError(409, M.alreadySubscribed);
  try {
    const customer = await ensureCustomer(ctx, org, user);
    const session = await ctx.payments.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: org.organisationId,
      line_items: [{ price: priceId, quantity: 1 }],
      // Stripe fills in {CHECKOUT_SESSION_ID}; the success page waits for the webhook from there.
      success_url: `${ctx.appUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ctx.appUrl}/subscription/plans`,
      // Hospitals need tax invoices with their ABN; an existing customer's name then comes from it.
      tax_id_collection: { enabled: true },
      customer_update: { name: 'auto', address: 'auto' },
      billing_address_collection: 'required',
      subscription_data: { metadata: { organisation_id: org.organisationId } },
      metadata: { organisation_id: org.organisationId },
    });
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    ctx.log.info({ organisationId: org.organisationId, sessionId: session.id }, 'checkout started');
    return session.url;
  } catch (err) {
    ctx.log.error({ err, organisationId: org.organisationId }, 'checkout could not start');
    throw new ApiError(502, M.checkoutFailed);
  }
}

/**
 * The organisation's Stripe customer, created at its first checkout and kept. The idempotency key
 * makes two admins' simultaneous first checkouts create one customer; the conditional update
 * keeps whichever id was stored first.
 */
async function ensureCustomer(
  ctx: BillingContext,
  org: MembershipView,
  user: SessionUser,
): Promise<string> {
  if (org.stripeCustomerId) return org.stripeCustomerId;
  const customer = await ctx.payments.stripe.customers.create(
    { name: org.name, email: user.email, metadata: { organisation_id: org.organisationId } },
    { idempotencyKey: `medrecon-customer-${org.organisationId}` },
  );
  const [stored] = await ctx.db
    .update(organisations)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(organisations.id, org.organisationId), isNull(organisations.stripeCustomerId)))
    .returning({ id: organisations.stripeCustomerId });
  if (stored?.id) return stored.id;
  const [row] = await ctx.db
    .select({ id: organisations.stripeCustomerId })
    .from(organisations)
    .where(eq(organisations.id, org.organisationId));
  return row?.id ?? customer.id;
}
