import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readPdf } from '../helpers/pdf-text';
import { expectNoA11yViolations } from './helpers/a11y';
import { registerConfirmAndSignIn } from './helpers/accounts';
import { createOrganisationViaApi } from './helpers/organisations';

/**
 * Issue 14: nothing unchecked reaches the patient, nothing is lost by a click. Each test drives
 * the real screen against the real server and engine.
 */

const ADMISSION = [
  'Lipitor 20mg PO nocte',
  'Coversyl 5mg PO mane',
  'Pantoprazole 40 mane',
  'Temazepam 10mg PO nocte',
  'xyzzy blah 3',
].join('\n');
const DISCHARGE = [
  'Atorvastatin 40 mg PO nocte - dose increased',
  'Perindopril 5mg mane - withheld, low BP',
  'Pantoprazole 40 mane',
  'Apixaban 5 mg PO BD - new for atrial fibrillation',
].join('\n');

const regular = (page: Page) => page.getByRole('table', { name: 'Regular Medications' });
const prn = (page: Page) => page.getByRole('table', { name: 'When Required Medications (PRN)' });
const cell = (scope: Page | Locator, name: RegExp) => scope.getByRole('button', { name });
const exportDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Patient Information for PDF Export' });

async function signInWithTrial(page: Page) {
  await registerConfirmAndSignIn(page);
  await createOrganisationViaApi(page, { trial: true });
}

async function reconcile(page: Page, admission: string, discharge: string) {
  await page.goto('/dashboard');
  await page.getByLabel('Admission Medications').fill(admission);
  await page.getByLabel('Discharge Medications').fill(discharge);
  await page.getByRole('button', { name: 'Generate Reconciliation' }).click();
  await expect(page.getByRole('heading', { name: 'Current Medications' })).toBeVisible();
}

async function reconcileExample(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Load Example' }).click();
  await page.getByRole('button', { name: 'Generate Reconciliation' }).click();
  await expect(page.getByRole('heading', { name: 'Current Medications' })).toBeVisible();
}

