import { randomBytes } from 'node:crypto';
import type { DiagnosticResult, DiagnosticStep } from '../../../../shared/subscriptions';
import type { Env } from '../../../config/env';
import type { Payments } from './payments';
import { loadPlans } from './plans';

const money = (cents: number, currency: string) =>
  `$${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

interface DiagnosticContext {
  env: Env;
  payments: Payments | null;
}

/**
 * The payment test page's steps, each on its own so the page can show them one by one:
 * configuration, Stripe reachable with the prices, the webhook endpoint answering, and a Checkout
 * Session created (and expired straight away, so nothing can be paid with it).
 */
export async function runDiagnostic(
  ctx: DiagnosticContext,
  step: DiagnosticStep,
): Promise<DiagnosticResult> {
  const { payments } = ctx;
  if (!payments)
    return {
      step,
      ok: false,
      detail:
        'STRIPE_SECRET_KEY is not set, so payments are off (the free trial still works). docs/payments.md explains the set-up.',
    };
  try {
    const detail = await STEPS[step](ctx.env, payments);
    return { step, ok: true, detail };
  } catch (err) {
    return { step, ok: false, detail: (err as Error).message || 'The step failed' };
  }
}

const STEPS: Record<DiagnosticStep, (env: Env, p: Payments) => Promise<string>> = {
  config: async (_env, p) => {
    const where = p.apiUrl ? ` through ${p.apiUrl} (not api.stripe.com)` : '';
    return `A ${p.mode} mode key is configured${where}, with a webhook signing secret and ${p.priceIds.length} price${p.priceIds.length === 1 ? '' : 's'} (${p.priceIds.join(', ')}).`;
  },
  api: async (_env, p) => {
    const plans = await loadPlans(p);
    const list = plans.map(
      (x) => `${x.name} ${x.planType}: ${money(x.amount, x.currency)} per ${x.interval}`,
    );
    return `Stripe answered and every configured price was found: ${list.join('; ')}.`;
  },
  webhook: async (env, p) => {
    // A signed event of a type the app ignores: proves the endpoint is reachable at APP_URL and
    // that STRIPE_WEBHOOK_SECRET verifies signatures, without changing anything.
    const url = `${env.APP_URL}/api/stripe/webhook`;
    const payload = JSON.stringify({
      id: `evt_diagnostic_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'medrecon.diagnostic',
      data: { object: {} },
    });
    const header = p.stripe.webhooks.generateTestHeaderString({ payload, secret: p.webhookSecret });
    const unsigned = await post(url, payload, 't=0,v1=0');
    if (unsigned !== 400)
      throw new Error(`${url} answered an unsigned event with ${unsigned}, not 400.`);
    const signed = await post(url, payload, header);
    if (signed !== 200) throw new Error(`${url} answered a signed event with ${signed}, not 200.`);
    return `${url} refuses unsigned events and accepts events signed with STRIPE_WEBHOOK_SECRET. Stripe's endpoint for it must use the same signing secret.`;
  },
  checkout: async (env, p) => {
    const session = await p.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: p.priceIds[0]!, quantity: 1 }],
      success_url: `${env.APP_URL}/subscription/success?test=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${env.APP_URL}/test-stripe`,
      metadata: { medrecon_diagnostic: 'true' },
    });
    await p.stripe.checkout.sessions.expire(session.id);
    return `Checkout Session ${session.id} was created and then expired, so nothing can be paid with it.`;
  },
};

async function post(url: string, body: string, signature: string): Promise<number | string> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch (err) {
    throw new Error(`${url} did not answer: ${(err as Error).message}`);
  }
}
