import { createServer } from 'node:net';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { signatureHeader } from '../../scripts/stripe-local/webhooks';
import { startStripeLocal, type StripeLocalServer } from '../../scripts/stripe-local/server';
import type { StripeObject } from '../../scripts/stripe-local/objects';
import type { Logger } from '../../src/server/http/logger';
import { postAs } from './organisations';
import { createTestApp, type TestApp } from './test-app';
import type { TestUser } from './users';

export const WEBHOOK_SECRET = 'whsec_integration_tests';
export const MONTHLY = 'price_local_monthly';
export const ANNUAL = 'price_local_annual';

export interface PaymentsHarness {
  t: TestApp;
  stripeLocal: StripeLocalServer;
  /** The official SDK pointed at the local server, as the app's own client is. */
  stripe: Stripe;
  close(): Promise<void>;
}

/** A free TCP port, for an app that must know its own address (APP_URL) before it listens. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * A test app with Stripe configured against a local Stripe server on a free port. Events are not
 * sent anywhere: tests take them from the server's event list and deliver them (in any order,
 * any number of times) with deliver().
 */
export async function createPaymentsHarness(
  kind: 'pglite' | 'postgres',
  opts: { appUrl?: string; log?: Logger } = {},
): Promise<PaymentsHarness> {
  const stripeLocal = await startStripeLocal({
    port: 0,
    webhookUrl: null,
    webhookSecret: WEBHOOK_SECRET,
  });
  const t = await createTestApp(
    kind,
    {
      STRIPE_SECRET_KEY: 'sk_test_integration',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: MONTHLY,
      STRIPE_PRICE_ANNUAL: ANNUAL,
      STRIPE_API_URL: stripeLocal.url,
      ...(opts.appUrl ? { APP_URL: opts.appUrl } : {}),
    },
    { log: opts.log },
  );
  const api = new URL(stripeLocal.url);
  const stripe = new Stripe('sk_test_integration', {
    host: api.hostname,
    port: api.port,
    protocol: 'http',
  });
  return {
    t,
    stripeLocal,
    stripe,
    close: async () => {
      await t.close();
      await stripeLocal.close();
    },
  };
}

/** POSTs an event to the app's webhook as Stripe does: raw JSON, signed with the endpoint secret. */
export function deliver(t: TestApp, event: StripeObject, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return t.request('/api/stripe/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Stripe-Signature': signatureHeader(payload, secret),
    },
    body: payload,
  });
}

/** Delivers each event in the order given and expects every one to be accepted. */
export async function deliverAll(t: TestApp, events: StripeObject[]) {
  for (const e of events) {
    const res = await deliver(t, e);
    expect(res.status, `${String(e.type)}: ${await res.clone().text()}`).toBe(200);
  }
}

/** Runs `action` and returns the events the local server emitted meanwhile, oldest first. */
export async function eventsDuring(
  h: PaymentsHarness,
  action: () => Promise<unknown>,
): Promise<StripeObject[]> {
  const before = h.stripeLocal.store.events.length;
  await action();
  return h.stripeLocal.store.events.slice(0, h.stripeLocal.store.events.length - before).reverse();
}

/** The admin starts a checkout through the app, then pays on the local hosted page. */
export async function checkoutAndPay(
  h: PaymentsHarness,
  admin: TestUser,
  priceId = MONTHLY,
): Promise<{
  sessionId: string;
  subscriptionId: string;
  redirect: string;
  events: StripeObject[];
}> {
  const res = await postAs(h.t, admin.cookie, '/api/subscriptions/checkout', { priceId });
  expect(res.status, await res.clone().text()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  let redirect = '';
  const events = await eventsDuring(h, async () => {
    const pay = await fetch(`${url}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ email: admin.email, name: 'Test Hospital', abn: '51824753556' }),
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    redirect = pay.headers.get('location') ?? '';
  });
  const sessionId = url.split('/').pop()!;
  const session = h.stripeLocal.store.get('cs', sessionId);
  return { sessionId, subscriptionId: String(session.subscription), redirect, events };
}
