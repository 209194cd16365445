import { portalSession } from './billing-objects';
import { createCheckoutSession, expireCheckoutSession } from './checkout';
import { missingParam, StripeLocalError } from './errors';
import { list, metadataFrom, str, type FormObject } from './form';
import { cancelSubscriptionNow, updateSubscription } from './lifecycle';
import { listOf, type Json, type StripeObject } from './objects';
import type { LocalStripeStore } from './store';

/**
 * The REST endpoints MedRecon calls (and a few a developer may want), answering as Stripe's v1 API
 * does: objects, list envelopes with `has_more`, `expand[]`, and Stripe's error bodies.
 */
export type ApiHandler = (store: LocalStripeStore, form: FormObject, id: string) => Json;
type Route = [method: string, pattern: RegExp, handler: ApiHandler];

export const API_ROUTES: Route[] = [
  [
    'GET',
    /^\/v1\/prices$/,
    (s, f) => listObjects(s, 'price', f, '/v1/prices', byField(f, 'product')),
  ],
  ['GET', /^\/v1\/prices\/([^/]+)$/, (s, _f, id) => s.get('price', id)],
  ['GET', /^\/v1\/products\/([^/]+)$/, (s, _f, id) => s.get('prod', id)],
  ['POST', /^\/v1\/customers$/, (s, f) => s.createCustomer(customerFields(f))],
  [
    'GET',
    /^\/v1\/customers$/,
    (s, f) => listObjects(s, 'customer', f, '/v1/customers', byField(f, 'email')),
  ],
  ['GET', /^\/v1\/customers\/([^/]+)$/, (s, _f, id) => s.get('cus', id)],
  ['POST', /^\/v1\/customers\/([^/]+)$/, (s, f, id) => updateCustomer(s, id, f)],
  ['POST', /^\/v1\/checkout\/sessions$/, (s, f) => createCheckoutSession(s, f)],
  ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (s, _f, id) => s.get('cs', id)],
  [
    'POST',
    /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    (s, _f, id) => expireCheckoutSession(s, id),
  ],
  ['GET', /^\/v1\/subscriptions$/, (s, f) => listSubscriptions(s, f)],
  ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (s, _f, id) => s.get('sub', id)],
  ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (s, f, id) => updateSubscription(s, id, f)],
  ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (s, _f, id) => cancelSubscriptionNow(s, id)],
  [
    'GET',
    /^\/v1\/invoices$/,
    (s, f) => listObjects(s, 'invoice', f, '/v1/invoices', invoiceFilter(f)),
  ],
  ['GET', /^\/v1\/invoices\/([^/]+)$/, (s, _f, id) => s.get('in', id)],
  ['POST', /^\/v1\/billing_portal\/sessions$/, (s, f) => createPortalSession(s, f)],
  ['GET', /^\/v1\/events$/, (s, f) => listObjects(s, 'event', f, '/v1/events', byField(f, 'type'))],
  ['GET', /^\/v1\/events\/([^/]+)$/, (s, _f, id) => s.get('evt', id)],
];

function customerFields(f: FormObject) {
  return {
    name: str(f.name) || null,
    email: str(f.email) || null,
    metadata: metadataFrom(f.metadata),
  };
}

function updateCustomer(s: LocalStripeStore, id: string, f: FormObject): StripeObject {
  const c = s.get('cus', id);
  if (f.name !== undefined) c.name = str(f.name) || null;
  if (f.email !== undefined) c.email = str(f.email) || null;
  if (f.metadata !== undefined)
    c.metadata = metadataFrom(f.metadata, c.metadata as Record<string, string>);
  return c;
}

function createPortalSession(s: LocalStripeStore, f: FormObject): StripeObject {
  const customer = str(f.customer);
  if (!customer) throw missingParam('customer');
  s.get('cus', customer, 'customer', 400);
  return s.put(
    portalSession({ customer, returnUrl: str(f.return_url) || null, baseUrl: s.baseUrl }),
  );
}

const byField = (f: FormObject, field: string) => (o: StripeObject) =>
  f[field] === undefined || o[field] === str(f[field]);

function invoiceFilter(f: FormObject) {
  return (o: StripeObject) =>
    (f.customer === undefined || o.customer === str(f.customer)) &&
    (f.subscription === undefined ||
      (o.parent as { subscription_details?: { subscription?: string } } | null)
        ?.subscription_details?.subscription === str(f.subscription));
}

/** Stripe lists active subscriptions unless `status` says otherwise (`all`, `canceled`, ...). */
function listSubscriptions(s: LocalStripeStore, f: FormObject) {
  const status = str(f.status);
  return listObjects(
    s,
    'subscription',
    f,
    '/v1/subscriptions',
    (o) =>
      (f.customer === undefined || o.customer === str(f.customer)) &&
      (status === 'all' ? true : status ? o.status === status : o.status !== 'canceled'),
  );
}

/** A list envelope, newest first, honouring `limit` (1 to 100, default 10) and `starting_after`. */
function listObjects(
  s: LocalStripeStore,
  objectName: string,
  f: FormObject,
  url: string,
  keep: (o: StripeObject) => boolean,
) {
  const limit = Number(str(f.limit) ?? 10);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new StripeLocalError(
      400,
      'Invalid integer: limit must be between 1 and 100',
      undefined,
      undefined,
      'limit',
    );
  let all = s.all(objectName).filter(keep);
  const after = str(f.starting_after);
  if (after) all = all.slice(all.findIndex((o) => o.id === after) + 1);
  const envelope = listOf(all.slice(0, limit), url);
  envelope.has_more = all.length > limit;
  return envelope;
}

/** `expand[]=customer`, `expand[]=items.data.price.product`: ids replaced by their objects. */
export function expand(s: LocalStripeStore, body: Json, f: FormObject): Json {
  const paths = list(f.expand).filter((p): p is string => typeof p === 'string');
  if (paths.length === 0) return body;
  const copy = structuredClone(body);
  for (const path of paths) expandPath(s, copy, path.split('.'));
  return copy;
}

function expandPath(s: LocalStripeStore, node: Json, segments: string[]): void {
  if (!node || typeof node !== 'object' || segments.length === 0) return;
  if (Array.isArray(node)) {
    for (const item of node) expandPath(s, item, segments);
    return;
  }
  const [head, ...rest] = segments as [string, ...string[]];
  const value = node[head];
  if (typeof value === 'string' && s.objects.has(value))
    node[head] = structuredClone(s.objects.get(value)!);
  expandPath(s, node[head] ?? null, rest);
}
