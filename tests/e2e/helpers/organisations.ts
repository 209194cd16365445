import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const uniqueOrgName = (prefix = 'Royal Prince Alfred Hospital') =>
  `${prefix} ${randomBytes(3).toString('hex')}`;

/** Creates an organisation (and optionally its trial) through the API as the page's signed-in user. */
export async function createOrganisationViaApi(
  page: Page,
  opts: { name?: string; trial?: boolean } = {},
) {
  const name = opts.name ?? uniqueOrgName();
  const res = await page.request.post('/api/organisations', { data: { name, type: 'hospital' } });
  expect(res.status(), await res.text()).toBe(201);
  if (opts.trial) {
    const trial = await page.request.post('/api/subscriptions/trial');
    expect(trial.status(), await trial.text()).toBe(200);
  }
  return name;
}

/** An invitation link created through the API by the page's signed-in admin. */
export async function invitationLinkViaApi(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/invitations', { data: { email } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { invitationUrl: string }).invitationUrl;
}
