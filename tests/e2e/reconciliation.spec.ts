import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readPdf } from '../helpers/pdf-text';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { appOrigin, registerConfirmAndSignIn } from './helpers/accounts';
import { createOrganisationViaApi } from './helpers/organisations';

const PATIENT = { name: 'Mary Jane Citizen', dob: '1948-03-07', dobShown: '07/03/1948' };

/** A clinician whose new organisation is on its free trial, so /dashboard lets them in. */
async function signInWithTrial(page: Page) {
  await registerConfirmAndSignIn(page);
  return createOrganisationViaApi(page, { trial: true });
}

/** Everything the browser sends, so the test can prove the patient's details never leave it. */
function recordRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (r) =>
    sent.push(`${r.method()} ${r.url()}\n${JSON.stringify(r.headers())}\n${r.postData() ?? ''}`),
  );
  return sent;
}

const regular = (page: Page) => page.getByRole('table', { name: 'Regular Medications' });
const prn = (page: Page) => page.getByRole('table', { name: 'When Required Medications (PRN)' });
const cell = (scope: Page | Locator, name: RegExp) => scope.getByRole('button', { name });

test('reconcile the example, edit it by mouse and keyboard, and export the PDF without sending patient details', async ({
  page,
}) => {
  test.slow(); // the whole journey, with three axe scans, on a shared 2-core machine
  const organisation = await signInWithTrial(page);
  const sent = recordRequests(page);

  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Medication Reconciliation' }),
  ).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate Reconciliation' });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Admission Medications').fill('Metformin 500mg BD');
  await expect(page.getByText('1 medications entered')).toBeVisible();
  await expect(generate).toBeDisabled(); // discharge still blank
  // The example would replace typed text: the screen asks first.
  await page.getByRole('button', { name: 'Load Example' }).click();
  await page
    .getByRole('dialog', { name: 'Replace your lists with the example?' })
    .getByRole('button', { name: 'Replace with example' })
    .click();
  await expect(page.getByText('7 medications entered')).toBeVisible();
  await expect(page.getByText('9 medications entered')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Hold the real server's answer a moment to see the processing state.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/reconcile', async (route) => {
    await held;
    await route.continue();
  });
  await generate.click();
  await expect(page.getByRole('button', { name: 'Processing with AI...' })).toBeDisabled();
  await expect(
    page.getByText(
      'AI is analyzing your medication orders and generating the reconciliation table...',
    ),
  ).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Current Medications' })).toBeVisible();
  await page.unroute('**/api/reconcile');
  await expect(page.getByLabel('Admission Medications')).toHaveCount(0); // the form hides once results exist
  await expect(
    page.getByText(
      'Click on any cell to edit the content. Press Enter to save or Escape to cancel.',
    ),
  ).toBeVisible();
  await expect(regular(page).getByRole('rowheader', { name: /Metformin/ })).toBeVisible();
  await expect(prn(page).getByRole('rowheader', { name: /Paracetamol/ })).toBeVisible();
  await expect(page.locator('[data-ceased-id]').filter({ hasText: 'Aspirin' })).toBeVisible();
  await expect(page.locator('[data-change-type="new"]').first()).toHaveText('New');

  // Source lines of a row, from the engine's `sources`.
  await page.getByRole('button', { name: /^Sources for Metformin/ }).click();
  await expect(page.getByText('Discharge line 2:')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Edit a cell with the mouse and Enter.
  await cell(page, /^Edit Indication for Metformin/).click();
  await page.getByRole('textbox', { name: 'Indication for Metformin' }).fill('Type 2 diabetes');
  await page.keyboard.press('Enter');
  await expect(cell(page, /^Edit Indication for Metformin/)).toHaveText(/Type 2 diabetes/);
  await expect(cell(page, /^Edit Indication for Metformin/)).toBeFocused();

  // Keyboard only: Enter opens, Tab saves and opens the next cell for typing; Escape leaves it.
  await cell(page, /^Edit Form\/Dose for Metformin/).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('500 mg modified release tablet');
  await page.keyboard.press('Tab');
  await expect(cell(page, /^Edit Form\/Dose for Metformin/)).toHaveText(
    /500 mg modified release tablet/,
  );
  await expect(page.getByRole('textbox', { name: '0800 Breakfast for Metformin' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cell(page, /^Edit 0800 Breakfast for Metformin/)).toBeFocused();
  // Arrow keys move between cells like a spreadsheet: up from the first row reaches the time header.
  await page.keyboard.press('ArrowLeft');
  await expect(cell(page, /^Edit Form\/Dose for Metformin/)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(cell(page, /^Edit time heading for Breakfast/)).toBeFocused();

  // Edit a time header.
  await cell(page, /^Edit time heading for Breakfast/).click();
  await page.getByRole('textbox', { name: 'time heading for Breakfast' }).fill('0700');
  await page.getByRole('button', { name: 'Save time heading for Breakfast' }).click();
  await expect(regular(page).getByRole('columnheader', { name: /0700.*Breakfast/ })).toBeVisible();

  // An edit that says "when required" moves the row to the PRN section.
  await cell(page, /^Edit 0700 Breakfast for Perindopril/).click();
  await page
    .getByRole('textbox', { name: '0700 Breakfast for Perindopril' })
    .fill('1 tablet when required for high blood pressure');
  await page.keyboard.press('Enter');
  await expect(prn(page).getByRole('rowheader', { name: /Perindopril/ })).toBeVisible();
  await expect(regular(page).getByRole('rowheader', { name: /Perindopril/ })).toHaveCount(0);
  await expect(cell(prn(page), /^Edit Directions for Use for Perindopril/)).toHaveText(
    /1 tablet when required for high blood pressure/,
  );

  // Edit a ceased reason, then cancel with Escape and with the cross.
  const reason = cell(page, /^Edit Reason of ceased medication Aspirin/);
  const before = (await reason.innerText()).trim();
  await reason.click();
  await page
    .getByRole('textbox', { name: 'Reason of ceased medication Aspirin' })
    .fill('Typed by mistake');
  await page.keyboard.press('Escape');
  await expect(reason).toHaveText(before);
  await reason.click();
  await page
    .getByRole('textbox', { name: 'Reason of ceased medication Aspirin' })
    .fill('Typed by mistake again');
  await page
    .getByRole('button', { name: 'Cancel editing Reason of ceased medication Aspirin' })
    .click();
  await expect(reason).toHaveText(before);
  await reason.click();
  await page
    .getByRole('textbox', { name: 'Reason of ceased medication Aspirin' })
    .fill('Ceased: bleeding risk with apixaban');
  await page.getByRole('button', { name: 'Save Reason of ceased medication Aspirin' }).click();
  await expect(reason).toHaveText(/Ceased: bleeding risk with apixaban/);

  // Temazepam is only on the admission list: a check to resolve before the PDF can go.
  await page.getByRole('checkbox', { name: 'Mark as checked: Temazepam' }).check();

  // Export: the PDF library arrives only now, in its own chunk.
  expect(sent.some((r) => /render-pdf/.test(r))).toBe(false);
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Patient Information for PDF Export' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('not sent to our servers and are not stored')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Patient Name').fill(PATIENT.name);
  await dialog.getByLabel('Date of Birth').fill(PATIENT.dob);
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`medication_summary_Mary_Jane_Citizen_${today}.pdf`);
  await expect(page.getByText('PDF exported successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('PDF exported successfully!')).toHaveCount(0, { timeout: 5000 });
  expect(sent.some((r) => /render-pdf/.test(r))).toBe(true);

  const pages = await readPdf(await readFile((await download.path())!));
  const text = pages.map((p) => p.text).join('\n');
  const stream = pages.map((p) => p.stream).join(' ');
  expect(text).toContain('MEDICATION SUMMARY');
  expect(text).toContain(`Patient name: ${PATIENT.name}`);
  expect(text).toContain(`Date of birth: ${PATIENT.dobShown}`);
  expect(text).toContain('Verified by: Dr Alex Nguyen');
  expect(stream).toContain(`on behalf of ${organisation}`);
  expect(text).toContain('0700 = Breakfast');
  expect(stream).toMatch(/WHEN REQUIRED MEDICATIONS.*Perindopril/);
  expect(stream).toContain('Ceased: bleeding risk with apixaban');

  // The details were cleared with the dialog, and no request ever carried them.
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(dialog.getByLabel('Patient Name')).toHaveValue('');
  await expect(dialog.getByLabel('Date of Birth')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  for (const needle of [
    PATIENT.name,
    'Mary',
    'Citizen',
    PATIENT.dob,
    PATIENT.dobShown,
    '07%2F03%2F1948',
  ]) {
    expect(
      sent.filter((r) => r.includes(needle) || decodeURIComponent(r).includes(needle)),
      needle,
    ).toEqual([]);
  }

  await page.getByRole('button', { name: 'Start New Reconciliation' }).click();
  await page.getByRole('button', { name: 'Clear and start new' }).click();
  await expect(page.getByLabel('Admission Medications')).toHaveValue('');
  await expect(page.getByLabel('Discharge Medications')).toHaveValue('');
  await expect(page.getByText('0 medications entered')).toHaveCount(2);
});

test('rows can be added, deleted and restored; an oversized list is refused with its text kept', async ({
  page,
}) => {
  await signInWithTrial(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Load Example' }).click();
  await page.getByRole('button', { name: 'Generate Reconciliation' }).click();
  await expect(page.getByRole('heading', { name: 'Current Medications' })).toBeVisible();

  // A new row opens its name for typing.
  await page.getByRole('button', { name: 'Add when required medication' }).click();
  await page.keyboard.type('Ondansetron');
  await page.keyboard.press('Enter');
  await expect(prn(page).getByRole('rowheader', { name: /Ondansetron/ })).toBeVisible();

  await page.getByRole('button', { name: /^Delete Metformin/ }).click();
  await expect(page.getByRole('rowheader', { name: /Metformin/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(regular(page).getByRole('rowheader', { name: /Metformin/ })).toBeVisible();

  // The move action, for rows the engine put in the wrong section; focus follows the row.
  await page
    .getByRole('button', { name: 'Move Metformin to When Required Medications (PRN)' })
    .click();
  await expect(prn(page).getByRole('rowheader', { name: /Metformin/ })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Move Metformin to Regular Medications' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(regular(page).getByRole('rowheader', { name: /Metformin/ })).toBeVisible();

  // A list over the size limit is refused before anything is sent, with the text kept.
  await page.getByRole('button', { name: 'Start New Reconciliation' }).click();
  await page.getByRole('button', { name: 'Clear and start new' }).click();
  await page.getByLabel('Admission Medications').fill('Metformin 500mg BD\n'.repeat(201));
  await page.getByLabel('Discharge Medications').fill('Metformin 500mg BD');
  await page.getByRole('button', { name: 'Generate Reconciliation' }).click();
  await expect(page.getByRole('alert')).toContainText('Each list may have at most 200 lines');
  await expect(page.getByLabel('Discharge Medications')).toHaveValue('Metformin 500mg BD');

  // The server's own message is shown as it is: here, after the session has ended elsewhere.
  const signOut = await page.request.post('/api/auth/sign-out', {
    headers: { origin: appOrigin() },
    data: {},
  });
  expect(signOut.ok(), await signOut.text()).toBe(true);
  const direct = await page.request.post('/api/reconcile', {
    data: { admissionOrders: 'a', dischargeOrders: 'b' },
  });
  expect(direct.status()).toBe(401);
  const { error } = (await direct.json()) as { error: string };
  await page.getByLabel('Admission Medications').fill('Metformin 500mg BD');
  await page.getByRole('button', { name: 'Generate Reconciliation' }).click();
  await expect(page.getByRole('alert')).toHaveText(error);
  await expect(page.getByLabel('Admission Medications')).toHaveValue('Metformin 500mg BD');
});

test('the reconciliation screen is only for signed-in clinicians with an organisation', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await registerConfirmAndSignIn(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/organisation\/setup$/);
});
