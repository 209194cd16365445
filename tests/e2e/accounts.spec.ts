import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createEmailVerificationToken } from 'better-auth/api';
import { expect, test, type Page } from '@playwright/test';
import {
  appOrigin,
  confirmationToken,
  latestMail,
  newUser,
  nextClientIp,
} from './helpers/accounts';

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

// Each test is its own client address: the e2e server trusts X-Forwarded-For (playwright.config.ts).
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': nextClientIp() });
});

async function fillRegistration(page: Page, name: string, email: string, password: string) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('register, confirm from the mailbox, sign out, sign in, reset the password', async ({
  page,
}) => {
  const user = newUser('journey');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByText('licensed healthcare professional')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillRegistration(page, user.name, user.email, user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Confirmation Email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Follow the link in the e-mail, as the person would.
  const mail = await latestMail(page.request, user.email, /Confirm your MedRecon account/);
  await page.goto(mail.links.find((l) => l.includes('/auth/confirm?token='))!);
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Signed in by the confirmation: 1.5 s later, on to the dashboard, which sends a user without
  // an organisation on to set one up.
  await expect(page).toHaveURL(/\/organisation\/setup$/, { timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signInWithForm(page, user.email, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signInWithForm(page, user.email, user.password);
  // On to /dashboard, which sends a user without an organisation on to set one up.
  await expect(page).toHaveURL(/\/organisation\/setup$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Password Instructions' }).click();
  await expect(page.getByRole('status')).toHaveText('Check your email for the password reset link');

  const reset = await latestMail(page.request, user.email, /Reset your MedRecon password/);
  const resetLink = reset.links.find((l) => l.includes('/auth/reset-password?token='))!;
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New Password').fill('12345');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
  await page.getByLabel('New Password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Your password has been updated');
  await signInWithForm(page, user.email, 'a-brand-new-password');
  // On to /dashboard, which sends a user without an organisation on to set one up.
  await expect(page).toHaveURL(/\/organisation\/setup$/);

  // The used reset link now shows the error state with its buttons.
  await page.goto(resetLink);
  await expect(page.getByRole('alert')).toHaveText('Invalid recovery link');
  await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('registration refuses bad input with the spec messages and reveals nothing about existing accounts', async ({
  page,
}) => {
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await fillRegistration(page, '   ', 'someone@example.org', 'secret1');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  await fillRegistration(page, 'Dr A', 'someone@example.org', '12345');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
  await fillRegistration(page, 'Dr A', 'not-an-email', 'secret1');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');

  // An address that already has an account gets the same answer as a new one.
  const existing = newUser('existing');
  await page.request.post('/api/auth/sign-up/email', {
    data: existing,
    headers: { origin: appOrigin() },
  });
  await fillRegistration(page, 'Someone Else', existing.email, 'another-password');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  // Resend asks for the address; an empty answer does nothing.
  page.once('dialog', (d) => void d.accept(''));
  await page.getByRole('button', { name: 'Resend Confirmation Email' }).click();
  await expect(page.getByRole('status')).toHaveCount(0);
  page.once('dialog', (d) => void d.accept(existing.email));
  await page.getByRole('button', { name: 'Resend Confirmation Email' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'New confirmation email sent! Please check your inbox.',
  );
});

test('an unconfirmed account cannot sign in and is offered a new confirmation e-mail', async ({
  page,
}) => {
  const user = newUser('unconfirmed');
  await page.request.post('/api/auth/sign-up/email', {
    data: user,
    headers: { origin: appOrigin() },
  });
  await page.goto('/login');
  await signInWithForm(page, user.email, user.password);
  await expect(page.getByRole('alert')).toContainText(
    'Please confirm your email address before signing in.',
  );
  await page.getByRole('button', { name: 'Resend Confirmation Email' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'New confirmation email sent! Please check your inbox.',
  );
});

test('the confirmation page shows its error, expired and already-confirmed states', async ({
  page,
}) => {
  await page.goto('/auth/confirm');
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid confirmation link. The link may have expired or been used already.',
  );
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Registration' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.goto(
    '/auth/confirm?error=access_denied&error_description=Email+link+is+invalid+or+has+expired',
  );
  await expect(page.getByRole('alert')).toHaveText(
    'The confirmation link has expired. Please request a new confirmation email.',
  );
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A prompt for the address, then an alert with the outcome.
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    if (d.type() === 'prompt') void d.accept('nobody-here@example.org');
    else {
      alerts.push(d.message());
      void d.accept();
    }
  });
  await page.getByRole('button', { name: 'Request New Confirmation Email' }).click();
  await expect
    .poll(() => alerts)
    .toEqual(['New confirmation email sent! Please check your inbox.']);

  // A link past its 24 hours, signed with the test server's own secret (kept in its data folder).
  const secret = (
    JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR!, 'secrets.json'), 'utf8')) as {
      authSecret: string;
    }
  ).authSecret;
  const late = newUser('late');
  await page.request.post('/api/auth/sign-up/email', {
    data: late,
    headers: { origin: appOrigin() },
  });
  await page.goto(
    `/auth/confirm?token=${await createEmailVerificationToken(secret, late.email, undefined, -60)}`,
  );
  await expect(page.getByRole('heading', { name: 'Link Expired' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'The confirmation link has expired. Please request a new confirmation email.',
  );

  await page.goto('/auth/confirm?token=not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid or expired confirmation link. Please request a new confirmation email.',
  );

  // A link used a second time, in a browser that is not signed in.
  const user = newUser('twice');
  await page.request.post('/api/auth/sign-up/email', {
    data: user,
    headers: { origin: appOrigin() },
  });
  const token = await confirmationToken(page.request, user.email);
  await page.request.post('/api/account/confirm-email', { data: { token } });
  await page.context().clearCookies();
  await page.goto(`/auth/confirm?token=${token}`);
  await expect(page.getByRole('status').first()).toContainText(
    'Email has already been confirmed. You can now log in.',
  );
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
});

test('signs in with a magic link from the mailbox', async ({ page }) => {
  const user = newUser('magic');
  await page.request.post('/api/auth/sign-up/email', {
    data: user,
    headers: { origin: appOrigin() },
  });
  const token = await confirmationToken(page.request, user.email);
  await page.request.post('/api/account/confirm-email', { data: { token } });
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Send a magic link email' }).click();
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email address can not be empty');
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('status')).toHaveText('Check your email for the magic link');
  const mail = await latestMail(page.request, user.email, /sign-in link/);
  const link = mail.links.find((l) => l.includes('/auth/magic-link?token='))!;
  await page.goto(link);
  // On to /dashboard, which sends a user without an organisation on to set one up.
  await expect(page).toHaveURL(/\/organisation\/setup$/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link has expired or has already been used. Please request a new one.',
  );
});
