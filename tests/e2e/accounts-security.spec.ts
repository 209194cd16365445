import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../helpers/totp';
import { newUser, nextClientIp, registerConfirmAndSignIn } from './helpers/accounts';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': nextClientIp() });
});

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Every route of the spec's route table that needs a session. Pages other features own are
 * checked once they exist (until then the app shows its 404 page for them).
 */
const SESSION_ROUTES = [
  '/organisation/setup',
  '/organisation/invite',
  '/dashboard',
  '/subscription/plans',
  '/subscription/success',
  '/subscription/status',
  '/subscription/manage',
  '/feedback',
  '/admin/feedback',
  '/test-stripe',
  '/settings/security',
];

test('signed-out visitors are sent to /login from every route that needs a session', async ({
  page,
}) => {
  const checked: string[] = [];
  for (const route of SESSION_ROUTES) {
    await page.goto(`${route}?from=guard`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (await page.getByRole('heading', { name: 'Page not found' }).isVisible()) continue;
    await expect(page, route).toHaveURL(/\/login$/);
    checked.push(route);
  }
  test.info().annotations.push({ type: 'guarded routes checked', description: checked.join(', ') });
  expect(checked).toContain('/settings/security');
});

test('after signing in, the saved address is where the person lands', async ({ page }) => {
  const user = await registerConfirmAndSignIn(page, newUser('return'));
  await page.context().clearCookies();
  await page.goto('/settings/security?tab=2fa');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/settings\/security\?tab=2fa$/);
  await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible();
});

test('two-factor authentication: turn on with the app code, sign in with it, turn off', async ({
  page,
}) => {
  const user = await registerConfirmAndSignIn(page, newUser('totp'));
  await page.goto('/settings/security');
  await expect(page.getByText('Status: Off')).toBeVisible();
  await page.getByRole('button', { name: 'Turn On Two-Factor Authentication' }).click();
  await page.getByLabel('Your Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid password');
  await page.getByLabel('Your Password').fill(user.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const uri = (await page.getByTestId('totp-uri').textContent())!;
  expect(uri).toMatch(/^otpauth:\/\/totp\/MedRecon:/);
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(
    10,
  );
  const backupCode = (await page
    .getByRole('list', { name: 'Backup codes' })
    .getByRole('listitem')
    .first()
    .textContent())!;
  const a11y = await new AxeBuilder({ page }).analyze();
  expect(
    a11y.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
  await page.getByLabel('Authentication Code').fill(totpCode(uri));
  await page.getByRole('button', { name: 'Verify and Turn On' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(page.getByText('Status: On')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await page
    .getByLabel('Authentication Code')
    .fill('000000' === totpCode(uri) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid code');
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup Code').fill(backupCode);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  // On to /dashboard, which sends a user without an organisation on to set one up.
  await expect(page).toHaveURL(/\/organisation\/setup$/);

  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Turn Off Two-Factor Authentication' }).click();
  await page.getByLabel('Your Password').fill(user.password);
  await page.getByRole('button', { name: 'Turn Off' }).click();
  await expect(page.getByText('Status: Off')).toBeVisible();
});

test('sign-out and sign-in in one tab are seen by the others', async ({ context, page }) => {
  const user = await registerConfirmAndSignIn(page, newUser('tabs'));
  const other = await context.newPage();
  await page.goto('/settings/security');
  await other.goto('/settings/security');
  await expect(other.getByRole('heading', { name: 'Account Security' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The other tab hears the sign-out at once and leaves the page that needs a session.
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('link', { name: 'Login' })).toBeVisible();

  await signInWithForm(page, user.email, user.password);
  // The other tab, now on /login, follows the sign-in too.
  await expect(other.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
});

test('sign out of all devices ends sessions elsewhere too', async ({ browser, page }) => {
  const user = await registerConfirmAndSignIn(page, newUser('devices'));
  const laptop = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': nextClientIp() },
  });
  const elsewhere = await laptop.newPage();
  await elsewhere.goto('/login');
  await signInWithForm(elsewhere, user.email, user.password);
  // On to /dashboard, which sends a user without an organisation on to set one up.
  await expect(elsewhere).toHaveURL(/\/organisation\/setup$/);

  await page.goto('/settings/security');
  const devices = page
    .getByRole('region', { name: 'Where You Are Signed In' })
    .getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign Out of All Devices' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const me = await elsewhere.request.get('/api/me');
  expect(me.status()).toBe(401);
  await laptop.close();
});
