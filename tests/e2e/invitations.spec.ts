import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { appOrigin, newUser, registerConfirmAndSignIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { createOrganisationViaApi, invitationLinkViaApi } from './helpers/organisations';

test('bulk invitations: live count, a result per address, copy and CSV download', async ({
  page,
}) => {
  await registerConfirmAndSignIn(page, newUser('bulk-admin'));
  await createOrganisationViaApi(page, { trial: true });
  const already = newUser('already');
  await invitationLinkViaApi(page, already.email);

  await page.goto('/organisation/invite');
  await page.getByRole('button', { name: 'Single Invitation', exact: true }).focus();
  await page.getByLabel('Email Address *').fill('left-behind@example.org');
  await page.getByRole('button', { name: 'Bulk Invitations', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Bulk Invitations', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Maximum 100 invitations per batch')).toBeVisible();
  await expect(page.getByText('Results can be downloaded as a CSV file.')).toBeVisible();

  const box = page.getByLabel('Email Addresses *');
  const [a, b] = [newUser('bulk-a').email, newUser('bulk-b').email];
  await box.fill(`${a}, ${b.toUpperCase()};\n${a}\nnot-an-address\t${already.email}`);
  await expect(page.getByText('4 email addresses detected')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Process Bulk Invitations' }).click();

  await expect(page.getByRole('heading', { name: 'Bulk Invitations Processed' })).toBeVisible();
  const counts = page.locator('dl');
  await expect(counts.getByText('Total Processed')).toBeVisible();
  await expect(counts.locator('dd')).toHaveText(['4', '2', '2']);
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: a })).toContainText('Success');
  await expect(rows.filter({ hasText: 'not-an-address' })).toContainText(
    'Failed: Invalid email address',
  );
  await expect(rows.filter({ hasText: already.email })).toContainText(
    'Failed: An invitation has already been sent to this email address and has not expired yet',
  );
  await expect(page.getByRole('button', { name: 'Copy URL' })).toHaveCount(2);
  await expect(page.getByText('Each link expires in 7 days.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy All URLs' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')).toHaveLength(2);
  expect(copied).toContain(`${a}: http`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bulk_invitations_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('"Email","Status","Invitation URL","Error"');
  expect(lines).toHaveLength(5);
  expect(lines.find((l) => l.startsWith(`"${a}"`))).toMatch(
    /^"[^"]+","Success","http:\/\/localhost:\d+\/organisation\/accept-invite\?token=[\w-]{43}",""$/,
  );
  expect(lines).toContain('"not-an-address","Failed","","Invalid email address"');

  // Send More clears everything; switching mode also starts afresh.
  await page.getByRole('button', { name: 'Send More Invitations' }).click();
  await expect(page.getByLabel('Email Addresses *')).toHaveValue('');
  await page.getByRole('button', { name: 'Single Invitation', exact: true }).click();
  await expect(page.getByLabel('Email Address *')).toHaveValue('');
});

test("bulk validation shows the spec's messages", async ({ page }) => {
  await registerConfirmAndSignIn(page, newUser('bulk-check'));
  await createOrganisationViaApi(page, { trial: true });
  await page.goto('/organisation/invite');
  await page.getByRole('button', { name: 'Bulk Invitations', exact: true }).click();
  const submit = page.getByRole('button', { name: 'Process Bulk Invitations' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email Addresses *').fill(' ,; ');
  await expect(page.getByText('0 email addresses detected')).toBeVisible();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('No valid email addresses found');
  await page
    .getByLabel('Email Addresses *')
    .fill(Array.from({ length: 101 }, (_, i) => `p${i}@example.org`).join('\n'));
  await expect(page.getByText('101 email addresses detected')).toBeVisible();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Maximum 100 invitations can be sent at once');
});

test('members see why they cannot invite or start a trial', async ({ page, browser }) => {
  await registerConfirmAndSignIn(page, newUser('owner'));
  // Only an organisation with a trial or subscription may invite (issue 12).
  const orgName = await createOrganisationViaApi(page, { trial: true });
  const member = newUser('member');
  const link = await invitationLinkViaApi(page, member.email);

  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await registerConfirmAndSignIn(memberPage, member);
  await memberPage.goto(link);
  await expect(memberPage.getByRole('heading', { name: 'Welcome to the Team!' })).toBeVisible();
  await memberPage.getByRole('link', { name: 'Go to Dashboard' }).click();
  // A member reads the plans page but may neither start a trial nor choose a plan.
  await memberPage.goto('/subscription/plans');
  await expect(memberPage.getByText(orgName)).toBeVisible();
  await expect(memberPage.getByText('Member', { exact: true })).toBeVisible();
  await expect(memberPage.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(
    memberPage.getByText(
      'Only organisation administrators can start trials. Please contact your admin.',
    ),
  ).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(memberPage);

  await memberPage.goto('/organisation/invite');
  await expect(memberPage.getByRole('alert')).toHaveText(
    'Only organisation administrators can invite users',
  );
  await expect(memberPage.getByLabel('Email Address *')).toHaveCount(0);
  await context.close();
});

test('the accept page explains missing, invalid and expired-looking links', async ({ page }) => {
  await page.goto('/organisation/accept-invite');
  await expect(page.getByRole('heading', { name: 'Invitation Error' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid invitation link. No token provided.');
  await expect(page.getByRole('link', { name: 'Go to Home Page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await registerConfirmAndSignIn(page, newUser('stranger'));
  await page.goto(`/organisation/accept-invite?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid invitation link. Please check the link and try again.',
  );

  // No answer at all (network down): the spec's default, not the browser's 'Failed to fetch'.
  await page.route('**/api/invitations/accept', (route) => route.abort('internetdisconnected'));
  await page.goto(`/organisation/accept-invite?token=${'B'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText('Failed to accept invitation');
});

test('someone signed in with another account can sign out and come back to the invitation', async ({
  page,
  browser,
}) => {
  await registerConfirmAndSignIn(page, newUser('inviter'));
  await createOrganisationViaApi(page, { trial: true });
  const link = await invitationLinkViaApi(page, newUser('invitee').email);

  const context = await browser.newContext();
  const shared = await context.newPage();
  await registerConfirmAndSignIn(shared, newUser('someone-else'));
  await shared.goto(link);
  await expect(shared.getByRole('heading', { name: 'Invitation Error' })).toBeVisible();
  await expect(shared.getByRole('alert')).toHaveText(
    'This invitation was sent to a different email address. Please sign in with the email address the invitation was sent to.',
  );
  await shared.getByRole('button', { name: 'Sign out and use another account' }).click();
  await expect(shared.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  expect(await shared.evaluate(() => localStorage.getItem('medrecon.pendingInvitation'))).toContain(
    new URL(link).searchParams.get('token'),
  );
  await context.close();
});

test('someone with an account logs in from the invitation and comes straight back to accept it', async ({
  page,
  browser,
}) => {
  await registerConfirmAndSignIn(page, newUser('host'));
  const orgName = await createOrganisationViaApi(page, { trial: true });
  const guest = newUser('returning');
  const link = await invitationLinkViaApi(page, guest.email);

  const context = await browser.newContext();
  const guestPage = await context.newPage();
  await registerConfirmAndSignIn(guestPage, guest);
  const out = await guestPage.request.post('/api/auth/sign-out', {
    headers: { origin: appOrigin() },
    data: {},
  });
  expect(out.ok(), await out.text()).toBe(true);

  await guestPage.goto(link);
  await expect(guestPage.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await guestPage.getByRole('link', { name: 'Log In to Accept Invitation' }).click();
  await expect(guestPage.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await guestPage.getByLabel('Email Address').fill(guest.email);
  await guestPage.getByLabel('Password').fill(guest.password);
  await guestPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(guestPage.getByRole('heading', { name: 'Welcome to the Team!' })).toBeVisible();
  await expect(guestPage.getByText(`You have joined ${orgName}`)).toBeVisible();
  await context.close();
});
