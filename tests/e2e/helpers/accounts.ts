import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export interface E2eUser {
  email: string;
  password: string;
  name: string;
}

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/** The app's origin, as the browser would send it in the Origin header. */
export const appOrigin = () =>
  new URL(test.info().project.use.baseURL ?? 'http://localhost:3100').origin;

let counter = 0;
/**
 * A distinct client address per simulated person (the e2e server trusts X-Forwarded-For), so
 * better-auth's per-IP sign-up limits do not trip when several tests register in one minute.
 */
export function nextClientIp(): string {
  counter += 1;
  return `10.200.${process.pid % 250}.${counter % 250}`;
}

export function newUser(prefix = 'clinician'): E2eUser {
  return {
    email: `${prefix}-${randomBytes(4).toString('hex')}@example.org`,
    password: 'correct-horse-battery',
    name: 'Dr Alex Nguyen',
  };
}

/** The newest message to `email` whose subject matches, from the local outbox (waits for it). */
export async function latestMail(
  request: APIRequestContext,
  email: string,
  subject?: RegExp,
): Promise<MailboxEntry> {
  let found: MailboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/dev/mailbox.json')).json()) as MailboxEntry[];
        found = list.find(
          (m) =>
            m.to.toLowerCase() === email.toLowerCase() && (!subject || subject.test(m.subject)),
        );
        return !!found;
      },
      { message: `an e-mail to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** The confirmation token from the newest confirmation e-mail to `email` (its link lands on /auth/confirm). */
export async function confirmationToken(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  const mail = await latestMail(request, email, /Confirm your MedRecon account/);
  const link = mail.links.find((l) => new URL(l).pathname === '/auth/confirm');
  expect(link, 'a confirmation link').toBeTruthy();
  return new URL(link!).searchParams.get('token')!;
}

/**
 * Registers through the API and confirms with the token from the outbox, which signs the person
 * in (one session, as in a browser that followed the link), all in the page's browser context
 * (page.request shares its cookies). For tests whose subject is not the registration flow itself.
 */
export async function registerConfirmAndSignIn(
  page: Page,
  user: E2eUser = newUser(),
): Promise<E2eUser> {
  // better-auth refuses cookie-bearing POSTs without an Origin (CSRF protection), as a browser sends.
  const headers = { 'x-forwarded-for': nextClientIp(), origin: appOrigin() };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: { email: user.email, password: user.password, name: user.name },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const token = await confirmationToken(page.request, user.email);
  const confirm = await page.request.post('/api/account/confirm-email', {
    headers,
    data: { token },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  expect(await confirm.json()).toEqual({ status: 'confirmed', signedIn: true });
  return user;
}
