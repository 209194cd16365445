import { expect, test } from '@playwright/test';
import { newUser, registerConfirmAndSignIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { createOrganisationViaApi } from './helpers/organisations';

const PROTECTED = [
  '/organisation/setup',
  '/organisation/invite',
  '/subscription/plans',
  '/subscription/success?trial=true',
  '/subscription/status',
];

test('signed-out visitors are sent to log in, except from the public invitation page', async ({
  page,
}) => {
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
  await page.goto('/organisation/accept-invite?token=abc');
  await expect(page).toHaveURL(/\/organisation\/accept-invite\?token=abc$/);
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
});

test('a user without an organisation is sent to set one up, and has no Invite Users link', async ({
  page,
}) => {
  await registerConfirmAndSignIn(page, newUser('no-org'));
  await page.goto('/organisation/setup');
  await expect(page.getByRole('heading', { name: 'Set Up Your Organisation' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invite Users' }),
  ).toHaveCount(0);
  for (const path of [
    '/subscription/plans',
    '/subscription/status',
    '/subscription/success?trial=true',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/organisation\/setup$/);
  }
  await page.goto('/organisation/invite');
  // On to /dashboard, which sends a user without an organisation on to set one up.
  await expect(page).toHaveURL(/\/organisation\/setup$/);
});

test('an organisation in its trial: setup is closed, the status page shows the trial', async ({
  page,
}) => {
  await registerConfirmAndSignIn(page, newUser('trial-admin'));
  const orgName = await createOrganisationViaApi(page, { trial: true });
  await page.goto('/organisation/setup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/subscription/success');
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(page.getByText(/free trial is running until/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Subscription' })
    .click();
  await expect(page).toHaveURL(/\/subscription\/status$/);
  await expect(page.getByRole('heading', { name: 'Subscription Status' })).toBeVisible();
  await expect(page.getByText(orgName)).toBeVisible();
  await expect(page.getByTestId('status-badge')).toHaveText('Trial');
  await expect(page.getByText('Current Plan')).toBeVisible();
  await expect(page.getByText('Free Trial', { exact: true })).toBeVisible();
  await expect(page.getByText('Trial Ends')).toBeVisible();
  await expect(page.getByText('Amount')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Plans' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Subscription' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Refresh re-reads the status; a failure offers Try Again with the spec's message.
  await page.route('**/api/subscriptions/status', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch subscription status');
  await page.unroute('**/api/subscriptions/status');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('status-badge')).toHaveText('Trial');
});
