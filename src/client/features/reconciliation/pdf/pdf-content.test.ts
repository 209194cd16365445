import { describe, expect, it } from 'vitest';
import { emptySchedule, type MedicationRow } from '../../../../shared/reconcile';
import { defaultTimeHeaders } from '../model/table-model';
import {
  buildPdfContent,
  ceasedLine,
  commentFor,
  formatDateOfBirth,
  prnComment,
  type PdfInput,
} from './pdf-content';
import { pdfFileName } from './pdf-file-name';
import { pdfText } from './pdf-text';

const row = (over: Partial<MedicationRow> = {}): MedicationRow => ({
  name: 'Metformin',
  form: '500 mg tablet',
  schedule: { ...emptySchedule(), '0800': '1 tablet', '1800': '1 tablet' },
  indication: 'Diabetes',
  comment: 'No change',
  changeType: 'unchanged',
  ...over,
});

const input = (over: Partial<PdfInput> = {}): PdfInput => ({
  patientName: 'Mary Smith',
  dateOfBirth: '1948-03-07',
  rows: [
    row(),
    row({
      name: 'Paracetamol',
      isPRN: true,
      schedule: { ...emptySchedule(), '0800': '0800: 2 tablets every 6 hours' },
      comment: 'New medication',
    }),
  ],
  ceased: [{ name: 'Aspirin', form: '100 mg tablet', reason: 'Ceased: GI bleed' }],
  timeHeaders: defaultTimeHeaders(),
  verifiedBy: 'Dr Alex Nguyen',
  organisation: 'Royal North Shore Hospital',
  now: new Date(2026, 2, 5, 14, 5),
  ...over,
});

describe('PDF content', () => {
  it('splits rows by the PRN rule into the two tables with the spec columns', () => {
    const c = buildPdfContent(input());
    expect(c.title).toBe('MEDICATION SUMMARY');
    expect(c.regular.heading).toBe('REGULAR MEDICATIONS');
    expect(c.regular.table.head).toEqual([
      'Medication',
      'Form/Dose',
      '0800\nBreakfast',
      '1200\nLunch',
      '1800\nDinner',
      '2200\nBedtime',
      'Indication',
      'Comments',
    ]);
    expect(c.regular.table.body).toEqual([
      ['Metformin', '500 mg tablet', '1 tablet', '', '1 tablet', '', 'Diabetes', 'No change'],
    ]);
    expect(c.prn.heading).toBe('WHEN REQUIRED MEDICATIONS');
    expect(c.prn.table.head).toEqual([
      'Medication',
      'Form/Dose',
      'Directions for Use',
      'Indication',
      'Comments',
    ]);
    expect(c.prn.table.body).toEqual([
      [
        'Paracetamol',
        '500 mg tablet',
        '2 tablets every 6 hours',
        'Diabetes',
        'New medication (when required)',
      ],
    ]);
    expect(c.ceased.heading).toBe('CEASED/WITHHELD MEDICATIONS');
    expect(c.ceased.items).toEqual(['Aspirin 100 mg tablet – Ceased: GI bleed']);
  });

  it('uses the edited time headers in the table and the legend', () => {
    const c = buildPdfContent(input({ timeHeaders: { ...defaultTimeHeaders(), '0800': '0700' } }));
    expect(c.regular.table.head[2]).toBe('0700\nBreakfast');
    expect(c.regular.legend).toBe(
      'Times: 0700 = Breakfast,  1200 = Lunch,  1800 = Dinner,  2200 = Bedtime.',
    );
  });

  it('puts the patient box in en-GB format, and the footer with verifier, time and organisation', () => {
    const c = buildPdfContent(input());
    expect(c.patient).toEqual({ name: 'Mary Smith', dateOfBirth: '07/03/1948' });
    expect(c.footer).toEqual({
      verifiedBy: 'Verified by: Dr Alex Nguyen',
      generated: 'Generated: 05/03/2026, 14:05 on behalf of Royal North Shore Hospital',
    });
    expect(buildPdfContent(input({ organisation: null })).footer.generated).toBe(
      'Generated: 05/03/2026, 14:05',
    );
    expect(c.fileName).toBe('medication_summary_Mary_Smith_2026-03-05.pdf');
  });

  it('leaves an empty date of birth blank rather than inventing one', () => {
    expect(formatDateOfBirth('')).toBe('');
    expect(formatDateOfBirth('07/03/1948')).toBe('');
    expect(formatDateOfBirth('2000-12-31')).toBe('31/12/2000');
  });
});

