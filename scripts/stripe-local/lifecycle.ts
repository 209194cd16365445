import { invoice } from './billing-objects';
import { StripeLocalError } from './errors';
import { bool, metadataFrom, type FormObject } from './form';
import { now, type Json, type StripeObject } from './objects';
import type { LocalStripeStore } from './store';

/**
 * A subscription's life after checkout: updates through the API (cancel at period end and back),
 * immediate cancellation, and the local test helpers that stand in for time passing (a period
 * ending, a renewal payment failing, the customer fixing their card).
 */

type Item = { current_period_start: number; current_period_end: number; price: StripeObject };
const itemOf = (sub: StripeObject) => (sub.items as unknown as { data: Item[] }).data[0]!;

export const intervalOf = (p: StripeObject) =>
  (p.recurring as { interval: 'month' | 'year' }).interval;

/** Calendar month or year later, in UTC, as Stripe bills. */
export function addInterval(seconds: number, interval: 'month' | 'year'): number {
  const d = new Date(seconds * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

const ENDED = new Set(['canceled', 'incomplete_expired']);

/** POST /v1/subscriptions/:id: cancel_at_period_end and metadata. */
export function updateSubscription(
  store: LocalStripeStore,
  id: string,
  form: FormObject,
): StripeObject {
  const sub = store.get('sub', id);
  if (ENDED.has(String(sub.status)) && Object.keys(form).some((k) => k !== 'metadata'))
    throw new StripeLocalError(
      400,
      'A canceled subscription can only update its cancellation_details and metadata.',
    );
  const previous: { [key: string]: Json } = {};
  const cancel = bool(form.cancel_at_period_end);
  if (cancel !== undefined && cancel !== sub.cancel_at_period_end) {
    Object.assign(previous, {
      cancel_at_period_end: sub.cancel_at_period_end,
      cancel_at: sub.cancel_at,
      canceled_at: sub.canceled_at,
      cancellation_details: sub.cancellation_details,
    });
    Object.assign(sub, {
      cancel_at_period_end: cancel,
      cancel_at: cancel ? itemOf(sub).current_period_end : null,
      canceled_at: cancel ? now() : null,
      cancellation_details: {
        comment: null,
        feedback: null,
        reason: cancel ? 'cancellation_requested' : null,
      },
    });
  }
  if (form.metadata !== undefined) {
    previous.metadata = sub.metadata;
    sub.metadata = metadataFrom(form.metadata, sub.metadata as Record<string, string>);
  }
  if (Object.keys(previous).length > 0) store.emit('customer.subscription.updated', sub, previous);
  return sub;
}

/** DELETE /v1/subscriptions/:id: cancels at once (the app itself never does this). */
export function cancelSubscriptionNow(store: LocalStripeStore, id: string): StripeObject {
  const sub = store.get('sub', id);
  if (ENDED.has(String(sub.status)))
    throw new StripeLocalError(400, `No such subscription: '${id}'`, undefined, 'resource_missing');
  Object.assign(sub, {
    status: 'canceled',
    canceled_at: sub.canceled_at ?? now(),
    ended_at: now(),
    cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' },
  });
  store.emit('customer.subscription.deleted', sub);
  return sub;
}

/**
 * The current period ends now. A scheduled cancellation takes effect; otherwise the subscription
 * renews, and its new invoice is paid, or (paymentFails) stays open and the subscription goes
 * past_due, as Stripe does while it retries the card.
 */
export function endPeriod(
  store: LocalStripeStore,
  id: string,
  opts: { paymentFails?: boolean } = {},
): StripeObject {
  const sub = store.get('sub', id);
  if (ENDED.has(String(sub.status)))
    throw new StripeLocalError(400, 'This subscription has already ended.');
  const item = itemOf(sub);
  if (sub.cancel_at_period_end) {
    // Time has reached the end of the paid period: that is when it ended.
    const ended = Math.min(now(), item.current_period_end);
    item.current_period_end = ended;
    Object.assign(sub, { status: 'canceled', ended_at: ended, cancel_at: ended });
    store.emit('customer.subscription.deleted', sub);
    return sub;
  }
  const previous = {
    status: sub.status,
    latest_invoice: sub.latest_invoice,
    items: structuredClone(sub.items),
  } as { [key: string]: Json };
  const start = now();
  item.current_period_start = start;
  item.current_period_end = addInterval(start, intervalOf(item.price));
  const cust = store.get('cus', String(sub.customer));
  const inv = store.put(
    invoice({
      customer: cust,
      subscription: sub,
      price: item.price,
      period: { start, end: item.current_period_end },
      billingReason: 'subscription_cycle',
      paid: !opts.paymentFails,
      number: store.nextInvoiceNumber(cust),
      baseUrl: store.baseUrl,
    }),
  );
  sub.latest_invoice = inv.id;
  sub.status = opts.paymentFails ? 'past_due' : 'active';
  store.emit(opts.paymentFails ? 'invoice.payment_failed' : 'invoice.paid', inv);
  store.emit('customer.subscription.updated', sub, previous);
  return sub;
}

/** The customer updated their card and the open invoice was paid: past_due becomes active. */
export function payLatestInvoice(store: LocalStripeStore, id: string): StripeObject {
  const sub = store.get('sub', id);
  const inv = sub.latest_invoice ? store.get('in', String(sub.latest_invoice)) : null;
  if (!inv || inv.status !== 'open')
    throw new StripeLocalError(400, 'This subscription has no open invoice to pay.');
  Object.assign(inv, {
    status: 'paid',
    amount_paid: inv.amount_due,
    amount_remaining: 0,
    attempt_count: (inv.attempt_count as number) + 1,
    next_payment_attempt: null,
    status_transitions: { ...(inv.status_transitions as object), paid_at: now() },
  });
  const previous = { status: sub.status };
  sub.status = 'active';
  store.emit('invoice.paid', inv);
  store.emit('customer.subscription.updated', sub, previous);
  return sub;
}
