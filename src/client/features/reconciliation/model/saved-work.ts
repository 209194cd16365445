import { z } from 'zod';
import {
  ceasedMedicationSchema,
  ceasedStatusSchema,
  medicationRowSchema,
} from '../../../../shared/reconcile';
import { clearTabWork, readTabWork, saveTabWork } from '../../../lib/tab-work';
import { initialState, type ReconciliationState } from './reconciliation-state';

const KEY = 'reconciliation';
const VERSION = 1;

/**
 * What survives a reload: both pasted lists, the result with every edit and check, the time
 * headers. Never the patient's name or date of birth (they live only in the export dialog), and
 * never sent anywhere: this is sessionStorage, for this tab.
 */
const savedSchema = z.object({
  v: z.literal(VERSION),
  /** Whose work it is: after an expiry, someone else signing in on this tab does not get it. */
  userId: z.string(),
  admission: z.string(),
  discharge: z.string(),
  results: z
    .object({
      rows: z.array(
        medicationRowSchema.extend({ id: z.string(), checked: z.boolean().optional() }),
      ),
      ceased: z.array(
        ceasedMedicationSchema.extend({
          id: z.string(),
          status: ceasedStatusSchema,
          checked: z.boolean().optional(),
        }),
      ),
      warnings: z.array(z.object({ text: z.string(), checked: z.boolean() })),
    })
    .nullable(),
  timeHeaders: z.object({
    '0800': z.string(),
    '1200': z.string(),
    '1800': z.string(),
    '2200': z.string(),
  }),
  nextId: z.number().int().positive(),
});
type Saved = z.infer<typeof savedSchema>;

/** The saved work of this user in this tab, or a fresh start when there is none (or it is unreadable). */
export function restoreWork(userId: string): ReconciliationState {
  const parsed = savedSchema.safeParse(readTabWork(KEY));
  if (!parsed.success || parsed.data.userId !== userId) return initialState();
  const { admission, discharge, results, timeHeaders, nextId } = parsed.data;
  return { ...initialState(), admission, discharge, results, timeHeaders, nextId };
}

/** Saves the work after each change; a blank screen (Start New) leaves nothing behind. */
export function saveWork(userId: string, s: ReconciliationState): void {
  if (!s.results && !s.admission.trim() && !s.discharge.trim()) return clearTabWork(KEY);
  const saved: Saved = {
    v: VERSION,
    userId,
    admission: s.admission,
    discharge: s.discharge,
    results: s.results,
    timeHeaders: s.timeHeaders,
    nextId: s.nextId,
  };
  saveTabWork(KEY, saved);
}
