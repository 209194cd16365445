import { expect, test } from '@playwright/test';
import { latestMail, newUser, registerConfirmAndSignIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { uniqueOrgName } from './helpers/organisations';

test('an admin sets up an organisation, starts the trial, reaches the dashboard and invites a colleague who joins', async ({
  page,
  browser,
}) => {
  await registerConfirmAndSignIn(page, newUser('admin'));

  // A signed-in user with no organisation is sent to set one up.
  await page.goto('/subscription/plans');
  await expect(page).toHaveURL(/\/organisation\/setup$/);
  await expect(page.getByRole('heading', { name: 'Set Up Your Organisation' })).toBeVisible();
  await expect(page.getByText('7-day free trial')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const orgName = uniqueOrgName();
  await page.getByRole('button', { name: 'Create Organisation & Start Trial' }).click();
  await expect(page.getByRole('alert')).toHaveText('Organisation name is required');
  await page.getByLabel('Organisation Name').fill(`  ${orgName}  `);
  await page.getByLabel('Organisation Type').selectOption({ label: 'Local Health District' });
  await page.getByRole('button', { name: 'Create Organisation & Start Trial' }).click();

  // The plans page: the organisation's standing and the trial card.
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(page.getByText(orgName)).toBeVisible();
  await expect(page.getByText('Administrator')).toBeVisible();
  await expect(page.getByRole('heading', { name: '1-Week Free Trial' })).toBeVisible();
  for (const item of [
    'Unlimited medication reconciliations',
    'AI-powered medication parsing',
    'Full access to all features',
  ]) {
    await expect(page.getByText(item)).toBeVisible();
  }
  await expect(page.getByText('No credit card required.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    '/feedback',
  );
  await expect(page.getByRole('link', { name: 'Check Current Status' })).toHaveAttribute(
    'href',
    '/subscription/status',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/subscription\/success\?trial=true$/);
  await expect(page.getByRole('heading', { name: 'Your Free Trial Has Started!' })).toBeVisible();
  await expect(page.getByText('Free Trial', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // On to the dashboard by itself after 3 seconds, with access granted by the server.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8000 });
  const me = (await (await page.request.get('/api/me')).json()) as {
    hasDashboardAccess: boolean;
    organisation: { subscriptionStatus: string };
  };
  expect(me).toMatchObject({
    hasDashboardAccess: true,
    organisation: { subscriptionStatus: 'trial' },
  });

  // Invite a colleague from the header's link.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Invite Users' })
    .click();
  await expect(page).toHaveURL(/\/organisation\/invite$/);
  await expect(page.getByRole('button', { name: 'Single Invitation' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('What happens next?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const colleague = newUser('colleague');
  const submit = page.getByRole('button', { name: 'Create Invitation' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email Address *').fill('not-an-address');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  await page.getByLabel('Email Address *').fill(`  ${colleague.email.toUpperCase()} `);
  await submit.click();
  await expect(
    page.getByRole('heading', { name: 'Invitation Created Successfully!' }),
  ).toBeVisible();
  const link = await page.getByLabel('Invitation URL').inputValue();
  expect(link).toMatch(/\/organisation\/accept-invite\?token=[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousA11yViolations(page);

  // The colleague opens the link signed out: they are asked to sign in or register.
  const context = await browser.newContext();
  const colleaguePage = await context.newPage();
  await colleaguePage.goto(link);
  await expect(colleaguePage.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(
    colleaguePage.getByText('Please log in or register to accept this invitation.'),
  ).toBeVisible();
  await expect(
    colleaguePage.getByRole('link', { name: 'Log In to Accept Invitation' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(colleaguePage);
  // The token is kept for the trip through registration and the confirmation e-mail.
  const pending = await colleaguePage.evaluate(() =>
    localStorage.getItem('medrecon.pendingInvitation'),
  );
  expect(pending).toContain(new URL(link).searchParams.get('token'));
  await colleaguePage.getByRole('link', { name: 'Create Account & Accept Invitation' }).click();
  await expect(colleaguePage).toHaveURL(/\/register$/);

  // The colleague registers through the real form, then follows the confirmation e-mail, which
  // signs them in and brings them back to the invitation.
  await colleaguePage.getByLabel('Full Name').fill(colleague.name);
  await colleaguePage.getByLabel('Email Address').fill(colleague.email);
  await colleaguePage.getByLabel('Password').fill(colleague.password);
  await colleaguePage.getByRole('button', { name: 'Create Account' }).click();
  await expect(colleaguePage.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  const confirmation = await latestMail(
    colleaguePage.request,
    colleague.email,
    /Confirm your MedRecon account/,
  );
  const confirmLink = confirmation.links.find((l) => new URL(l).pathname === '/auth/confirm');
  expect(confirmLink, 'a confirmation link').toBeTruthy();
  await colleaguePage.goto(confirmLink!);
  await expect(colleaguePage).toHaveURL(/\/organisation\/accept-invite\?token=/, {
    timeout: 15_000,
  });
  await expect(colleaguePage.getByRole('heading', { name: 'Welcome to the Team!' })).toBeVisible();
  await expect(colleaguePage.getByText(`You have joined ${orgName}`)).toBeVisible();
  await expectNoSeriousA11yViolations(colleaguePage);
  await expect(colleaguePage).toHaveURL(/\/dashboard$/, { timeout: 8000 });
  const colleagueMe = (await (await colleaguePage.request.get('/api/me')).json()) as {
    hasDashboardAccess: boolean;
    organisation: { name: string; role: string };
  };
  expect(colleagueMe).toMatchObject({
    hasDashboardAccess: true,
    organisation: { name: orgName, role: 'member' },
  });
  // A member is not offered Invite Users.
  await expect(
    colleaguePage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Invite Users' }),
  ).toHaveCount(0);

  // The link is single use.
  await colleaguePage.goto(link);
  await expect(colleaguePage.getByRole('heading', { name: 'Invitation Error' })).toBeVisible();
  await expect(colleaguePage.getByRole('alert')).toHaveText(
    'You are already a member of this organisation.',
  );
  await context.close();
});
