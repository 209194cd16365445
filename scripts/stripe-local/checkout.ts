import { checkoutSession, invoice } from './billing-objects';
import { invalidParam, missingParam, StripeLocalError } from './errors';
import { bool, list, metadataFrom, obj, str, type FormObject } from './form';
import { addInterval, intervalOf } from './lifecycle';
import { newId, now, subscription, type StripeObject } from './objects';
import type { LocalStripeStore } from './store';

/** POST /v1/checkout/sessions, with the checks Stripe makes on a subscription-mode session. */
export function createCheckoutSession(store: LocalStripeStore, form: FormObject): StripeObject {
  const mode = str(form.mode);
  if (!mode) throw missingParam('mode');
  if (mode !== 'subscription')
    throw invalidParam('mode', 'The local Stripe server supports only `mode=subscription`.');
  const items = list(form.line_items);
  if (items.length === 0) throw missingParam('line_items');
  const prices = items.map((raw, i) => {
    const item = obj(raw) ?? {};
    const id = str(item.price);
    if (!id) throw missingParam(`line_items[${i}][price]`);
    if (!str(item.quantity)) throw missingParam(`line_items[${i}][quantity]`);
    return store.get('price', id, `line_items[${i}][price]`, 400);
  });
  if (!prices.some((p) => p.type === 'recurring'))
    throw invalidParam(
      'line_items',
      'You must provide at least one recurring price in `subscription` mode when using prices.',
    );
  const customerId = str(form.customer) || null;
  const customerEmail = str(form.customer_email) || null;
  if (customerId && customerEmail)
    throw invalidParam(
      'customer_email',
      'You may only specify one of these parameters: customer, customer_email.',
    );
  if (customerId) store.get('cus', customerId, 'customer', 400);
  const taxIds = bool(obj(form.tax_id_collection)?.enabled) ?? false;
  if (taxIds && customerId && str(obj(form.customer_update)?.name) !== 'auto')
    throw invalidParam(
      'tax_id_collection[enabled]',
      'tax_id_collection requires updating business name on the customer. To enable tax ID collection for an existing customer, please set `customer_update[name]` to `auto`.',
    );
  const session = store.put(
    checkoutSession({
      customer: customerId,
      customerEmail,
      clientReferenceId: str(form.client_reference_id) || null,
      prices,
      successUrl: str(form.success_url) || null,
      cancelUrl: str(form.cancel_url) || null,
      metadata: metadataFrom(form.metadata),
      taxIdCollection: taxIds,
      baseUrl: store.baseUrl,
    }),
  );
  // Stripe keeps line items and subscription_data beside the session, not on it.
  const recurring = prices.find((p) => p.type === 'recurring')!;
  store.sessionExtras.set(session.id, {
    price: recurring,
    subscriptionMetadata: metadataFrom(obj(form.subscription_data)?.metadata),
  });
  return session;
}

/** POST /v1/checkout/sessions/:id/expire. */
export function expireCheckoutSession(store: LocalStripeStore, id: string): StripeObject {
  const session = store.get('cs', id);
  if (session.status !== 'open')
    throw new StripeLocalError(
      400,
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
    );
  Object.assign(session, { status: 'expired', url: null });
  store.emit('checkout.session.expired', session);
  return session;
}

export interface PaymentDetails {
  email: string;
  name: string;
  abn: string;
}

/**
 * What Stripe does when the customer presses Pay on the hosted page: the customer (created if the
 * session had none), the subscription with its first paid invoice, the session completed, and the
 * events. Returns where the browser goes next (success_url with the session id filled in).
 */
export function completeCheckout(
  store: LocalStripeStore,
  sessionId: string,
  details: PaymentDetails,
): string {
  const session = store.get('cs', sessionId);
  const extras = store.sessionExtras.get(session.id);
  if (session.status !== 'open' || !extras)
    throw new StripeLocalError(400, 'This Checkout Session is no longer active.');
  const { price, subscriptionMetadata } = extras;
  const cust = session.customer
    ? store.get('cus', String(session.customer))
    : store.createCustomer({ name: details.name || null, email: details.email, metadata: {} });
  if (details.name) cust.name = details.name;
  if (!cust.email) cust.email = details.email;

  const start = now();
  const period = { start, end: addInterval(start, intervalOf(price)) };
  const sub = store.put(
    subscription({
      id: newId('sub'),
      customer: cust.id,
      price,
      metadata: subscriptionMetadata,
      period,
    }),
  );
  const inv = store.put(
    invoice({
      customer: cust,
      subscription: sub,
      price,
      period,
      billingReason: 'subscription_create',
      paid: true,
      number: store.nextInvoiceNumber(cust),
      baseUrl: store.baseUrl,
    }),
  );
  sub.latest_invoice = inv.id;
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    customer: cust.id,
    subscription: sub.id,
    invoice: inv.id,
    url: null,
    customer_details: {
      address: null,
      business_name: details.abn ? details.name || null : null,
      email: details.email,
      individual_name: null,
      name: details.name || null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: details.abn ? [{ type: 'au_abn', value: details.abn }] : [],
    },
  });
  // Stripe does not promise an order; the app must not depend on one.
  store.emit('customer.subscription.created', sub);
  store.emit('invoice.paid', inv);
  store.emit('checkout.session.completed', session);
  const success = session.success_url
    ? String(session.success_url)
    : `${store.baseUrl}/checkout/${session.id}`;
  return success.replace('{CHECKOUT_SESSION_ID}', session.id);
}
