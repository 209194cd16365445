import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES as M,
  TRIAL_MESSAGES,
  type DiagnosticResult,
  type PlansResponse,
  type SubscriptionStatusResponse,
} from '../../src/shared/subscriptions';
import { createAdmin, createMember, expireTrial, getAs, postAs } from '../helpers/organisations';
import {
  ANNUAL,
  checkoutAndPay,
  createPaymentsHarness,
  deliverAll,
  freePort,
  MONTHLY,
  type PaymentsHarness,
} from '../helpers/payments';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser } from '../helpers/users';

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const ACTIONS = ['checkout', 'cancel', 'reactivate', 'portal'] as const;

describe.each(TEST_DATABASES)('plans, checkout and managing a subscription on %s', (kind) => {
  let h: PaymentsHarness;
  let server: ServerType;
  let appUrl: string;

  beforeAll(async () => {
    // The payment test posts to the app's own webhook address: the app listens for real here.
    const port = await freePort();
    appUrl = `http://localhost:${port}`;
    h = await createPaymentsHarness(kind, { appUrl });
    server = serve({ fetch: h.t.app.fetch, port });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.close();
  });

  const status = async (cookie: string) =>
    (await (
      await getAs(h.t, cookie, '/api/subscriptions/status')
    ).json()) as SubscriptionStatusResponse;

  it('answers every /api/subscriptions action 401 without a session and 403 for members', async () => {
    for (const path of [
      ...ACTIONS.map((a) => `/api/subscriptions/${a}`),
      '/api/subscriptions/trial',
    ]) {
      const anon = await postAs(h.t, '', path, { priceId: MONTHLY });
      expect(anon.status, path).toBe(401);
    }
    for (const path of ['/api/subscriptions/status', '/api/subscriptions/plans']) {
      const anon = await getAs(h.t, '', path);
      expect(anon.status, path).toBe(401);
      expect(await errorOf(anon)).toBe('No active session');
    }
    const { admin } = await createAdmin(h.t, { trial: true });
    const member = await createMember(h.t, admin.cookie);
    for (const action of ACTIONS) {
      const res = await postAs(h.t, member.cookie, `/api/subscriptions/${action}`, {
        priceId: MONTHLY,
      });
      expect(res.status, action).toBe(403);
      expect(await errorOf(res)).toBe(M.notAdmin);
    }
    const trial = await postAs(h.t, member.cookie, '/api/subscriptions/trial');
    expect(trial.status).toBe(403);
    // Members may see the plans and the status, not act on them.
    expect((await getAs(h.t, member.cookie, '/api/subscriptions/plans')).status).toBe(200);
    expect((await getAs(h.t, member.cookie, '/api/subscriptions/status')).status).toBe(200);
  });

  it('lists the monthly and annual plans from Stripe, in AUD including GST', async () => {
    const { admin } = await createAdmin(h.t);
    const res = await getAs(h.t, admin.cookie, '/api/subscriptions/plans');
    expect(res.status).toBe(200);
    expect((await res.json()) as PlansResponse).toEqual({
      configured: true,
      plans: [
        {
          priceId: MONTHLY,
          planType: 'monthly',
          name: 'MedRecon Subscription',
          amount: 4900,
          currency: 'aud',
          interval: 'month',
          taxInclusive: true,
        },
        {
          priceId: ANNUAL,
          planType: 'annual',
          name: 'MedRecon Subscription',
          amount: 49000,
          currency: 'aud',
          interval: 'year',
          taxInclusive: true,
        },
      ],
    });
  });

  it('creates a subscription-mode Checkout Session for the organisation, with one customer reused', async () => {
    const { admin, organisation } = await createAdmin(h.t, { trial: true });
    const bad = await postAs(h.t, admin.cookie, '/api/subscriptions/checkout', {
      priceId: 'price_someone_elses',
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe(M.unknownPlan);
    expect((await postAs(h.t, admin.cookie, '/api/subscriptions/checkout', {})).status).toBe(400);

    const urls: string[] = [];
    for (const priceId of [MONTHLY, ANNUAL]) {
      const res = await postAs(h.t, admin.cookie, '/api/subscriptions/checkout', { priceId });
      expect(res.status).toBe(200);
      urls.push(((await res.json()) as { url: string }).url);
    }
    const sessions = urls.map((u) => h.stripeLocal.store.get('cs', u.split('/').pop()!));
    expect(urls[0]).toMatch(new RegExp(`^${h.stripeLocal.url}/checkout/cs_test_`));
    expect(sessions[0]).toMatchObject({
      mode: 'subscription',
      status: 'open',
      client_reference_id: organisation.id,
      success_url: `${appUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/subscription/plans`,
      tax_id_collection: { enabled: true, required: 'never' },
      metadata: { organisation_id: organisation.id },
    });
    expect(sessions[0]!.customer).toMatch(/^cus_/);
    expect(sessions[1]!.customer).toBe(sessions[0]!.customer);
    const customer = await h.stripe.customers.retrieve(String(sessions[0]!.customer));
    expect(customer).toMatchObject({ name: organisation.name, email: admin.email });
  });

  it('cancels at the period end, keeps access, and reactivates; admins only', async () => {
    const { admin } = await createAdmin(h.t);
    const member = await createMember(h.t, admin.cookie);
    const none = await postAs(h.t, admin.cookie, '/api/subscriptions/cancel');
    expect(none.status).toBe(409);
    expect(await errorOf(none)).toBe(M.noPaidSubscription);

    const { subscriptionId, events } = await checkoutAndPay(h, admin);
    await deliverAll(h.t, events);
    const again = await postAs(h.t, admin.cookie, '/api/subscriptions/checkout', {
      priceId: ANNUAL,
    });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(M.alreadySubscribed);

    const cancel = await postAs(h.t, admin.cookie, '/api/subscriptions/cancel');
    expect(cancel.status).toBe(200);
    const cancelled = (await cancel.json()) as SubscriptionStatusResponse;
    expect(cancelled.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(cancelled.organisation.subscriptionStatus).toBe('active');
    expect(cancelled.hasAccess).toBe(true);
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);
    // Never cancelled at once.
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
    expect((await status(member.cookie)).subscription?.cancelAtPeriodEnd).toBe(true);
    expect((await postAs(h.t, member.cookie, '/api/subscriptions/reactivate')).status).toBe(403);

    const reactivate = await postAs(h.t, admin.cookie, '/api/subscriptions/reactivate');
    expect(reactivate.status).toBe(200);
    expect(((await reactivate.json()) as SubscriptionStatusResponse).subscription).toMatchObject({
      cancelAtPeriodEnd: false,
    });
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(
      false,
    );

    const portal = await postAs(h.t, admin.cookie, '/api/subscriptions/portal');
    expect(portal.status).toBe(200);
    expect(((await portal.json()) as { url: string }).url).toMatch(
      new RegExp(`^${h.stripeLocal.url}/billing/bps_`),
    );

    // Once the subscription has ended it cannot be reactivated: a new checkout is the way back.
    await h.stripe.subscriptions.cancel(subscriptionId);
    const ended = await postAs(h.t, admin.cookie, '/api/subscriptions/reactivate');
    expect(ended.status).toBe(409);
    expect(await errorOf(ended)).toBe(M.alreadyEnded);
  });

  it('refuses a second free trial with a clear message, whatever happened since', async () => {
    const { admin, organisation } = await createAdmin(h.t, { trial: true });
    await expireTrial(h.t, organisation.id);
    const again = await postAs(h.t, admin.cookie, '/api/subscriptions/trial');
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(TRIAL_MESSAGES.alreadyUsed);

    // Subscribed and then cancelled: still no second trial.
    const { subscriptionId, events } = await checkoutAndPay(h, admin);
    await deliverAll(h.t, events);
    expect(await errorOf(await postAs(h.t, admin.cookie, '/api/subscriptions/trial'))).toBe(
      TRIAL_MESSAGES.alreadyActive,
    );
    await h.stripe.subscriptions.cancel(subscriptionId);
    const deleted = h.stripeLocal.store.events[0]!;
    await deliverAll(h.t, [deleted]);
    const afterPaid = await postAs(h.t, admin.cookie, '/api/subscriptions/trial');
    expect(afterPaid.status).toBe(409);
    expect(await errorOf(afterPaid)).toBe(TRIAL_MESSAGES.alreadyUsed);
  });

  it('runs the payment test for superusers only, step by step', async () => {
    const anon = await postAs(h.t, '', '/api/stripe/diagnostics/config');
    expect(anon.status).toBe(401);
    const { admin } = await createAdmin(h.t);
    const refused = await postAs(h.t, admin.cookie, '/api/stripe/diagnostics/config');
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe(M.superuserOnly);

    const su = await createTestUser(h.t, { superuser: true });
    const results: DiagnosticResult[] = [];
    for (const step of ['config', 'api', 'webhook', 'checkout']) {
      const res = await postAs(h.t, su.cookie, `/api/stripe/diagnostics/${step}`);
      expect(res.status).toBe(200);
      results.push((await res.json()) as DiagnosticResult);
    }
    expect(results.map((r) => [r.step, r.ok])).toEqual([
      ['config', true],
      ['api', true],
      ['webhook', true],
      ['checkout', true],
    ]);
    expect(results[0]!.detail).toContain('test mode key');
    expect(results[1]!.detail).toContain('$49.00 AUD per month');
    expect(results[2]!.detail).toContain(`${appUrl}/api/stripe/webhook`);
    const sessionId = /(cs_test_\w+)/.exec(results[3]!.detail)![1]!;
    expect(h.stripeLocal.store.get('cs', sessionId).status).toBe('expired');
    expect((await postAs(h.t, su.cookie, '/api/stripe/diagnostics/nope')).status).toBe(404);
  });
});

describe('without Stripe configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('says payments are not set up, and the trial still works', async () => {
    const { admin } = await createAdmin(t);
    const plans = await getAs(t, admin.cookie, '/api/subscriptions/plans');
    expect(await plans.json()).toEqual({ configured: false, plans: [] });
    for (const action of ACTIONS) {
      const res = await postAs(t, admin.cookie, `/api/subscriptions/${action}`, {
        priceId: MONTHLY,
      });
      expect(res.status, action).toBe(503);
      expect(await errorOf(res)).toBe(M.notConfigured);
    }
    const webhook = await t.request('/api/stripe/webhook', { method: 'POST', body: '{}' });
    expect(webhook.status).toBe(503);
    expect((await postAs(t, admin.cookie, '/api/subscriptions/trial')).status).toBe(200);

    const su = await createTestUser(t, { superuser: true });
    const config = (await (
      await postAs(t, su.cookie, '/api/stripe/diagnostics/config')
    ).json()) as DiagnosticResult;
    expect(config).toMatchObject({ step: 'config', ok: false });
    expect(config.detail).toContain('STRIPE_SECRET_KEY is not set');
  });
});