/** Saves the open cell editor with Enter after replacing its text. */
async function editCell(page: Page, name: RegExp, value: string) {
  await cell(page, name).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

test('the export waits for the patient details and every check; a check is resolved by a tick or an edit; the date of birth is read day first; Withheld reaches the PDF', async ({
  page,
}) => {
  await signInWithTrial(page);
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.url()}\n${r.postData() ?? ''}`));
  await reconcile(page, ADMISSION, DISCHARGE);

  // The engine's status: Perindopril is withheld, Temazepam (only on admission) ceased.
  const perindopril = page.locator('[data-ceased-id]').filter({ hasText: 'Perindopril' });
  await expect(perindopril.getByRole('radio', { name: 'Withheld' })).toBeChecked();
  const temazepam = page.locator('[data-ceased-id]').filter({ hasText: 'Temazepam' });
  await expect(temazepam.getByRole('radio', { name: 'Ceased' })).toBeChecked();

  // Open checks: the dialog lists them, links to each, and will not export.
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const dialog = exportDialog(page);
  await expect(dialog.getByText('2 rows still need checking')).toBeVisible();
  await expect(
    dialog.getByText('1 warning about the pasted lists still needs checking'),
  ).toBeVisible();
  const exportButton = dialog.getByRole('button', { name: 'Export PDF' });
  await expect(exportButton).toBeDisabled();
  await dialog.getByLabel('Patient Name').fill('Mary Jane Citizen');
  await dialog.getByRole('link', { name: 'Pantoprazole (Regular Medications)' }).click();
  await expect(dialog).toHaveCount(0);
  const pantoCheck = page.getByRole('checkbox', { name: 'Mark as checked: Pantoprazole' });
  await expect(pantoCheck).toBeFocused();
  await page.keyboard.press('Space');
  await expect(pantoCheck).toBeChecked();

  // An edit resolves a check too: a new reason (and the status switched to Withheld).
  const tick = page.getByRole('checkbox', { name: 'Mark as checked: Temazepam' });
  await expect(tick).not.toBeChecked();
  await editCell(page, /^Edit Reason of ceased medication Temazepam/, 'Until sleep review with GP');
  await expect(tick).toBeChecked();
  await temazepam.getByText('Withheld', { exact: true }).click();
  await expect(temazepam.getByRole('radio', { name: 'Withheld' })).toBeChecked();

  // The list warning (an unreadable line) is ticked in the panel above the table.
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(dialog.getByText('1 row still needs checking')).toHaveCount(0);
  await dialog
    .getByRole('link', { name: '1 warning about the pasted lists still needs checking' })
    .click();
  await page.getByRole('checkbox', { name: /^Mark as checked: Could not read line 5/ }).check();

  // A nameless row cannot go: the dialog names it and links to its name cell.
  await page.getByRole('button', { name: 'Add regular medication' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(dialog.getByLabel('Patient Name')).toHaveValue('Mary Jane Citizen'); // kept
  await expect(exportButton).toBeDisabled();
  await dialog.getByRole('link', { name: /^Regular Medications, row \d+ \(no name\)$/ }).click();
  await expect(cell(regular(page), /^Edit Medication for new medication/)).toBeFocused();
  await page.getByRole('button', { name: /^Delete new medication/ }).click();

  // Name and date of birth are required; the date is read day first, in words.
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(dialog.getByText(/still need/)).toHaveCount(0);
  await expect(exportButton).toBeEnabled();
  await dialog.getByLabel('Patient Name').fill('');
  await exportButton.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "Enter the patient's name and date of birth before exporting.",
  );
  await expect(dialog.getByLabel('Patient Name')).toBeFocused();
  await dialog.getByLabel('Patient Name').fill('Mary Jane Citizen');
  const dob = dialog.getByLabel('Date of Birth');
  await dob.fill('03/14/1941');
  await dob.blur();
  await expect(
    dialog.getByText('There is no month 14: enter the day first, then the month.'),
  ).toBeVisible();
  await dob.fill('14/3/41');
  await expect(dialog.getByText(/^Read as 14 March 1941 \(age \d+\)$/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;
  await expect(page.getByText('PDF exported successfully!')).toBeVisible();
  const pages = await readPdf(await readFile((await download.path())!));
  const text = pages.map((p) => p.text).join('\n');
  expect(text).toContain('Date of birth: 14/03/1941');
  expect(text).toContain('• Perindopril (Coversyl) 5 mg tablet – Withheld: low blood pressure');
  expect(text).toContain('• Temazepam 10 mg tablet – Withheld: Until sleep review with GP');

  // Neither the name nor the date of birth ever left the browser.
  for (const needle of ['Mary Jane', 'Citizen', '14/3/41', '1941-03-14', '14%2F3%2F41'])
    expect(
      sent.filter((r) => r.includes(needle)),
      needle,
    ).toEqual([]);
});

test('an edit that moves a row says so and can be undone; the work survives a reload and a visit elsewhere; nothing is thrown away without asking', async ({
  page,
}) => {
  await signInWithTrial(page);
  await reconcileExample(page);

  // The spec's keyword rule moves the anticoagulant; the notice says why and offers Undo.
  const comment = /^Edit Comment on Change for Apixaban/;
  const before = (await cell(regular(page), comment).innerText()).trim();
  await editCell(page, comment, 'Withhold 2 days before surgery, even if needed for surgery');
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toContainText(
    'Apixaban moved to When Required Medications because the text says "if needed".',
  );
  await expect(prn(page).getByRole('rowheader', { name: /Apixaban/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(regular(page).getByRole('rowheader', { name: /Apixaban/ })).toBeVisible();
  await expect(cell(regular(page), comment)).toHaveText(before);

  // Edits, checks and headers come back after a reload, without asking the server again.
  await editCell(page, /^Edit Indication for Metformin/, 'Type 2 diabetes');
  await page.getByRole('checkbox', { name: 'Mark as checked: Temazepam' }).check();
  const reconcileCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/reconcile')) reconcileCalls.push(r.url());
  });
  await page.reload();
  await expect(cell(regular(page), /^Edit Indication for Metformin/)).toHaveText(/Type 2 diabetes/);
  await expect(page.getByRole('checkbox', { name: 'Mark as checked: Temazepam' })).toBeChecked();
  await page.getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await page.getByRole('link', { name: 'Reconciliation', exact: true }).click();
  await expect(cell(regular(page), /^Edit Indication for Metformin/)).toHaveText(/Type 2 diabetes/);
  expect(reconcileCalls).toEqual([]);
  // Kept in this tab only: sessionStorage, holding the lists but no patient details.
  const stored = await page.evaluate(() => sessionStorage.getItem('medrecon.work.reconciliation'));
  expect(stored).toContain('Type 2 diabetes');

  // Start New asks first; Cancel keeps everything.
  await page.getByRole('button', { name: 'Start New Reconciliation' }).click();
  const confirmNew = page.getByRole('dialog', { name: 'Start a new reconciliation?' });
  await expect(confirmNew.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirmNew).toHaveCount(0);
  await expect(regular(page).getByRole('rowheader', { name: /Metformin/ })).toBeVisible();
  await page.getByRole('button', { name: 'Start New Reconciliation' }).click();
  await confirmNew.getByRole('button', { name: 'Clear and start new' }).click();
  await expect(page.getByLabel('Admission Medications')).toHaveValue('');
  expect(
    await page.evaluate(() => sessionStorage.getItem('medrecon.work.reconciliation')),
  ).toBeNull();

  // Load Example over typed text asks first too.
  await page.getByLabel('Admission Medications').fill('Warfarin as per INR');
  await page.reload();
  await expect(page.getByLabel('Admission Medications')).toHaveValue('Warfarin as per INR');
  await page.getByRole('button', { name: 'Load Example' }).click();
  const confirmExample = page.getByRole('dialog', { name: 'Replace your lists with the example?' });
  await confirmExample.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Admission Medications')).toHaveValue('Warfarin as per INR');

  // Signing out ends the work in progress for this tab.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() =>
      Object.keys(sessionStorage).filter((k) => k.startsWith('medrecon.work.')),
    ),
  ).toEqual([]);
});

test('spreadsheet editing: a new row opens its name, Tab and Shift+Tab save and open the next cell, Enter stays, Escape cancels', async ({
  page,
}) => {
  await signInWithTrial(page);
  await reconcileExample(page);
  const rows = regular(page).locator('tbody tr[data-row-id]');
  const count = await rows.count();

  await page.getByRole('button', { name: 'Add regular medication' }).click();
  await expect(page.getByRole('textbox', { name: 'Medication for new medication' })).toBeFocused();
  await page.keyboard.type('Ondansetron'); // a Space here types, it adds no row
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Form/Dose for Ondansetron' })).toBeFocused();
  await page.keyboard.type('4 mg wafer');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: '0800 Breakfast for Ondansetron' })).toBeFocused();
  await page.keyboard.type('4 mg');
  await page.keyboard.press('Shift+Tab');
  const form = page.getByRole('textbox', { name: 'Form/Dose for Ondansetron' });
  await expect(form).toBeFocused();
  await expect(form).toHaveValue('4 mg wafer');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Indication for Ondansetron' })).toBeFocused();
  await page.keyboard.type('Nausea');
  await page.keyboard.press('Enter'); // saves and stays
  await expect(cell(page, /^Edit Indication for Ondansetron/)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Typed by mistake');
  await page.keyboard.press('Escape'); // cancels
  await expect(cell(page, /^Edit Indication for Ondansetron/)).toHaveText(/Nausea/);

  await expect(rows).toHaveCount(count + 1);
  const row = regular(page).locator('tr', {
    has: page.getByRole('rowheader', { name: /Ondansetron/ }),
  });
  await expect(row).toContainText('4 mg wafer');
  await expect(cell(row, /^Edit 0800 Breakfast for Ondansetron/)).toHaveText(/4 mg/);
});

test('the side-by-side view links a row and its pasted lines; axe finds nothing in either view', async ({
  page,
}) => {
  await signInWithTrial(page);
  await reconcile(page, ADMISSION, DISCHARGE);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Compare with pasted lists' }).click();
  await expect(page.getByRole('heading', { name: 'Reconciled list' })).toBeVisible();
  const line = (id: string) => page.locator(`[data-line="${id}"]`);
  await expect(line('admission-1')).toContainText('Changed');
  await expect(line('admission-2')).toContainText('Withheld');
  await expect(line('admission-4')).toContainText('Ceased');
  await expect(line('admission-5')).toContainText('Not understood');
  await expect(line('discharge-4')).toContainText('New');
  await expect(line('discharge-3')).toContainText('Continued');
  await expectNoA11yViolations(page);

  // A row lights up its source lines on both sides.
  await page
    .locator('[data-item]')
    .filter({ hasText: 'Atorvastatin' })
    .getByRole('button')
    .first()
    .click();
  await expect(line('admission-1')).toHaveAttribute('data-highlighted', 'true');
  await expect(line('discharge-1')).toHaveAttribute('data-highlighted', 'true');
  await expect(line('admission-2')).not.toHaveAttribute('data-highlighted');

  // A line selects its row.
  await line('discharge-2').getByRole('button').click();
  const perindopril = page.locator('[data-item]').filter({ hasText: 'Perindopril' });
  await expect(perindopril.getByRole('button', { pressed: true })).toBeVisible();
  await expect(line('admission-2')).toHaveAttribute('data-highlighted', 'true');

  // From the view back to the row in the table.
  await line('discharge-3').getByRole('button').click();
  await page.getByRole('button', { name: 'Edit Pantoprazole in the table' }).click();
  await expect(cell(regular(page), /^Edit Medication for Pantoprazole/)).toBeFocused();
});
