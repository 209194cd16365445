import { z } from 'zod';
import { countLines } from './line-breaks';

/** The four administration times of the schedule, in display order. */
export const TIME_SLOTS = ['0800', '1200', '1800', '2200'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  '0800': 'Breakfast',
  '1200': 'Lunch',
  '1800': 'Dinner',
  '2200': 'Bedtime',
};

/** Contract size limits: above these the API answers 413 rather than working on it. */
export const MAX_ORDER_LINES = 200;
export const MAX_ORDER_CHARS = 20_000;

export const CHANGE_TYPES = ['new', 'changed', 'unchanged', 'ceased'] as const;
export const changeTypeSchema = z.enum(CHANGE_TYPES);
export type ChangeType = z.infer<typeof changeTypeSchema>;

export const scheduleSchema = z.object({
  '0800': z.string(),
  '1200': z.string(),
  '1800': z.string(),
  '2200': z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** Which pasted line a row came from: list and 1-based line number, plus the text as pasted. */
export const sourceLineSchema = z.object({
  list: z.enum(['admission', 'discharge']),
  line: z.number().int().positive(),
  text: z.string(),
});
export type SourceLine = z.infer<typeof sourceLineSchema>;

export const medicationRowSchema = z.object({
  name: z.string(),
  form: z.string(),
  schedule: scheduleSchema,
  indication: z.string(),
  comment: z.string(),
  changeType: changeTypeSchema,
  isPRN: z.boolean().optional(),
  /** Extra fields the contract encourages so the clinician can check a row against the input. */
  sources: z.array(sourceLineSchema).optional(),
  warnings: z.array(z.string()).optional(),
  route: z.string().optional(),
  frequency: z.string().optional(),
});
export type MedicationRow = z.infer<typeof medicationRowSchema>;

/** Whether a ceased-list entry is stopped for good or only held for now (the PDF says which). */
export const CEASED_STATUSES = ['Ceased', 'Withheld'] as const;
export const ceasedStatusSchema = z.enum(CEASED_STATUSES);
export type CeasedStatus = z.infer<typeof ceasedStatusSchema>;

export const ceasedMedicationSchema = z.object({
  name: z.string(),
  form: z.string(),
  reason: z.string(),
  sources: z.array(sourceLineSchema).optional(),
  /** Optional until every engine fills it; the client reads it from the reason's 'Withheld:' otherwise. */
  status: ceasedStatusSchema.optional(),
  warnings: z.array(z.string()).optional(),
});
export type CeasedMedication = z.infer<typeof ceasedMedicationSchema>;

export const reconcileResponseSchema = z.object({
  medications: z.array(medicationRowSchema),
  ceasedMedications: z.array(ceasedMedicationSchema).default([]),
  /** Whole-response warnings: unreadable lines, misspellings, unknown medicines, ambiguous matches. */
  warnings: z.array(z.string()).optional(),
});
export type ReconcileResponse = z.infer<typeof reconcileResponseSchema>;

export const RECONCILE_MESSAGES = {
  bothRequired: 'Please enter both admission and discharge medications',
  tooLarge: `Each list may have at most ${MAX_ORDER_LINES} lines and ${MAX_ORDER_CHARS.toLocaleString('en-AU')} characters. Please split the list and reconcile it in parts.`,
  failed: 'Failed to process medications',
  invalidResponse: 'Invalid response structure: missing medications array',
  // Not in the spec (its engine ran in the browser's request): the server's own limits.
  timedOut:
    'Reconciling these lists took too long, so it was stopped. Please try again, or split the list and reconcile it in parts.',
  busy: 'MedRecon is busy reconciling other lists. Please try again in a moment.',
} as const;

/**
 * Bounds of an answer: at most one row per input line (two lists), and a readable number of
 * warnings. Rows over it mean the engine went wrong (an error, never a cut list); warnings over it
 * are cut with a last warning that says how many were left out.
 */
export const MAX_RESPONSE_ROWS = 2 * MAX_ORDER_LINES;
export const MAX_RESPONSE_WARNINGS = 100;
export const MAX_ROW_WARNINGS = 10;

/** The request body of POST /api/reconcile; the dashboard form uses the same schema. */
export const reconcileRequestSchema = z
  .object({
    admissionOrders: z.string({ error: RECONCILE_MESSAGES.bothRequired }).trim(),
    dischargeOrders: z.string({ error: RECONCILE_MESSAGES.bothRequired }).trim(),
  })
  .refine((r) => r.admissionOrders.length > 0 && r.dischargeOrders.length > 0, {
    message: RECONCILE_MESSAGES.bothRequired,
  });
export type ReconcileRequest = z.infer<typeof reconcileRequestSchema>;

/** True when either list is over the contract's size limit (checked separately: it is a 413, not a 400). */
export function isOverSizeLimit(r: ReconcileRequest): boolean {
  return [r.admissionOrders, r.dischargeOrders].some(
    (s) => s.length > MAX_ORDER_CHARS || countLines(s) > MAX_ORDER_LINES,
  );
}

export const PRN_WORDS = [
  'prn',
  'as needed',
  'when required',
  'as required',
  'if needed',
  'pro re nata',
] as const;

/** The spec's PRN rule: isPRN, or any PRN word in schedule text, form or comment (case-insensitive). */
export function isPrnRow(
  row: Pick<MedicationRow, 'isPRN' | 'schedule' | 'form' | 'comment'>,
): boolean {
  if (row.isPRN === true) return true;
  const text = [row.form, row.comment, ...Object.values(row.schedule ?? {})]
    .join(' ')
    .toLowerCase();
  return PRN_WORDS.some((w) => text.includes(w));
}

export const emptySchedule = (): Schedule => ({ '0800': '', '1200': '', '1800': '', '2200': '' });
