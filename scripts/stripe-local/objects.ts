import { randomInt } from 'node:crypto';

/**
 * Stripe-shaped objects, built the way the API returns them (API version 2026-10-28.endive, the
 * one the pinned `stripe` SDK sends): `object` names, prefixed ids, Unix-second timestamps, null
 * for fields that are empty, list envelopes, and billing periods on subscription items (not on the
 * subscription, since 2025-03-31.basil). Only the fields a subscription integration reads are
 * filled with meaning; the rest are present with Stripe's empty values.
 */
// undefined is allowed so indexed reads type-check; JSON.stringify leaves such keys out.
export type Json = null | undefined | boolean | number | string | Json[] | { [key: string]: Json };
export type StripeObject = { id: string; object: string; [key: string]: Json };

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const randomText = (n: number) =>
  Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** `cus_…`, `sub_…` with 24 characters after the prefix, as Stripe's ids have. */
export const newId = (prefix: string, length = 24) => `${prefix}_${randomText(length)}`;
export const now = () => Math.floor(Date.now() / 1000);

export function listOf(data: Json[], url: string): { [key: string]: Json } {
  return { object: 'list', data, has_more: false, url };
}

export function product(id: string, name: string, defaultPrice: string | null): StripeObject {
  return {
    id,
    object: 'product',
    active: true,
    created: now(),
    default_price: defaultPrice,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: now(),
    url: null,
  };
}

export function price(p: {
  id: string;
  product: string;
  nickname: string;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
}): StripeObject {
  return {
    id: p.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: now(),
    currency: p.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: p.nickname,
    product: p.product,
    recurring: {
      interval: p.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    // Australian prices are quoted including GST.
    tax_behavior: 'inclusive',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: p.unitAmount,
    unit_amount_decimal: String(p.unitAmount),
  };
}

export function customer(id: string, fields: { name: string | null; email: string | null }) {
  return {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created: now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: fields.email,
    invoice_prefix: randomText(8).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: {},
    name: fields.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  } satisfies StripeObject;
}

/** The legacy `plan` view of a recurring price, still returned on subscription items. */
function planOf(p: StripeObject): Json {
  const recurring = p.recurring as { interval: string };
  return {
    id: p.id,
    object: 'plan',
    active: true,
    amount: p.unit_amount,
    amount_decimal: p.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: p.created,
    currency: p.currency,
    interval: recurring.interval,
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: p.nickname,
    product: p.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function subscriptionItem(
  subscriptionId: string,
  p: StripeObject,
  period: { start: number; end: number },
): { [key: string]: Json } {
  return {
    id: newId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: now(),
    current_period_end: period.end,
    current_period_start: period.start,
    discounts: [],
    metadata: {},
    plan: planOf(p),
    price: p,
    quantity: 1,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

export function subscription(s: {
  id: string;
  customer: string;
  price: StripeObject;
  metadata: Record<string, string>;
  period: { start: number; end: number };
}): StripeObject {
  return {
    id: s.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { enabled: false, disabled_reason: null, liability: null },
    billing_cycle_anchor: s.period.start,
    billing_cycle_anchor_config: null,
    billing_mode: { type: 'flexible', flexible: { proration_discounts: 'included' } },
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now(),
    currency: s.price.currency,
    customer: s.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: newId('pm'),
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: listOf(
      [subscriptionItem(s.id, s.price, s.period)],
      `/v1/subscription_items?subscription=${s.id}`,
    ),
    latest_invoice: null,
    livemode: false,
    metadata: s.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: s.period.start,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
}
