import { createHmac } from 'node:crypto';
import type { StripeObject } from './objects';

/**
 * Stripe's webhook signature: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" keyed with the endpoint's whsec_ secret>`. The receiver verifies it on the raw
 * body and rejects timestamps older than its tolerance (300 s in the SDK).
 */
export function signatureHeader(payload: string, secret: string, timestamp = nowSeconds()) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Waits before each retry of a failed delivery (Stripe backs off over days; locally, seconds). */
const RETRY_DELAYS_MS = [500, 2000, 5000];

/**
 * Sends events one after another, each POSTed as Stripe does (JSON body, Stripe-Signature), and
 * retries a delivery the endpoint did not answer with 2xx. `idle()` resolves once all are sent.
 */
export class WebhookSender {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string | null,
    private readonly secret: string,
    private readonly log: (line: string) => void,
  ) {}

  send(event: StripeObject): void {
    if (!this.url) return;
    const url = this.url;
    this.queue = this.queue.then(() => this.deliver(url, event));
  }

  idle(): Promise<void> {
    return this.queue;
  }

  private async deliver(url: string, event: StripeObject): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; ; attempt++) {
      let outcome: string;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'Stripe-Signature': signatureHeader(payload, this.secret),
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.ok) {
          this.log(`→ ${event.type} ${event.id}: ${res.status}`);
          return;
        }
        outcome = `HTTP ${res.status}`;
      } catch (err) {
        outcome = (err as Error).message;
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        this.log(`✗ ${event.type} ${event.id}: ${outcome}; gave up after ${attempt + 1} attempts`);
        return;
      }
      this.log(`… ${event.type} ${event.id}: ${outcome}; retrying in ${delay / 1000} s`);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}
