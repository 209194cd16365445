import { expect, type Browser, type Page } from '@playwright/test';
import {
  appOrigin,
  newUser,
  nextClientIp,
  registerConfirmAndSignIn,
  type E2eUser,
} from './accounts';
import { createOrganisationViaApi, invitationLinkViaApi } from './organisations';

/** The address playwright.config.ts lists in SUPERUSER_EMAILS. */
export const SUPERUSER: E2eUser = {
  email: 'operator-e2e@example.org',
  password: 'correct-horse-battery',
  name: 'Operator',
};

/** Signs the page in as the configured superuser, registering the address on first use. */
export async function signInSuperuser(page: Page): Promise<void> {
  const headers = { 'x-forwarded-for': nextClientIp(), origin: appOrigin() };
  const res = await page.request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: SUPERUSER.email, password: SUPERUSER.password },
  });
  if (!res.ok()) await registerConfirmAndSignIn(page, SUPERUSER);
  const me = (await (await page.request.get('/api/me')).json()) as {
    user: { isSuperuser: boolean };
  };
  expect(me.user.isSuperuser).toBe(true);
}

/** A new person in their own browser context, signed in. */
export async function personIn(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await registerConfirmAndSignIn(page, newUser(prefix));
  return { page, user, close: () => context.close() };
}

/** An admin with an organisation in trial and `count` members who joined by invitation. */
export async function organisationWithMembers(browser: Browser, admin: Page, count: number) {
  const name = await createOrganisationViaApi(admin, { trial: true });
  const members = [];
  for (let i = 0; i < count; i++) {
    const m = await personIn(browser, `member${i}`);
    const url = await invitationLinkViaApi(admin, m.user.email);
    const token = new URL(url).searchParams.get('token');
    const res = await m.page.request.post('/api/invitations/accept', { data: { token } });
    expect(res.status(), await res.text()).toBe(200);
    members.push(m);
  }
  return { name, members };
}
