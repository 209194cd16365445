import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ROUTES, expand } from './api';
import { completeCheckout } from './checkout';
import { StripeLocalError } from './errors';
import { parseForm, str, type FormObject } from './form';
import { endPeriod, payLatestInvoice } from './lifecycle';
import { newId, type Json } from './objects';
import { checkoutPage, messagePage, money, portalPage } from './pages';
import { LocalStripeStore } from './store';
import { WebhookSender } from './webhooks';

export interface StripeLocalOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Where events are POSTed; null keeps them only in GET /v1/events (tests replay them). */
  webhookUrl: string | null;
  webhookSecret: string;
  log?: (line: string) => void;
}

export interface StripeLocalServer {
  url: string;
  port: number;
  store: LocalStripeStore;
  /** Resolves when every event so far has been delivered (or given up on). */
  deliveriesIdle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A Stripe stand-in for local mode and tests: the v1 REST endpoints the app calls, hosted Checkout
 * and Billing Portal pages, and signed webhook events, so the official SDK talks to it unchanged
 * (STRIPE_API_URL). Test keys only: any `sk_test_…` or `rk_test_…` key is accepted.
 */
export async function startStripeLocal(opts: StripeLocalOptions): Promise<StripeLocalServer> {
  const log = opts.log ?? (() => {});
  const sender = new WebhookSender(opts.webhookUrl, opts.webhookSecret, log);
  const store = new LocalStripeStore('', (e) => sender.send(e));
  const idempotent = new Map<string, { route: string; status: number; body: string }>();

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      const e =
        err instanceof StripeLocalError ? err : new StripeLocalError(500, String(err), 'api_error');
      if (!(err instanceof StripeLocalError)) log(`error: ${(err as Error).stack ?? String(err)}`);
      send(res, e.status, JSON.stringify(e.toJSON(), null, 2));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', store.baseUrl);
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    if (url.pathname.startsWith('/v1/')) return api(req, res, method, url, body);
    return hosted(res, method, url, parseForm(body));
  }

  async function api(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    url: URL,
    body: string,
  ) {
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!key)
      throw new StripeLocalError(
        401,
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    if (!/^(sk|rk)_test_/.test(key))
      throw new StripeLocalError(
        401,
        `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(8)}${key.slice(-4)}`,
      );
    const form: FormObject = { ...parseForm(url.search.slice(1)), ...parseForm(body) };
    const route = `${method} ${url.pathname}`;
    const idemKey = method === 'POST' ? str(req.headers['idempotency-key']) : undefined;
    const replay = idemKey ? idempotent.get(idemKey) : undefined;
    if (replay) {
      if (replay.route !== route)
        throw new StripeLocalError(
          400,
          'Keys for idempotent requests can only be used for the same endpoint they were first used for.',
          'idempotency_error',
        );
      res.setHeader('Idempotent-Replayed', 'true');
      return send(res, replay.status, replay.body);
    }
    const match = API_ROUTES.map(([m, re, h]) => [m, re.exec(url.pathname), h] as const).find(
      ([m, found]) => m === method && found,
    );
    if (!match)
      throw new StripeLocalError(
        404,
        `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      );
    const [, found, handler] = match;
    const result = expand(store, handler(store, form, decodeURIComponent(found![1] ?? '')), form);
    const text = JSON.stringify(result, null, 2);
    if (idemKey) idempotent.set(idemKey, { route, status: 200, body: text });
    send(res, 200, text);
  }

  function hosted(res: ServerResponse, method: string, url: URL, form: FormObject) {
    const [, area, id, action] = url.pathname.split('/');
    const page = (status: number, html: string) =>
      send(res, status, html, 'text/html; charset=utf-8');
    const redirect = (to: string) => {
      res.writeHead(303, { Location: to }).end();
    };
    if (area === 'checkout' && id && method === 'GET' && !action)
      return page(200, checkoutPage(store, store.get('cs', id)));
    if (area === 'checkout' && id && method === 'POST' && action === 'pay')
      return redirect(
        completeCheckout(store, id, {
          email: str(form.email) || 'customer@example.org',
          name: str(form.name) ?? '',
          abn: (str(form.abn) ?? '').replace(/\s/g, ''),
        }),
      );
    if (area === 'checkout' && id && method === 'POST' && action === 'cancel')
      return redirect(String(store.get('cs', id).cancel_url ?? `/checkout/${id}`));
    if (area === 'billing' && id && method === 'GET' && !action)
      return page(200, portalPage(store, store.get('bps', id)));
    if (area === 'billing' && id && method === 'POST' && action === 'pay') {
      payLatestInvoice(store, url.searchParams.get('subscription') ?? '');
      return redirect(`/billing/${id}`);
    }
    if (area === 'invoices' && id && method === 'GET') {
      const inv = store.get('in', id);
      const text = `${money(inv.amount_due as number, String(inv.currency))}: ${String(inv.status)}`;
      return page(200, messagePage(`Invoice ${String(inv.number)}`, text));
    }
    if (area === '_local' && id === 'subscriptions' && method === 'POST') {
      const [, , , subId, step] = url.pathname.split('/');
      const steps: Record<string, () => Json> = {
        advance_period: () => endPeriod(store, subId ?? ''),
        fail_payment: () => endPeriod(store, subId ?? '', { paymentFails: true }),
        pay: () => payLatestInvoice(store, subId ?? ''),
      };
      const run = steps[step ?? ''];
      if (run) return send(res, 200, JSON.stringify(run(), null, 2));
    }
    if (url.pathname === '/' && method === 'GET')
      return send(
        res,
        200,
        JSON.stringify({ object: 'local_stripe', prices: store.all('price').map((p) => p.id) }),
      );
    page(
      404,
      messagePage(
        'Not found',
        `${method} ${url.pathname} is not a page of the local Stripe server.`,
      ),
    );
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  store.baseUrl = `http://localhost:${port}`;
  return {
    url: store.baseUrl,
    port,
    store,
    deliveriesIdle: () => sender.idle(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections (the SDK's agent, browsers) would hold the close open.
        server.closeAllConnections();
      }),
  };
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json') {
  res.writeHead(status, {
    'Content-Type': type,
    'Request-Id': newId('req', 14),
    'Stripe-Version': '2026-10-28.endive',
    'Cache-Control': 'no-cache, no-store',
  });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
