import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PAST_DUE_GRACE_DAYS } from '../../../../shared/subscriptions';
import type { Db } from '../../../db/client';
import { memberships, users } from '../../../db/schema';
import { renderEmail } from '../../../domain/email-layout';
import type { SubscriptionChange } from '../../../domain/subscription-state';
import type { Logger } from '../../../http/logger';
import type { Mailer } from '../../mail/mailer';
import type { OrganisationBilling } from './sync';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateAu = (d: Date) =>
  d.toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  });
const money = (cents: number, currency: string) =>
  `$${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/**
 * Tells every admin of the organisation that a subscription payment failed: what, how long access
 * lasts, and where to update the card. Members are not told: they cannot change billing.
 */
export async function notifyPaymentFailed(
  ctx: { db: Db; log: Logger; mailer: Mailer; appUrl: string },
  org: OrganisationBilling,
  change: SubscriptionChange,
  invoice: Stripe.Invoice,
): Promise<void> {
  const admins = await ctx.db
    .select({ email: users.email, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organisationId, org.id), eq(memberships.role, 'admin')));
  const since = change.organisation?.pastDueSince ?? new Date();
  const graceEnds = new Date(since.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
  const amount = money(invoice.amount_due, invoice.currency);
  for (const admin of admins) {
    const rendered = renderEmail({
      greeting: admin.name.trim() ? `Hello ${admin.name.trim()},` : 'Hello,',
      paragraphs: [
        `We could not take the payment of ${amount} for ${org.name}'s MedRecon subscription.`,
        `Your organisation keeps full access until ${dateAu(graceEnds)}. Please update the payment method before then so your colleagues can keep using MedRecon.`,
      ],
      action: { label: 'Update payment method', url: `${ctx.appUrl}/subscription/manage` },
      notes: [
        'Stripe will try the card again over the next few days. Once a payment goes through, nothing else is needed.',
      ],
    });
    await ctx.mailer.send({
      template: 'payment-failed',
      to: admin.email,
      subject: `Payment failed for ${org.name}'s MedRecon subscription`,
      ...rendered,
    });
  }
  ctx.log.info(
    { organisationId: org.id, admins: admins.length },
    'payment failed e-mail sent to admins',
  );
}
