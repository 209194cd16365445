import { event } from './billing-objects';
import { noSuch } from './errors';
import { customer, newId, price, product, type Json, type StripeObject } from './objects';

/** The prices every local server starts with (AUD, GST included), as the README documents. */
export const SEEDED_PRICES = [
  { id: 'price_local_monthly', nickname: 'Monthly', unitAmount: 4900, interval: 'month' },
  { id: 'price_local_annual', nickname: 'Annual', unitAmount: 49000, interval: 'year' },
] as const;
export const SEEDED_PRODUCT = { id: 'prod_local_medrecon', name: 'MedRecon Subscription' };

const KINDS = {
  cus: 'customer',
  sub: 'subscription',
  in: 'invoice',
  price: 'price',
  prod: 'product',
  cs: 'checkout.session',
  bps: 'billing_portal.session',
  evt: 'event',
} as const;

/**
 * Everything the local server knows, in memory: it is a development and test tool, and a restart
 * starts afresh (the app keeps its own state in its database and re-reads Stripe on each event).
 */
export class LocalStripeStore {
  readonly objects = new Map<string, StripeObject>();
  /** Newest first, as GET /v1/events lists them. */
  readonly events: StripeObject[] = [];
  /** A Checkout Session's recurring price and subscription_data.metadata, by session id. */
  readonly sessionExtras = new Map<
    string,
    { price: StripeObject; subscriptionMetadata: Record<string, string> }
  >();
  private invoiceCount = 0;

  constructor(
    public baseUrl: string,
    private readonly onEvent: (e: StripeObject) => void,
  ) {
    this.put(product(SEEDED_PRODUCT.id, SEEDED_PRODUCT.name, SEEDED_PRICES[0].id));
    for (const p of SEEDED_PRICES)
      this.put(price({ ...p, product: SEEDED_PRODUCT.id, currency: 'aud' }));
  }

  put(o: StripeObject): StripeObject {
    this.objects.set(o.id, o);
    return o;
  }

  /** An object by id, or Stripe's 404 `No such customer: 'cus_…'`. */
  get(kind: keyof typeof KINDS, id: string, param = 'id', status = 404): StripeObject {
    const o = this.objects.get(id);
    if (!o || o.object !== KINDS[kind])
      throw noSuch(KINDS[kind].replace(/^.*\./, ''), id, param, status);
    return o;
  }

  all(objectName: string): StripeObject[] {
    return [...this.objects.values()].filter((o) => o.object === objectName).reverse();
  }

  createCustomer(fields: {
    name: string | null;
    email: string | null;
    metadata: Record<string, string>;
  }) {
    const c = customer(newId('cus', 14), fields);
    return this.put({ ...c, metadata: fields.metadata });
  }

  nextInvoiceNumber(c: StripeObject): string {
    this.invoiceCount += 1;
    return `${String(c.invoice_prefix)}-${String(this.invoiceCount).padStart(4, '0')}`;
  }

  /** Records an event (a snapshot of `object` now) and hands it to the webhook sender. */
  emit(type: string, object: StripeObject, previous?: { [key: string]: Json }): StripeObject {
    const e = event(type, object, previous);
    this.events.unshift(e);
    this.put(e);
    this.onEvent(e);
    return e;
  }
}
