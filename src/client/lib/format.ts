/** Landing counts: 1000 or more shown as x.xK (spec, section 9). */
export function formatCount(n: number): string {
  if (n >= 1000) return `${(n / 1000).toFixed(1)}K`;
  return String(n);
}

/** Cents to '$12.50 AUD': dollars with two decimals and the currency (spec section 9). */
export function formatAud(cents: number): string {
  return formatMoney(cents, 'aud');
}

export function formatMoney(cents: number, currency: string): string {
  return `$${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

export function formatDateAu(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return d.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
}
