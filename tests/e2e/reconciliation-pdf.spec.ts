import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { buildPdfContent } from '../../src/client/features/reconciliation/pdf/pdf-content';
import type { Results } from '../../src/client/features/reconciliation/model/reconciliation-state';
import type { TimeHeaders } from '../../src/client/features/reconciliation/model/table-model';
import { readPdf } from '../helpers/pdf-text';
import { brokenWords, contentTexts } from '../helpers/pdf-words';
import { registerConfirmAndSignIn } from './helpers/accounts';
import { createOrganisationViaApi } from './helpers/organisations';

/**
 * A long discharge list through the real engine and the real export: 60 rows with long names
 * (Hydroxychloroquine), slashed doses (microgram/dose), weekly and tapering regimens.
 */
const ORDERS = [
  'Atorvastatin 40 mg tablet nocte',
  'Metformin 1 g tablet BD with meals',
  'Perindopril 5 mg tablet mane',
  'Amlodipine 10 mg tablet mane',
  'Furosemide 40 mg tablet mane',
  'Spironolactone 25 mg tablet mane',
  'Bisoprolol 2.5 mg tablet mane',
  'Digoxin 62.5 microgram tablet mane',
  'Apixaban 5 mg tablet BD',
  'Pantoprazole 40 mg tablet mane',
  'Levothyroxine 75 microgram tablet mane',
  'Cholecalciferol 25 microgram capsule mane',
  'Calcium carbonate 600 mg tablet BD',
  'Alendronate 70 mg tablet weekly on Mondays',
  'Sertraline 50 mg tablet mane',
  'Mirtazapine 15 mg tablet nocte',
  'Quetiapine 25 mg tablet nocte',
  'Donepezil 10 mg tablet nocte',
  'Levodopa/carbidopa 100/25 mg tablet TDS',
  'Gabapentin 300 mg capsule TDS',
  'Pregabalin 75 mg capsule BD',
  'Hydroxychloroquine 200 mg tablet BD',
  'Methotrexate 10 mg tablet weekly on Fridays',
  'Folic acid 5 mg tablet weekly on Saturdays',
  'Allopurinol 300 mg tablet mane',
  'Colchicine 500 microgram tablet BD',
  'Tamsulosin 400 microgram capsule nocte',
  'Finasteride 5 mg tablet mane',
  'Oxybutynin 5 mg tablet BD',
  'Ferrous sulfate 325 mg tablet mane',
  'Magnesium 500 mg tablet nocte',
  'Thiamine 100 mg tablet mane',
  'Sodium valproate 500 mg tablet BD',
  'Levetiracetam 500 mg tablet BD',
  'Lamotrigine 100 mg tablet BD',
  'Clopidogrel 75 mg tablet mane',
  'Ezetimibe 10 mg tablet mane',
  'Rosuvastatin 10 mg tablet nocte',
  'Candesartan 16 mg tablet mane',
  'Irbesartan 150 mg tablet mane',
  'Empagliflozin 10 mg tablet mane',
  'Sitagliptin 100 mg tablet mane',
  'Gliclazide MR 60 mg tablet mane',
  'Insulin glargine 100 units/mL injection 20 units nocte',
  'Tiotropium 18 microgram inhalation capsule 1 capsule inhaled mane',
  'Fluticasone/salmeterol 250/25 microgram/dose inhaler 2 puffs BD',
  'Montelukast 10 mg tablet nocte',
  'Fludrocortisone 100 microgram tablet mane',
  'Prednisolone 25 mg tablet mane for 3 days, then 20 mg mane for 3 days, then 15 mg mane for 3 days then stop',
  'Esomeprazole 20 mg tablet mane',
  'Ondansetron 4 mg tablet TDS PRN for nausea',
  'Paracetamol 1 g tablet QID PRN for pain',
  'Oxycodone 5 mg capsule 4 hourly PRN for severe pain',
  'Salbutamol 100 microgram/dose inhaler 2 puffs 4 hourly PRN for shortness of breath',
  'Glyceryl trinitrate 400 microgram/dose spray 1 spray under the tongue PRN for chest pain',
  'Lactulose 10 g/15 mL oral liquid 15 mL BD PRN for constipation',
  'Docusate/senna 50/8 mg tablet 2 tablets nocte',
  'Loratadine 10 mg tablet mane PRN for hayfever',
  'Melatonin 2 mg modified release tablet nocte',
  'Nicotine 21 mg/24 hours patch apply 1 patch mane',
];

test('a 60-row PDF reads back with every row and no word cut inside', async ({ page }) => {
  test.setTimeout(120_000);
  await registerConfirmAndSignIn(page);
  await createOrganisationViaApi(page, { trial: true });
  await page.goto('/dashboard');
  await page.getByLabel('Admission Medications').fill(ORDERS.slice(0, 40).join('\n'));
  await page.getByLabel('Discharge Medications').fill(ORDERS.join('\n'));
  await page.getByRole('button', { name: 'Generate Reconciliation' }).click();
  await expect(page.getByRole('heading', { name: 'Current Medications' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator('[data-row-id]')).toHaveCount(60);
  // Whatever the engine wants checked is checked, so the export can go.
  for (const box of await page.getByRole('checkbox', { name: /^Mark as checked/ }).all())
    await box.check();

  await page.getByRole('button', { name: 'Export PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Patient Information for PDF Export' });
  await dialog.getByLabel('Patient Name').fill('Mary Jane Citizen');
  await dialog.getByLabel('Date of Birth').fill('7 Mar 1941');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export PDF' }).click();
  const pages = await readPdf(await readFile((await (await downloading).path())!));
  expect(pages.length).toBeGreaterThan(1);

  // What the screen held, laid out as the browser laid it out.
  const saved = await page.evaluate(() => sessionStorage.getItem('medrecon.work.reconciliation'));
  const { results, timeHeaders } = JSON.parse(saved!) as {
    results: Results;
    timeHeaders: TimeHeaders;
  };
  const content = buildPdfContent({
    patientName: 'Mary Jane Citizen',
    dateOfBirth: '1941-03-07',
    rows: results.rows,
    ceased: results.ceased,
    timeHeaders,
    verifiedBy: '',
    organisation: null,
    now: new Date(),
  });
  const footer = pages.flatMap((p) => p.lines.filter((l) => /^(Verified by|Generated):/.test(l)));
  expect(brokenWords(pages, [...contentTexts(content), ...footer])).toEqual([]);

  const stream = pages.map((p) => p.stream).join(' ');
  expect(results.rows).toHaveLength(60);
  for (const row of results.rows) expect(stream, row.name).toContain(row.name);
  // The taper is written as its steps, one per line.
  const lines = pages.flatMap((p) => p.lines);
  expect(lines.some((l) => l.includes('0800 Breakfast: 25 mg for 3 days'))).toBe(true);
  expect(lines.some((l) => l.includes('then 20 mg'))).toBe(true);
  expect(lines.some((l) => l.includes('25 mg for 3 days') && l.includes('then 20 mg'))).toBe(false);
  // Names and doses stay at 10 pt or more.
  const small = pages.flatMap((p) =>
    p.items.filter((it) => it.size < 10 && results.rows.some((r) => r.name.startsWith(it.str))),
  );
  expect(small).toEqual([]);
});
