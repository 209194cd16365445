import { expect, test } from '@playwright/test';
import { latestMail, newUser, registerConfirmAndSignIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { organisationWithMembers, personIn, signInSuperuser } from './helpers/administration';
import { invitationLinkViaApi } from './helpers/organisations';

// Each test registers and confirms several people (admin, members, superuser): on a busy machine
// that alone can take most of the default minute.
test.describe.configure({ timeout: 180_000 });

test('feedback: a member sends it, their admin triages it, a superuser sees everyone’s', async ({
  page,
  browser,
}) => {
  await registerConfirmAndSignIn(page, newUser('fb-admin'));
  const { members } = await organisationWithMembers(browser, page, 1);
  const member = members[0]!;

  await member.page.goto('/feedback');
  await expect(member.page.getByLabel('Type')).toHaveValue('suggestion');
  await member.page.getByLabel('Type').selectOption('issue');
  await member.page.getByLabel('Subject *').fill('Export button hard to find');
  await member.page.getByLabel('Message *').fill('It took me a while to find Export PDF.');
  await expectNoSeriousA11yViolations(member.page);
  await member.page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(
    member.page.getByRole('heading', { name: 'Thank You for Your Feedback!' }),
  ).toBeVisible();
  await member.page.getByRole('button', { name: 'Submit Another Feedback' }).click();
  await expect(member.page.getByLabel('Subject *')).toHaveValue('');
  // A member manages nothing: the API refuses a status change.
  const list = (await (await member.page.request.get('/api/feedback')).json()) as {
    feedback: Array<{ id: string }>;
  };
  const patch = await member.page.request.patch(`/api/feedback/${list.feedback[0]!.id}`, {
    data: { status: 'completed' },
  });
  expect(patch.status()).toBe(403);

  // Someone outside the organisation sends feedback too: only the superuser sees both.
  const outsider = await personIn(browser, 'fb-outsider');
  const sent = await outsider.page.request.post('/api/feedback', {
    data: { subject: 'Outsider question', message: 'How do I join?', type: 'other' },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/admin/feedback');
  const items = page.getByTestId('feedback-item');
  await expect(items.filter({ hasText: 'Export button hard to find' })).toBeVisible();
  await expect(items.filter({ hasText: 'Outsider question' })).toHaveCount(0);
  await expect(page.getByText('Viewing all feedback as superuser')).toHaveCount(0);
  await page.getByLabel('Filter by status').selectOption('completed');
  await expect(page.getByText('No feedback found for the selected status.')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('');
  await page.getByLabel('Status of “Export button hard to find”').selectOption('in_progress');
  await page.getByLabel('Filter by status').selectOption('in_progress');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Export button hard to find');
  await expectNoSeriousA11yViolations(page);

  const operator = await browser.newContext();
  const su = await operator.newPage();
  await signInSuperuser(su);
  await su.goto('/admin/feedback');
  await expect(su.getByText('Viewing all feedback as superuser')).toBeVisible();
  await expect(
    su.getByTestId('feedback-item').filter({ hasText: 'Outsider question' }),
  ).toBeVisible();
  await expect(
    su.getByTestId('feedback-item').filter({ hasText: 'Export button hard to find' }),
  ).toBeVisible();
  await operator.close();
  await member.close();
  await outsider.close();
});

test('members: change a role, remove a member, revoke an invitation; the activity log shows each', async ({
  page,
  browser,
}) => {
  await registerConfirmAndSignIn(page, newUser('org-admin'));
  const { members } = await organisationWithMembers(browser, page, 2);
  const [promoted, leaver] = [members[0]!, members[1]!];
  const invitee = await personIn(browser, 'invitee');
  const link = await invitationLinkViaApi(page, invitee.user.email);
  page.on('dialog', (d) => void d.accept());

  await page.goto('/organisation/members');
  await expect(page.getByRole('heading', { name: 'Organisation Members' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(leaver.user.email) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('row', { name: new RegExp(promoted.user.email) })
    .getByRole('combobox')
    .selectOption('admin');
  await expect(page.getByRole('status').filter({ hasText: 'is now administrator' })).toBeVisible();

  const reconcile = {
    data: { admissionOrders: 'paracetamol 1 g qid', dischargeOrders: 'paracetamol 1 g qid' },
  };
  expect((await leaver.page.request.post('/api/reconcile', reconcile)).status()).toBe(200);
  await page
    .getByRole('row', { name: new RegExp(leaver.user.email) })
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(page.getByText('has been removed from the organisation.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(leaver.user.email) })).toHaveCount(0);
  expect((await leaver.page.request.post('/api/reconcile', reconcile)).status()).toBe(403);

  await page.getByRole('button', { name: `Revoke invitation to ${invitee.user.email}` }).click();
  await expect(
    page.getByText(`The invitation to ${invitee.user.email} has been revoked.`),
  ).toBeVisible();
  await invitee.page.goto(link);
  await expect(
    invitee.page.getByText('Invalid invitation link. Please check the link and try again.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Activity Log' }).click();
  await expect(page.getByRole('heading', { name: 'Activity Log' })).toBeVisible();
  const rows = page.getByTestId('activity-rows').getByRole('row');
  await expect(rows.first()).toContainText('Invitation revoked');
  await expect(rows.nth(1)).toContainText('Member removed');
  await expect(rows.nth(2)).toContainText('Role changed');
  await expect(rows.nth(2)).toContainText('member → admin');
  for (const act of [
    'Invitation accepted',
    'Invitation sent',
    'Trial started',
    'Organisation created',
  ])
    await expect(rows.filter({ hasText: act }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^activity_log_\d{4}-\d{2}-\d{2}\.csv$/);
  for (const m of [...members, invitee]) await m.close();
});

test('profile: change the name, and the e-mail address once the new address confirms', async ({
  page,
}) => {
  const user = await registerConfirmAndSignIn(page, newUser('profile'));
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  const name = page.getByRole('textbox', { name: 'Full Name' });
  await name.fill('   ');
  // Registration's rule: a blank name cannot be sent.
  await expect(page.getByRole('button', { name: 'Save Name' })).toBeDisabled();
  await name.fill('Dr Sam Lee');
  await page.getByRole('button', { name: 'Save Name' }).click();
  await expect(page.getByText('Your name has been saved.')).toBeVisible();

  const newEmail = newUser('moved').email;
  await page.getByLabel('New Email Address').fill(newEmail);
  await page.getByRole('button', { name: 'Change Email Address' }).click();
  await expect(page.getByText(`We have sent a confirmation link to ${newEmail}.`)).toBeVisible();
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mail = await latestMail(page.request, newEmail, /Confirm your new MedRecon email address/);
  const link = mail.links.find((l) => new URL(l).pathname === '/settings/confirm-email')!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Profile' }).click();
  await expect(page.getByText(`Signed in as ${newEmail}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Dr Sam Lee');
});

test('operator: a superuser finds an organisation and extends its trial, which is logged', async ({
  page,
  browser,
}) => {
  await registerConfirmAndSignIn(page, newUser('op-admin'));
  const { name } = await organisationWithMembers(browser, page, 0);
  const operator = await browser.newContext();
  const su = await operator.newPage();
  await signInSuperuser(su);
  await su.goto('/dashboard');
  await su
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Organisations' })
    .click();
  await su.getByLabel('Search by name').fill(name.slice(-6));
  await su.getByRole('button', { name: 'Search' }).click();
  const row = su.getByTestId('organisation-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Trial');
  const before = await row.textContent();
  await expectNoSeriousA11yViolations(su);
  await row.getByRole('button', { name: `Manage access for ${name}` }).click();
  await su.getByLabel('Extend trial by (days)').fill('14');
  await su.getByRole('button', { name: 'Extend Trial' }).click();
  await expect(row).not.toHaveText(before!);
  await expect(row).toContainText('Trial ends');
  await operator.close();

  await page.goto('/organisation/activity');
  const first = page.getByTestId('activity-rows').getByRole('row').first();
  await expect(first).toContainText('Trial extended');
  await expect(first).toContainText('operator-e2e@example.org');
});
