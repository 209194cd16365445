import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Env } from '../../../config/env';

/**
 * The SDK is loaded only when Stripe is configured: it is large (every Stripe resource), and a
 * server without payments should start as fast as it did before them.
 */
const loadStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe;

/** Stripe as this server uses it, or null when STRIPE_SECRET_KEY is unset (trial only). */
export interface Payments {
  stripe: Stripe;
  webhookSecret: string;
  /** The configured prices, monthly first, as the plans page lists them. */
  priceIds: string[];
  mode: 'test' | 'live';
  /** Set when the API is not api.stripe.com (the local Stripe server, stripe-mock). */
  apiUrl: string | null;
}

/**
 * One Stripe client per app. STRIPE_API_URL points the official SDK at another host through its
 * own host/port/protocol options: the production code path is the same either way.
 */
export function createPayments(env: Env): Payments | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key || !env.STRIPE_WEBHOOK_SECRET) return null;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  const StripeClient = loadStripe();
  const stripe = new StripeClient(key, {
    ...(api && {
      host: api.hostname,
      port: api.port || (protocol === 'http' ? 80 : 443),
      protocol,
    }),
    // Network blips are retried (with the SDK's idempotency keys); a stuck call gives up in 20 s.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'MedRecon' },
  });
  return {
    stripe,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    priceIds: [env.STRIPE_PRICE_MONTHLY, env.STRIPE_PRICE_ANNUAL].filter((p): p is string => !!p),
    mode: /^(sk|rk)_live_/.test(key) ? 'live' : 'test',
    apiUrl: api ? api.origin : null,
  };
}
