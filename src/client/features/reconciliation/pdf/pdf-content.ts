import {
  TIME_SLOTS,
  TIME_SLOT_LABELS,
  type CeasedMedication,
  type MedicationRow,
  type TimeSlot,
} from '../../../../shared/reconcile';
import { ceasedStatusOf, reasonWithoutStatus } from '../model/ceased-status';
import { directionsFor, splitSections, type TimeHeaders } from '../model/table-model';
import { pdfFileName } from './pdf-file-name';
import { needsRegimenLines, regimenLines } from './pdf-regimen';
import { pdfText } from './pdf-text';

/** Everything the PDF export needs; the patient's details exist only in this object, in the browser. */
export interface PdfInput {
  patientName: string;
  /** As the export dialog read it: yyyy-mm-dd. */
  dateOfBirth: string;
  rows: readonly MedicationRow[];
  ceased: readonly CeasedMedication[];
  timeHeaders: TimeHeaders;
  /** The signed-in user's full name, or their e-mail address when they have no name. */
  verifiedBy: string;
  organisation: string | null;
  now: Date;
}

export interface PdfTable {
  head: string[];
  body: string[][];
  /**
   * Rows whose schedule is a taper or other multi-step regimen: their four time cells are one,
   * holding the steps as lines (in the first time column's place; the other three are empty).
   */
  merged?: number[];
}

/** The document as text, decided here so it can be tested without drawing anything. */
export interface PdfContent {
  title: string;
  patient: { name: string; dateOfBirth: string };
  regular: { heading: string; intro: string; legend: string; table: PdfTable };
  prn: { heading: string; intro: string; table: PdfTable };
  ceased: { heading: string; intro: string; items: string[] };
  closing: string;
  footer: { verifiedBy: string; generated: string };
  fileName: string;
}

const PDF_TITLE = 'MEDICATION SUMMARY';
export const NONE_TEXT = 'None';

/** 'yyyy-mm-dd' to the spec's en-GB 'dd/mm/yyyy', without a time-zone shift. */
export function formatDateOfBirth(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!m) return '';
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(date);
}

const formatGenerated = (now: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }).format(now);

/** The spec: PRN comments end in '(when required)' unless they already say so. */
export function prnComment(comment: string): string {
  const c = comment.trim();
  if (/when required/i.test(c)) return c;
  return c ? `${c} (when required)` : '(when required)';
}

const DEFAULT_COMMENT = {
  unchanged: 'No change',
  new: 'New medication',
  changed: 'Changed',
  ceased: '',
} as const;

/** The row's comment; a blank one says what the change type says, so no patient reads an empty box. */
export const commentFor = (row: Pick<MedicationRow, 'comment' | 'changeType'>) =>
  row.comment.trim() || DEFAULT_COMMENT[row.changeType];

/** 'Aspirin 100 mg tablet – Ceased: GI bleed', 'Perindopril 5 mg tablet – Withheld: low BP'. */
export function ceasedLine(c: CeasedMedication): string {
  const what = [c.name.trim(), c.form.trim()].filter(Boolean).join(' ');
  const reason = reasonWithoutStatus(c.reason);
  return `${what} – ${ceasedStatusOf(c)}${reason ? `: ${reason}` : ''}`;
}

const timeHead = (headers: TimeHeaders, slot: (typeof TIME_SLOTS)[number]) =>
  `${headers[slot].trim() || slot}\n${TIME_SLOT_LABELS[slot]}`;

export function buildPdfContent(input: PdfInput): PdfContent {
  const { regular, prn } = splitSections(input.rows);
  const t = (rows: string[][]) => rows.map((r) => r.map((cell) => pdfText(cell.trim())));
  const legend = TIME_SLOTS.map(
    (s) => `${input.timeHeaders[s].trim() || s} = ${TIME_SLOT_LABELS[s]}`,
  ).join(',  ');
  const onBehalf = input.organisation?.trim() ? ` on behalf of ${input.organisation.trim()}` : '';
  const slotLabel = (s: string) =>
    `${input.timeHeaders[s as TimeSlot].trim() || s} ${TIME_SLOT_LABELS[s as TimeSlot]}`;
  return {
    title: PDF_TITLE,
    patient: {
      name: pdfText(input.patientName.trim()),
      dateOfBirth: formatDateOfBirth(input.dateOfBirth),
    },
    regular: {
      heading: 'REGULAR MEDICATIONS',
      intro:
        'Take these medicines every day. Each time column shows how much to take at that time; a blank means none at that time.',
      legend: pdfText(`Times: ${legend}.`),
      table: {
        head: [
          'Medication',
          'Form/Dose',
          ...TIME_SLOTS.map((s) => pdfText(timeHead(input.timeHeaders, s))),
          'Indication',
          'Comments',
        ],
        body: t(
          regular.map((r) => [
            r.name,
            r.form,
            ...(needsRegimenLines(r.schedule)
              ? [regimenLines(r.schedule, slotLabel).join('\n'), '', '', '']
              : TIME_SLOTS.map((s) => r.schedule[s])),
            r.indication,
            commentFor(r),
          ]),
        ),
        merged: regular.flatMap((r, i) => (needsRegimenLines(r.schedule) ? [i] : [])),
      },
    },
    prn: {
      heading: 'WHEN REQUIRED MEDICATIONS',
      intro: 'Take these medicines only when you need them, as the directions say.',
      table: {
        head: ['Medication', 'Form/Dose', 'Directions for Use', 'Indication', 'Comments'],
        body: t(
          prn.map((r) => [
            r.name,
            r.form,
            directionsFor(r),
            r.indication,
            prnComment(commentFor(r)),
          ]),
        ),
      },
    },
    ceased: {
      heading: 'CEASED/WITHHELD MEDICATIONS',
      intro: 'Do not take these medicines unless your doctor tells you to.',
      items: input.ceased.map((c) => pdfText(ceasedLine(c))).filter(Boolean),
    },
    closing:
      'Keep this list with you and show it to your doctor, pharmacist or nurse at every visit.',
    footer: {
      verifiedBy: pdfText(`Verified by: ${input.verifiedBy.trim()}`),
      generated: pdfText(`Generated: ${formatGenerated(input.now)}${onBehalf}`),
    },
    fileName: pdfFileName(input.patientName, input.now),
  };
}
