import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, stripeEvents, subscriptions } from '../../src/server/db/schema';
import { WEBHOOK_MESSAGES } from '../../src/server/features/subscriptions/stripe-webhook-routes';
import type { SubscriptionStatusResponse } from '../../src/shared/subscriptions';
import { mailTo } from '../helpers/mail';
import { createAdmin, createMember, getAs } from '../helpers/organisations';
import {
  checkoutAndPay,
  createPaymentsHarness,
  deliver,
  deliverAll,
  eventsDuring,
  type PaymentsHarness,
} from '../helpers/payments';
import { signatureHeader } from '../../scripts/stripe-local/webhooks';
import { TEST_DATABASES } from '../helpers/test-database';

const DAY = 24 * 60 * 60 * 1000;
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe.each(TEST_DATABASES)('the Stripe webhook on %s', (kind) => {
  let h: PaymentsHarness;
  const orgRow = async (id: string) =>
    (await h.t.deps.db.select().from(organisations).where(eq(organisations.id, id)))[0]!;
  const records = (organisationId: string) =>
    h.t.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, organisationId));
  const statusOf = async (cookie: string) =>
    (await (
      await getAs(h.t, cookie, '/api/subscriptions/status')
    ).json()) as SubscriptionStatusResponse;

  beforeAll(async () => {
    h = await createPaymentsHarness(kind);
  });
  afterAll(async () => {
    await h.close();
  });

  it('makes the organisation active from a paid checkout, with plan, amount and period end', async () => {
    const { admin, organisation } = await createAdmin(h.t, { trial: true });
    const { subscriptionId, events, redirect } = await checkoutAndPay(h, admin);
    expect(redirect).toMatch(/\/subscription\/success\?session_id=cs_test_/);
    expect(events.map((e) => e.type).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    // Not active before Stripe says so: the checkout alone changes nothing.
    expect((await statusOf(admin.cookie)).organisation.subscriptionStatus).toBe('trial');
    await deliverAll(h.t, events);

    const status = await statusOf(admin.cookie);
    expect(status.organisation.subscriptionStatus).toBe('active');
    expect(status.hasAccess).toBe(true);
    const sub = await h.stripe.subscriptions.retrieve(subscriptionId);
    expect(status.subscription).toMatchObject({
      planType: 'monthly',
      status: 'active',
      amount: 4900,
      stripeSubscriptionId: subscriptionId,
      cancelAtPeriodEnd: false,
      endDate: new Date(sub.items.data[0]!.current_period_end * 1000).toISOString(),
    });
    const row = await orgRow(organisation.id);
    expect(row.stripeSubscriptionId).toBe(subscriptionId);
    expect(row.stripeCustomerId).toBe(sub.customer);
    // One record per Stripe subscription however many events mention it, beside the trial's.
    expect((await records(organisation.id)).map((r) => r.planType).sort()).toEqual([
      'monthly',
      'trial',
    ]);
  });

  it('refuses a bad signature with 400 and writes nothing', async () => {
    const { admin, organisation } = await createAdmin(h.t);
    const { events } = await checkoutAndPay(h, admin);
    const created = events.find((e) => e.type === 'customer.subscription.created')!;
    const wrongSecret = await deliver(h.t, created, 'whsec_someone_else');
    expect(wrongSecret.status).toBe(400);
    expect(await errorOf(wrongSecret)).toBe(WEBHOOK_MESSAGES.badSignature);

    // The right signature over different bytes: a tampered body.
    const payload = JSON.stringify(created);
    const tampered = await h.t.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'Stripe-Signature': signatureHeader(payload, 'whsec_integration_tests') },
      body: payload.replace('"active"', '"canceled"'),
    });
    expect(tampered.status).toBe(400);
    const old = await h.t.request('/api/stripe/webhook', {
      method: 'POST',
      headers: {
        'Stripe-Signature': signatureHeader(payload, 'whsec_integration_tests', 1_000_000),
      },
      body: payload,
    });
    expect(old.status).toBe(400);
    const unsigned = await h.t.request('/api/stripe/webhook', { method: 'POST', body: payload });
    expect(unsigned.status).toBe(400);
    expect(await errorOf(unsigned)).toBe(WEBHOOK_MESSAGES.noSignature);

    expect((await orgRow(organisation.id)).subscriptionStatus).toBe('none');
    expect(await records(organisation.id)).toHaveLength(0);
    const stored = await h.t.deps.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, created.id));
    expect(stored).toHaveLength(0);
  });

  it('processes a replayed event once', async () => {
    const { admin, organisation } = await createAdmin(h.t);
    const { subscriptionId, events } = await checkoutAndPay(h, admin);
    await deliverAll(h.t, events);
    const failed = await eventsDuring(h, () =>
      fetch(`${h.stripeLocal.url}/_local/subscriptions/${subscriptionId}/fail_payment`, {
        method: 'POST',
      }),
    );
    const paymentFailed = failed.find((e) => e.type === 'invoice.payment_failed')!;
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await deliver(h.t, paymentFailed);
      expect(res.status).toBe(200);
      outcomes.push(((await res.json()) as { outcome: string }).outcome);
    }
    expect(outcomes).toEqual(['processed', 'duplicate', 'duplicate']);
    // Two deliveries at the same moment (two instances): still once.
    const updated = failed.find((e) => e.type === 'customer.subscription.updated')!;
    const both = await Promise.all([deliver(h.t, updated), deliver(h.t, updated)]);
    const bothOutcomes = await Promise.all(
      both.map(async (r) => ((await r.json()) as { outcome: string }).outcome),
    );
    expect(bothOutcomes.sort()).toEqual(['duplicate', 'processed']);
    expect(await mailTo(h.t, admin.email, /Payment failed/)).toHaveLength(1);
    const stored = await h.t.deps.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, paymentFailed.id));
    expect(stored).toHaveLength(1);
    expect((await orgRow(organisation.id)).subscriptionStatus).toBe('past_due');
  });

  it('ends in the right state whatever order the events arrive in', async () => {
    const { admin, organisation } = await createAdmin(h.t);
    const { subscriptionId, events: checkout } = await checkoutAndPay(h, admin);
    const later = await eventsDuring(h, async () => {
      await h.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      await h.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
      await h.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    });
    expect(later.map((e) => e.type)).toEqual(Array(3).fill('customer.subscription.updated'));
    // Newest first: the scheduled cancellation arrives before the checkout it follows.
    await deliverAll(h.t, [...checkout, ...later].reverse());
    let status = await statusOf(admin.cookie);
    expect(status.organisation.subscriptionStatus).toBe('active');
    expect(status.subscription).toMatchObject({
      stripeSubscriptionId: subscriptionId,
      cancelAtPeriodEnd: true,
    });

    // The period ends: the deletion arrives before the reactivation it follows, and it stays ended.
    const ended = await eventsDuring(h, () =>
      fetch(`${h.stripeLocal.url}/_local/subscriptions/${subscriptionId}/advance_period`, {
        method: 'POST',
      }),
    );
    expect(ended.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    await deliverAll(h.t, ended);
    // The reactivation's event arrives only now, late (Stripe may deliver it again under its own
    // retry): re-reading the subscription shows it has ended, so it stays ended.
    await deliverAll(h.t, [{ ...later[1]!, id: `${later[1]!.id}_late` }]);
    status = await statusOf(admin.cookie);
    expect(status.organisation.subscriptionStatus).toBe('canceled');
    expect(status.subscription?.status).toBe('canceled');
    const row = await orgRow(organisation.id);
    expect(row.currentPeriodEnd!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(status.hasAccess).toBe(false);
  });

  it('tells the admins (not the members) when a payment fails, and keeps access for 7 days', async () => {
    const { admin, organisation } = await createAdmin(h.t, { name: 'Failing Payments Hospital' });
    const member = await createMember(h.t, admin.cookie);
    const { subscriptionId, events } = await checkoutAndPay(h, admin, 'price_local_annual');
    await deliverAll(h.t, events);
    const failed = await eventsDuring(h, () =>
      fetch(`${h.stripeLocal.url}/_local/subscriptions/${subscriptionId}/fail_payment`, {
        method: 'POST',
      }),
    );
    await deliverAll(h.t, failed);

    const [mail] = await mailTo(h.t, admin.email, /Payment failed/);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(
      "Payment failed for Failing Payments Hospital's MedRecon subscription",
    );
    expect(mail!.text).toContain('We could not take the payment of $490.00 AUD');
    expect(mail!.links).toContain('http://localhost:3000/subscription/manage');
    expect(await mailTo(h.t, member.email, /Payment failed/)).toHaveLength(0);

    const status = await statusOf(member.cookie);
    expect(status.organisation.subscriptionStatus).toBe('past_due');
    expect(status.hasAccess).toBe(true);
    const graceEnd = new Date(status.organisation.paymentGraceEndsAt!).getTime();
    expect(Math.abs(graceEnd - (Date.now() + 7 * DAY))).toBeLessThan(60_000);

    // Eight days later with no payment: the grace period is over.
    await h.t.deps.db
      .update(organisations)
      .set({ pastDueSince: new Date(Date.now() - 8 * DAY) })
      .where(eq(organisations.id, organisation.id));
    expect((await statusOf(member.cookie)).hasAccess).toBe(false);

    // The card is fixed: active again, the grace clock cleared.
    const paid = await eventsDuring(h, () =>
      fetch(`${h.stripeLocal.url}/_local/subscriptions/${subscriptionId}/pay`, { method: 'POST' }),
    );
    await deliverAll(h.t, paid);
    expect((await statusOf(member.cookie)).hasAccess).toBe(true);
    expect((await orgRow(organisation.id)).pastDueSince).toBeNull();
  });

  it('accepts events it does not act on, and subscriptions of no organisation, without writing', async () => {
    const ignored = await deliver(h.t, {
      id: 'evt_other_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toEqual({ received: true, outcome: 'ignored' });

    const stranger = await h.stripe.customers.create({ name: 'Not ours' });
    const session = await h.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: stranger.id,
      line_items: [{ price: 'price_local_monthly', quantity: 1 }],
      success_url: 'http://localhost:3000/x',
    });
    const events = await eventsDuring(h, () =>
      fetch(`${session.url}/pay`, {
        method: 'POST',
        body: new URLSearchParams({ email: 'a@b.c' }),
        redirect: 'manual',
      }),
    );
    await deliverAll(h.t, events);
    const subscriptionId = String(h.stripeLocal.store.get('cs', session.id).subscription);
    expect(subscriptionId).toMatch(/^sub_/);
    const rows = await h.t.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
    expect(rows).toHaveLength(0);
  });
});
