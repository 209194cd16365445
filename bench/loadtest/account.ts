import { randomBytes } from 'node:crypto';

/** Signs up through the real API, confirms with the link from the local outbox, starts a trial. */
export async function signUpWithTrial(url: string, appUrl: string): Promise<string> {
  const email = `loadtest-${randomBytes(4).toString('hex')}@example.org`;
  const password = 'correct-horse-battery';
  // better-auth and our CSRF guard expect the browser's Origin on writes.
  const base = { origin: appUrl, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown, cookie = '') => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: cookie ? { ...base, cookie } : base,
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res;
  };

  await post('/api/auth/sign-up/email', { email, password, name: 'Load Test Pharmacist' });
  const mailbox = (await (await fetch(`${url}/dev/mailbox.json`)).json()) as Array<{
    to: string;
    links: string[];
  }>;
  const link = mailbox
    .find((m) => m.to === email)
    ?.links.find((l) => new URL(l).pathname === '/auth/confirm');
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no confirmation link for ${email} in /dev/mailbox.json`);
  const confirmed = await post('/api/account/confirm-email', { token });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('confirming the address gave no session cookie');

  const name = `Load Test Hospital ${randomBytes(3).toString('hex')}`;
  await post('/api/organisations', { name, type: 'hospital' }, cookie);
  await post('/api/subscriptions/trial', {}, cookie);
  return cookie;
}
