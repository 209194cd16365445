import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../../../tests/helpers/pdf-text';
import { emptySchedule, type MedicationRow } from '../../../../shared/reconcile';
import { defaultTimeHeaders } from '../model/table-model';
import { buildPdfContent, type PdfInput } from './pdf-content';
import { renderPdf } from './render-pdf';

const regular = (n: number): MedicationRow => ({
  name: `Medicine ${String(n).padStart(2, '0')}`,
  form: `${n} mg tablet`,
  schedule: { ...emptySchedule(), '0800': '1 tablet', '2200': n % 2 ? '2 tablets' : '' },
  indication: 'High blood pressure',
  comment: n % 5 ? 'No change' : `Dose increased from ${n - 1} mg to ${n} mg`,
  changeType: n % 5 ? 'unchanged' : 'changed',
  isPRN: false,
});

const base: PdfInput = {
  patientName: 'Mary Smith',
  dateOfBirth: '1948-03-07',
  rows: [
    regular(1),
    {
      name: 'Paracetamol',
      form: '500 mg tablet',
      schedule: {
        ...emptySchedule(),
        '0800': '0800: 2 tablets every 4-6 hours, max 8 in 24 hours',
      },
      indication: 'Pain or fever',
      comment: 'New medication',
      changeType: 'new',
      isPRN: true,
    },
    {
      ...regular(2),
      name: 'Glyceryl trinitrate',
      form: '400 microgram/dose spray',
      schedule: emptySchedule(),
      comment: 'No change, use as needed',
    },
  ],
  ceased: [
    { name: 'Aspirin', form: '100 mg tablet', reason: 'Ceased: GI bleed' },
    {
      name: 'Temazepam',
      form: '10 mg tablet',
      reason: 'Not on discharge list - confirm with prescriber',
    },
  ],
  timeHeaders: defaultTimeHeaders(),
  verifiedBy: 'Dr Alex Nguyen',
  organisation: 'Royal North Shore Hospital',
  now: new Date(2026, 2, 5, 14, 5),
};

const render = async (input: PdfInput) =>
  readPdf(renderPdf(buildPdfContent(input)).output('arraybuffer'));
const lineWith = (text: string, needle: string) =>
  text.split('\n').find((l) => l.includes(needle)) ?? '';

describe('the medication summary PDF, read back', () => {
  it('is A4 portrait in Helvetica and Helvetica-Bold, with every section in order', async () => {
    const [page, ...rest] = await render(base);
    expect(rest).toHaveLength(0);
    expect(page!.width).toBe(595);
    expect(page!.height).toBe(842);
    expect([...page!.fonts].sort()).toEqual(['Helvetica', 'Helvetica-Bold']);
    const text = page!.text;
    const order = [
      'MEDICATION SUMMARY',
      'Patient name: Mary Smith',
      'Date of birth: 07/03/1948',
      'REGULAR MEDICATIONS',
      'WHEN REQUIRED MEDICATIONS',
      'CEASED/WITHHELD MEDICATIONS',
      'Verified by: Dr Alex Nguyen',
    ];
    const at = order.map((s) => text.indexOf(s));
    expect(
      at.every((i) => i >= 0),
      `missing one of ${order.join(' | ')} in\n${text}`,
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toContain('Times: 0800 = Breakfast, 1200 = Lunch, 1800 = Dinner, 2200 = Bedtime.');
    expect(lineWith(text, 'Medicine 01')).toMatch(
      /Medicine 01 1 mg tablet 1 tablet 2 tablets High blood/,
    );
    expect(text).toContain('Generated: 05/03/2026, 14:05 on behalf of Royal North Shore Hospital');
    expect(text).toContain('Page 1 of 1');
  });

  it('builds PRN directions from the schedule and marks the comment', async () => {
    const [page] = await render(base);
    const text = page!.text;
    expect(lineWith(text, 'Directions')).toMatch(
      /Medication Form\/Dose Directions for Use Indication Comments/,
    );
    const stream = page!.stream;
    expect(stream).toContain(
      'Paracetamol 500 mg tablet 2 tablets every 4-6 hours, max 8 in 24 hours Pain or fever New medication (when required)',
    );
    expect(stream).not.toContain('0800: 2 tablets');
    // No schedule text at all: the spec's default.
    expect(lineWith(text, 'Glyceryl')).toContain('As required');
    expect(text).toContain('• Aspirin 100 mg tablet – Ceased: GI bleed');
    expect(text).toContain(
      '• Temazepam 10 mg tablet – Not on discharge list - confirm with prescriber',
    );
  });

  it('carries a 60-row list onto page 2 with the table headers repeated and every row present', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => regular(i + 1));
    const pages = await render({ ...base, rows });
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const header = /^Medication Form\/Dose .*Indication Comments$/;
    expect(pages[0]!.lines.some((l) => header.test(l))).toBe(true);
    expect(pages[1]!.lines.some((l) => header.test(l))).toBe(true);
    expect(pages[1]!.text).toContain('Breakfast');
    const all = pages.map((p) => p.text).join('\n');
    for (let n = 1; n <= 60; n++) expect(all).toContain(`Medicine ${String(n).padStart(2, '0')} `);
    pages.forEach((p, i) => {
      expect(p.text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(p.text).toContain('Verified by: Dr Alex Nguyen');
    });
    // The ceased list and the closing note follow the long table on the last page.
    expect(pages.at(-1)!.text).toContain('CEASED/WITHHELD MEDICATIONS');
  });

  it('says None for empty sections and leaves blank patient details blank', async () => {
    const [page] = await render({
      ...base,
      patientName: '',
      dateOfBirth: '',
      rows: [],
      ceased: [],
      organisation: null,
    });
    const text = page!.text;
    expect(text.match(/^None$/gm)).toHaveLength(3);
    expect(text).toMatch(/^Patient name:$/m);
    expect(text).toContain('Generated: 05/03/2026, 14:05');
    expect(text).not.toContain('on behalf of');
  });

  it('draws characters Helvetica lacks as readable text instead of garbling the line', async () => {
    const [page] = await render({
      ...base,
      rows: [{ ...regular(1), comment: 'Withhold if eGFR ≤ 30 → review' }],
    });
    expect(page!.stream).toContain('Withhold if eGFR <= 30 -> review');
  });
});
