import { expect, test, type Page } from '@playwright/test';
import type { SubscriptionStatusResponse } from '../../src/shared/subscriptions';
import { newUser, registerConfirmAndSignIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { createOrganisationViaApi, invitationLinkViaApi } from './helpers/organisations';

/**
 * Payments end to end through the local Stripe server (started beside the app by
 * playwright.config.ts): the real hosted-checkout page, real signed webhooks, the real SDK.
 */
const dateAu = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

async function status(page: Page): Promise<SubscriptionStatusResponse> {
  return (await (
    await page.request.get('/api/subscriptions/status')
  ).json()) as SubscriptionStatusResponse;
}

test('an admin subscribes monthly, pays, then cancels and reactivates; a member can do none of it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerConfirmAndSignIn(page, newUser('billing-admin'));
  await createOrganisationViaApi(page);
  const member = newUser('billing-member');

  // The plans page lists the paid plans from Stripe.
  await page.goto('/subscription/plans');
  await expect(page.getByRole('heading', { name: 'Paid Plans' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Monthly', exact: true })).toBeVisible();
  await expect(page.getByText('$49.00 AUD')).toBeVisible();
  await expect(page.getByText('per month, including GST')).toBeVisible();
  await expect(page.getByText('$490.00 AUD')).toBeVisible();
  await expect(page.getByText('per year, including GST')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Subscribe: off to the hosted checkout page, and Pay there.
  await page.getByRole('button', { name: 'Subscribe to the Monthly plan' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_\w+$/);
  await expect(page.getByText('$49.00 AUD')).toBeVisible();
  await expect(page.getByLabel('ABN (optional)')).toBeVisible();
  await page.getByLabel('ABN (optional)').fill('51 824 753 556');
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the success page: processing until the webhook has made the organisation active.
  await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_test_\w+$/);
  await expect(
    page.getByRole('heading', { name: 'Processing Your Subscription...' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
    timeout: 15_000,
  });
  const paid = await status(page);
  expect(paid.organisation.subscriptionStatus).toBe('active');
  expect(paid.subscription).toMatchObject({ planType: 'monthly', amount: 4900 });
  const nextBilling = dateAu(paid.subscription!.endDate!);
  await expect(page.getByText('Monthly', { exact: true })).toBeVisible();
  await expect(page.getByTestId('status-badge')).toHaveText('Active');
  await expect(page.getByText('$49.00 AUD')).toBeVisible();
  await expect(page.getByText(nextBilling)).toBeVisible();
  // On to the dashboard by itself after 3 seconds.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8000 });
  await expect(page.getByRole('heading', { name: 'Medication Reconciliation' })).toBeVisible();

  // The status page: Active, the amount, the next billing date.
  await page.goto('/subscription/status');
  await expect(page.getByTestId('status-badge')).toHaveText('Active');
  await expect(page.getByText('Next Billing Date')).toBeVisible();
  await expect(page.getByText(nextBilling)).toBeVisible();
  await expect(page.getByText('$49.00 AUD')).toBeVisible();
  await expect(page.getByText(paid.subscription!.stripeSubscriptionId!)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Cancel, with its confirmation step (and Go Back), at the end of the period.
  await page.getByRole('link', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/subscription\/manage$/);
  await expect(page.getByRole('button', { name: 'Keep Subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByRole('button', { name: 'Confirm Cancellation' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByRole('button', { name: 'Confirm Cancellation' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('button', { name: 'Confirm Cancellation' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Cancellation scheduled' });
  await expect(notice).toContainText(`will end on ${nextBilling}`);
  await expect(page.getByRole('button', { name: 'Reactivate Subscription' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Access is kept until then.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Medication Reconciliation' })).toBeVisible();
  await page.goto('/subscription/status');
  await expect(
    page.getByText(`Your subscription is scheduled to end on ${nextBilling}.`),
  ).toBeVisible();

  // Invited now: only an organisation with a trial or subscription may invite (issue 12).
  const invitation = await invitationLinkViaApi(page, member.email);
  // The member: sees the plan, can change nothing, and the API refuses them too.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await registerConfirmAndSignIn(memberPage, member);
  await memberPage.goto(invitation);
  await expect(memberPage.getByRole('heading', { name: 'Welcome to the Team!' })).toBeVisible();
  await memberPage.goto('/subscription/manage');
  await expect(memberPage.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Reactivate Subscription' })).toHaveCount(0);
  await expect(memberPage.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(memberPage.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);
  await memberPage.goto('/subscription/plans');
  await expect(memberPage.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: /Subscribe/ })).toHaveCount(0);
  for (const action of ['checkout', 'cancel', 'reactivate', 'portal']) {
    const res = await memberPage.request.post(`/api/subscriptions/${action}`, {
      data: { priceId: 'price_local_annual' },
    });
    expect(res.status(), action).toBe(403);
  }
  await context.close();

  // Reactivate: the notice goes.
  await page.goto('/subscription/manage');
  await page.getByRole('button', { name: 'Reactivate Subscription' }).click();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(page.getByText('Cancellation scheduled')).toHaveCount(0);
  expect((await status(page)).subscription?.cancelAtPeriodEnd).toBe(false);

  // Manage billing: Stripe's portal (the local one) with the invoice, and back.
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByRole('heading', { name: /^Billing for/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$49.00 AUD' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to MedRecon' }).click();
  await expect(page).toHaveURL(/\/subscription\/manage$/);
});

test('leaving checkout with Cancel returns to the plans and changes nothing', async ({ page }) => {
  await registerConfirmAndSignIn(page, newUser('undecided'));
  await createOrganisationViaApi(page, { trial: true });
  await page.goto('/subscription/plans');
  await page.getByRole('button', { name: 'Subscribe to the Annual plan' }).click();
  await expect(page.getByText('$490.00 AUD')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  expect((await status(page)).organisation.subscriptionStatus).toBe('trial');
});

test('without Stripe configured the plans page says so, and the free trial still works', async ({
  page,
}) => {
  await registerConfirmAndSignIn(page, newUser('no-stripe'));
  await createOrganisationViaApi(page);
  // This server has Stripe; the answer of one without it is what the page must handle.
  await page.route('**/api/subscriptions/plans', (route) =>
    route.fulfill({ json: { configured: false, plans: [] } }),
  );
  await page.goto('/subscription/plans');
  await expect(page.getByText('Payments are not set up on this server yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Subscribe/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByRole('heading', { name: 'Your Free Trial Has Started!' })).toBeVisible();
});

test('the payment test page: signed in only, and only superusers may run it', async ({ page }) => {
  await page.goto('/test-stripe');
  await expect(page).toHaveURL(/\/login$/);
  await registerConfirmAndSignIn(page, newUser('curious'));
  await page.goto('/test-stripe');
  await expect(page.getByRole('heading', { name: 'Payment System Test' })).toBeVisible();
  await expect(page.getByText('Only superusers can run the payment test.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run Payment Test' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Test Stripe' })).toHaveCount(0);
  const res = await page.request.post('/api/stripe/diagnostics/config');
  expect(res.status()).toBe(403);
  await expectNoSeriousA11yViolations(page);
});
