import { describe, expect, it } from 'vitest';
import { brokenWords, contentTexts } from '../../../../../tests/helpers/pdf-words';
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
      '• Temazepam 10 mg tablet – Ceased: Not on discharge list - confirm with prescriber',
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

  it('sizes columns to their words: no word is cut in a 60-row list of long names and doses', async () => {
    const hard: MedicationRow[] = [
      {
        name: 'Hydroxychloroquine',
        form: '200 mg tablet',
        schedule: { ...emptySchedule(), '0800': '200 mg', '1800': '200 mg' },
        indication: 'Rheumatoid arthritis (joint inflammation)',
        comment: 'No change',
        changeType: 'unchanged',
      },
      {
        name: 'Fluticasone propionate + Salmeterol',
        form: '250/25 microgram/dose inhaler',
        schedule: { ...emptySchedule(), '0800': '2 puffs', '1800': '2 puffs' },
        indication: 'Asthma or COPD (preventer)',
        comment: 'Dose increased from 125/25 microgram/dose to 250/25 microgram/dose',
        changeType: 'changed',
      },
      {
        name: 'Digoxin',
        form: '62.5 microgram tablet',
        schedule: { ...emptySchedule(), '0800': '62.5 microgram' },
        indication: 'Heart rate control (atrial fibrillation) or heart failure',
        comment: 'New medication',
        changeType: 'new',
      },
    ];
    const rows = Array.from({ length: 60 }, (_, i) => ({
      ...hard[i % 3]!,
      name: `${hard[i % 3]!.name} ${i + 1}`,
    }));
    const content = buildPdfContent({ ...base, rows });
    const pages = await readPdf(renderPdf(content).output('arraybuffer'));
    expect(brokenWords(pages, contentTexts(content))).toEqual([]);
    const stream = pages.map((p) => p.stream).join(' ');
    for (const r of rows) expect(stream).toContain(r.name);
    // Names and doses never below 10 pt.
    const small = pages.flatMap((p) =>
      p.items.filter((it) => it.size < 10 && /Hydroxy|Digoxin|microgram|puffs/.test(it.str)),
    );
    expect(small).toEqual([]);
  });

  it('writes a taper as lines across the time columns', async () => {
    const taper: MedicationRow = {
      ...regular(3),
      name: 'Prednisolone',
      form: '25 mg tablet',
      schedule: {
        ...emptySchedule(),
        '0800':
          '25 mg (for 3 days, then 20 mg once daily in the morning for 3 days, then 15 mg once daily in the morning for 3 days, then stop)',
      },
    };
    const [page] = await render({ ...base, rows: [taper] });
    const text = page!.text;
    expect(text).toMatch(/^Prednisolone 25 mg tablet 0800 Breakfast: 25 mg for 3 days/m);
    expect(text).toMatch(/^then 20 mg once daily in the morning for 3 days( pressure)?$/m);
    expect(text).toMatch(/^then stop$/m);
  });

  it('keeps a section together on the next page rather than splitting a short one', async () => {
    // Enough regular rows to fill most of page 1: the PRN table must not start at its foot.
    const rows = [
      ...Array.from({ length: 12 }, (_, i) => regular(i + 1)),
      ...base.rows.slice(1, 2),
    ];
    const pages = await render({ ...base, rows });
    const where = (s: string) => pages.findIndex((p) => p.text.includes(s));
    expect(where('WHEN REQUIRED MEDICATIONS')).toBe(where('Paracetamol'));
    expect(where('CEASED/WITHHELD MEDICATIONS')).toBe(where('Temazepam'));
    expect(where('CEASED/WITHHELD MEDICATIONS')).toBe(where('Keep this list with you'));
  });

  it('says Withheld or Ceased in each bullet of the ceased list', async () => {
    const [page] = await render({
      ...base,
      ceased: [
        { name: 'Perindopril', form: '5 mg tablet', reason: 'Withheld: low blood pressure' },
        { name: 'Aspirin', form: '100 mg tablet', reason: 'GI bleed', status: 'Ceased' },
      ],
    });
    expect(page!.text).toContain('• Perindopril 5 mg tablet – Withheld: low blood pressure');
    expect(page!.text).toContain('• Aspirin 100 mg tablet – Ceased: GI bleed');
  });
});
