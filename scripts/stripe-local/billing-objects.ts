import { listOf, newId, now, type Json, type StripeObject } from './objects';

/** Invoices, Checkout Sessions, Billing Portal sessions and events, shaped as Stripe returns them. */

export function invoice(i: {
  customer: StripeObject;
  subscription: StripeObject;
  price: StripeObject;
  period: { start: number; end: number };
  billingReason: 'subscription_create' | 'subscription_cycle';
  paid: boolean;
  number: string;
  baseUrl: string;
}): StripeObject {
  const id = newId('in');
  const amount = i.price.unit_amount as number;
  const created = now();
  const item = (i.subscription.items as { data: Array<{ id: string }> }).data[0]!;
  const line = {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: i.price.currency,
    description: `1 × ${String(i.price.nickname ?? 'Subscription')}`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: i.subscription.id,
        subscription_item: item.id,
      },
    },
    period: { start: i.period.start, end: i.period.end },
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: i.price.id, product: i.price.product },
      unit_amount_decimal: String(amount),
    },
    quantity: 1,
    taxes: [],
  };
  return {
    id,
    object: 'invoice',
    account_country: 'AU',
    account_name: 'MedRecon (local Stripe)',
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: i.paid ? amount : 0,
    amount_remaining: i.paid ? 0 : amount,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    auto_advance: !i.paid,
    billing_reason: i.billingReason,
    collection_method: 'charge_automatically',
    created,
    currency: i.price.currency,
    customer: i.customer.id,
    customer_email: i.customer.email,
    customer_name: i.customer.name,
    description: null,
    discounts: [],
    due_date: null,
    hosted_invoice_url: `${i.baseUrl}/invoices/${id}`,
    invoice_pdf: null,
    lines: listOf([line], `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: i.paid ? null : created + 3 * 24 * 3600,
    number: i.number,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        metadata: i.subscription.metadata as Json,
        subscription: i.subscription.id,
      },
    },
    period_end: i.period.start,
    period_start: i.period.start,
    status: i.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: created,
      marked_uncollectible_at: null,
      paid_at: i.paid ? created : null,
      voided_at: null,
    },
    subtotal: amount,
    subtotal_excluding_tax: null,
    total: amount,
    total_excluding_tax: null,
    webhooks_delivered_at: created,
  };
}

export interface SessionParams {
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  prices: StripeObject[];
  successUrl: string | null;
  cancelUrl: string | null;
  metadata: Record<string, string>;
  taxIdCollection: boolean;
  baseUrl: string;
}

export function checkoutSession(p: SessionParams): StripeObject {
  const id = newId('cs_test', 58);
  const total = p.prices.reduce((sum, x) => sum + (x.unit_amount as number), 0);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: p.cancelUrl,
    client_reference_id: p.clientReferenceId,
    client_secret: null,
    consent: null,
    consent_collection: null,
    created: now(),
    currency: (p.prices[0]?.currency as string) ?? 'aud',
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null },
    customer: p.customer,
    customer_creation: p.customer ? null : 'always',
    customer_details: null,
    customer_email: p.customerEmail,
    expires_at: now() + 24 * 3600,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata: p.metadata,
    mode: 'subscription',
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    phone_number_collection: { enabled: false },
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: p.successUrl,
    tax_id_collection: { enabled: p.taxIdCollection, required: 'never' },
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${p.baseUrl}/checkout/${id}`,
  };
}

export function portalSession(p: {
  customer: string;
  returnUrl: string | null;
  baseUrl: string;
}): StripeObject {
  const id = newId('bps');
  return {
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_local_default',
    created: now(),
    customer: p.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: p.returnUrl,
    url: `${p.baseUrl}/billing/${id}`,
  };
}

/** A v1 snapshot event: a copy of the object as it is now, and what changed for `.updated`. */
export function event(
  type: string,
  object: StripeObject,
  previousAttributes?: { [key: string]: Json },
): StripeObject {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: now(),
    data: {
      object: structuredClone(object),
      ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