describe('PRN comments and ceased lines', () => {
  it("suffixes '(when required)' unless the comment already says so", () => {
    expect(prnComment('New medication')).toBe('New medication (when required)');
    expect(prnComment('Now When Required')).toBe('Now When Required');
    expect(prnComment('')).toBe('(when required)');
  });
  it('fills a blank comment from the change type, so the patient never reads an empty box', () => {
    expect(commentFor({ comment: '  ', changeType: 'unchanged' })).toBe('No change');
    expect(commentFor({ comment: '', changeType: 'new' })).toBe('New medication');
    expect(commentFor({ comment: 'Dose increased', changeType: 'changed' })).toBe('Dose increased');
    const c = buildPdfContent(
      input({ rows: [row({ comment: '' }), row({ isPRN: true, comment: '' })] }),
    );
    expect(c.regular.table.body[0]?.at(-1)).toBe('No change');
    expect(c.prn.table.body[0]?.at(-1)).toBe('No change (when required)');
  });
  it('lists name, form, status and reason, leaving out what is blank', () => {
    expect(
      ceasedLine({
        name: 'Temazepam',
        form: '',
        reason: 'Not on discharge list - confirm with prescriber',
      }),
    ).toBe('Temazepam – Ceased: Not on discharge list - confirm with prescriber');
    expect(ceasedLine({ name: 'Aspirin', form: '100 mg', reason: '' })).toBe(
      'Aspirin 100 mg – Ceased',
    );
  });

  it('says Withheld or Ceased once, from the status or else the reason', () => {
    const perindopril = { name: 'Perindopril', form: '5 mg tablet', reason: 'Withheld: low BP' };
    expect(ceasedLine(perindopril)).toBe('Perindopril 5 mg tablet – Withheld: low BP');
    expect(ceasedLine({ ...perindopril, status: 'Ceased' })).toBe(
      'Perindopril 5 mg tablet – Ceased: low BP',
    );
    expect(ceasedLine({ ...perindopril, reason: 'Held until review', status: undefined })).toBe(
      'Perindopril 5 mg tablet – Withheld: Held until review',
    );
  });
});

describe('file name', () => {
  const now = new Date(2026, 0, 9, 23, 59);
  it('uses the patient name with underscores, or patient, and the local date', () => {
    expect(pdfFileName('  Mary   Jane Smith ', now)).toBe(
      'medication_summary_Mary_Jane_Smith_2026-01-09.pdf',
    );
    expect(pdfFileName('', now)).toBe('medication_summary_patient_2026-01-09.pdf');
    expect(pdfFileName('   ', now)).toBe('medication_summary_patient_2026-01-09.pdf');
  });
  it('drops characters that are not allowed in file names', () => {
    expect(pdfFileName('O\'Brien/Smith: "Jo"', now)).toBe(
      "medication_summary_O'BrienSmith_Jo_2026-01-09.pdf",
    );
    expect(pdfFileName('Mary\tSmith\u0007', now)).toBe(
      'medication_summary_Mary_Smith_2026-01-09.pdf',
    );
    expect(pdfFileName('///', now)).toBe('medication_summary_patient_2026-01-09.pdf');
  });
});

describe('text for the built-in Helvetica', () => {
  it('keeps WinAnsi text and replaces what Helvetica cannot draw', () => {
    expect(pdfText('Paracetamol 500 mg – 1–2 tabs • “max” 4 g; 5°C; µg; é')).toBe(
      'Paracetamol 500 mg – 1–2 tabs • “max” 4 g; 5°C; µg; é',
    );
    expect(pdfText('eGFR ≥ 30, dose ≤ 4 g → review, 100 \u03bcg')).toBe(
      'eGFR >= 30, dose <= 4 g -> review, 100 µg',
    );
    expect(pdfText('Dabigatran\tČ 💊')).toBe('Dabigatran C ?');
  });
});
