import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseForm } from '../../scripts/stripe-local/form';
import { startStripeLocal, type StripeLocalServer } from '../../scripts/stripe-local/server';

/**
 * The local Stripe server must answer as Stripe does, so the official SDK (the one the app uses)
 * works against it unchanged: objects, errors mapped to the SDK's error classes, lists,
 * expansion, idempotency, and webhook signatures the SDK verifies.
 */
describe('the local Stripe server', () => {
  let local: StripeLocalServer;
  let stripe: Stripe;
  let receiver: ReturnType<typeof createServer>;
  const received: Array<{ body: string; signature: string }> = [];

  beforeAll(async () => {
    receiver = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: String(req.headers['stripe-signature']),
        });
        res.writeHead(received.length === 1 ? 500 : 200).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, r));
    const port = (receiver.address() as AddressInfo).port;
    local = await startStripeLocal({
      port: 0,
      webhookUrl: `http://localhost:${port}/hook`,
      webhookSecret: 'whsec_local_test',
    });
    const api = new URL(local.url);
    stripe = new Stripe('sk_test_local', { host: api.hostname, port: api.port, protocol: 'http' });
  });
  afterAll(async () => {
    await local.close();
    await new Promise((r) => receiver.close(r));
  });

  it('reads nested form keys the way the SDK writes them', () => {
    expect(
      parseForm(
        'mode=subscription&line_items[0][price]=p1&line_items[0][quantity]=1&line_items[1][price]=p2&expand[]=a&expand[]=b&metadata[x]=&a%5Bb%5D=c',
      ),
    ).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'p1', quantity: '1' }, { price: 'p2' }],
      expand: ['a', 'b'],
      metadata: { x: '' },
      a: { b: 'c' },
    });
  });

  it('serves the seeded AUD prices, expanded and listed', async () => {
    const monthly = await stripe.prices.retrieve('price_local_monthly', { expand: ['product'] });
    expect(monthly).toMatchObject({
      object: 'price',
      currency: 'aud',
      unit_amount: 4900,
      recurring: { interval: 'month' },
      tax_behavior: 'inclusive',
      product: { object: 'product', name: 'MedRecon Subscription' },
    });
    const annual = await stripe.prices.retrieve('price_local_annual');
    expect(annual).toMatchObject({ unit_amount: 49000, product: 'prod_local_medrecon' });
    const page = await stripe.prices.list({ limit: 1 });
    expect(page).toMatchObject({ object: 'list', has_more: true, url: '/v1/prices' });
    const all: string[] = [];
    for await (const p of stripe.prices.list({ limit: 1 })) all.push(p.id);
    expect(all.sort()).toEqual(['price_local_annual', 'price_local_monthly']);
  });

  it("answers errors with Stripe's bodies and statuses, which the SDK turns into its errors", async () => {
    await expect(stripe.prices.retrieve('price_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such price: 'price_missing'",
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_local_monthly' }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'line_items[0][quantity]',
    });
    const api = new URL(local.url);
    const live = new Stripe('sk_live_abcdef', {
      host: api.hostname,
      port: api.port,
      protocol: 'http',
    });
    await expect(live.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const raw = await fetch(`${local.url}/v1/nothing`, {
      headers: { Authorization: 'Bearer sk_test_x' },
    });
    expect(raw.status).toBe(404);
    expect(((await raw.json()) as { error: { type: string } }).error.type).toBe(
      'invalid_request_error',
    );
  });

  it('replays a request with the same idempotency key instead of repeating it', async () => {
    const a = await stripe.customers.create({ name: 'A' }, { idempotencyKey: 'same-key' });
    const b = await stripe.customers.create({ name: 'A' }, { idempotencyKey: 'same-key' });
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers['idempotent-replayed']).toBe('true');
  });

  it('completes a checkout from the hosted page and sends events the SDK verifies, retrying a failed delivery', async () => {
    const customer = await stripe.customers.create({ name: 'RPA', email: 'admin@rpa.example' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'org-1',
      line_items: [{ price: 'price_local_annual', quantity: 1 }],
      success_url: 'http://app.example/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.example/plans',
      tax_id_collection: { enabled: true },
      customer_update: { name: 'auto', address: 'auto' },
      subscription_data: { metadata: { organisation_id: 'org-1' } },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      mode: 'subscription',
    });
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('$490.00 AUD');
    expect(page).toMatch(/<button type="submit"[^>]*>Pay<\/button>/);

    const pay = await fetch(`${session.url}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'admin@rpa.example', name: 'RPA', abn: '51 824 753 556' }),
      redirect: 'manual',
    });
    expect(pay.headers.get('location')).toBe(`http://app.example/success?session_id=${session.id}`);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const sub = done.subscription as Stripe.Subscription;
    expect(sub).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: customer.id,
      metadata: { organisation_id: 'org-1' },
      cancel_at_period_end: false,
    });
    const item = sub.items.data[0]!;
    expect(item.price.id).toBe('price_local_annual');
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(365 * 86400);
    const invoice = await stripe.invoices.retrieve(String(sub.latest_invoice));
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 49000,
      parent: { subscription_details: { subscription: sub.id } },
    });

    await local.deliveriesIdle();
    // The first delivery got a 500 and was retried; every delivery verifies with the SDK.
    const types = received.map(
      (r) => stripe.webhooks.constructEvent(r.body, r.signature, 'whsec_local_test').type,
    );
    expect(types.sort()).toEqual(
      [
        'checkout.session.completed',
        'customer.subscription.created',
        'customer.subscription.created',
        'invoice.paid',
      ].sort(),
    );
    expect(() =>
      stripe.webhooks.constructEvent(received[0]!.body, received[0]!.signature, 'whsec_other'),
    ).toThrow(/signature/i);
  }, 20_000);
});
