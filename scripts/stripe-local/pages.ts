import type { StripeObject } from './objects';
import type { LocalStripeStore } from './store';

/**
 * The hosted pages Stripe would show: Checkout (with Pay and Cancel) and the Billing Portal.
 * Plain HTML forms, so they work in any browser and in Playwright without scripts.
 */
const esc = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const money = (cents: number, currency: string) =>
  `$${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

const date = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-AU', { dateStyle: 'long' });

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36}
main{max-width:34rem;margin:2rem auto;background:#fff;border:1px solid #e3e8ee;border-radius:12px;padding:2rem}
.test{display:inline-block;background:#ffde92;color:#5a3b00;border-radius:4px;padding:2px 8px;font-size:.8rem;font-weight:600}
h1{font-size:1.4rem;margin:.75rem 0}.price{font-size:2rem;font-weight:700;margin:.25rem 0}
.muted{color:#556070;font-size:.9rem}label{display:block;margin-top:1rem;font-weight:600;font-size:.9rem}
input{box-sizing:border-box;width:100%;padding:.6rem;margin-top:.3rem;border:1px solid #c9d1da;border-radius:6px;font-size:1rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem;align-items:center}
button,.button{background:#635bff;color:#fff;border:0;border-radius:6px;padding:.7rem 1.4rem;font-size:1rem;font-weight:600;cursor:pointer;text-decoration:none}
.secondary{background:#fff;color:#1a1f36;border:1px solid #c9d1da}
table{width:100%;border-collapse:collapse;margin-top:.5rem}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #e3e8ee;font-size:.9rem}
</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(store: LocalStripeStore, session: StripeObject): string {
  const extras = store.sessionExtras.get(session.id);
  if (session.status !== 'open' || !extras) {
    return layout(
      'Checkout',
      `<span class="test">Test mode</span><h1>This checkout is ${esc(session.status)}</h1>
<p class="muted">Nothing more to do here.</p>`,
    );
  }
  const price = extras.price;
  const interval = (price.recurring as { interval: string }).interval;
  const product = store.objects.get(String(price.product));
  const customer = session.customer ? store.objects.get(String(session.customer)) : undefined;
  const email = customer?.email ?? session.customer_email ?? '';
  const name = customer?.name ?? '';
  const taxIds = (session.tax_id_collection as { enabled: boolean }).enabled;
  const cancel = session.cancel_url
    ? `<form method="post" action="/checkout/${esc(session.id)}/cancel"><button type="submit" class="secondary">Cancel</button></form>`
    : '';
  return layout(
    'Checkout',
    `<span class="test">Test mode</span> <span class="muted">Local Stripe server: no real payment is taken</span>
<h1>Subscribe to ${esc(product?.name)} (${esc(price.nickname)})</h1>
<p class="price">${money(price.unit_amount as number, String(price.currency))}</p>
<p class="muted">per ${esc(interval)}, including GST</p>
<form method="post" action="/checkout/${esc(session.id)}/pay" id="pay">
<label for="email">Email</label><input id="email" name="email" type="email" required value="${esc(email)}">
<label for="name">Name or business name</label><input id="name" name="name" value="${esc(name)}">
${taxIds ? '<label for="abn">ABN (optional)</label><input id="abn" name="abn" inputmode="numeric" placeholder="12 345 678 901">' : ''}
<label for="card">Card number</label><input id="card" name="card" value="4242 4242 4242 4242" readonly>
</form>
<div class="actions"><button type="submit" form="pay">Pay</button>${cancel}</div>`,
  );
}

export function portalPage(store: LocalStripeStore, portal: StripeObject): string {
  const customer = store.objects.get(String(portal.customer));
  const subs = store
    .all('subscription')
    .filter((s) => s.customer === portal.customer && s.status !== 'incomplete_expired');
  const invoices = store.all('invoice').filter((i) => i.customer === portal.customer);
  const subRows = subs
    .map((s) => {
      const item = (
        s.items as unknown as { data: Array<{ current_period_end: number; price: StripeObject }> }
      ).data[0]!;
      const pay =
        s.status === 'past_due'
          ? `<form method="post" action="/billing/${esc(portal.id)}/pay?subscription=${esc(s.id)}"><button type="submit">Update card and pay</button></form>`
          : '';
      return `<tr><td>${esc(item.price.nickname)}</td><td>${esc(s.status)}${s.cancel_at_period_end ? ' (cancels at period end)' : ''}</td><td>${date(item.current_period_end)}</td><td>${pay}</td></tr>`;
    })
    .join('');
  const invoiceRows = invoices
    .map(
      (i) =>
        `<tr><td>${esc(i.number)}</td><td>${date(i.created as number)}</td><td>${money(i.amount_due as number, String(i.currency))}</td><td>${esc(i.status)}</td></tr>`,
    )
    .join('');
  const back = portal.return_url
    ? `<a class="button" href="${esc(portal.return_url)}">Return to MedRecon</a>`
    : '';
  return layout(
    'Billing',
    `<span class="test">Test mode</span>
<h1>Billing for ${esc(customer?.name ?? customer?.email ?? portal.customer)}</h1>
<h2>Subscriptions</h2><table><tr><th>Plan</th><th>Status</th><th>Period ends</th><th></th></tr>${subRows || '<tr><td colspan="4">None</td></tr>'}</table>
<h2>Invoices</h2><table><tr><th>Number</th><th>Date</th><th>Amount</th><th>Status</th></tr>${invoiceRows || '<tr><td colspan="4">None</td></tr>'}</table>
<p class="muted">Payment method: Visa ending 4242</p>
<div class="actions">${back}</div>`,
  );
}

export const messagePage = (title: string, message: string) =>
  layout(title, `<span class="test">Test mode</span><h1>${esc(title)}</h1><p>${esc(message)}</p>`);
