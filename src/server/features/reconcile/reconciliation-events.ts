import type { ReconcileResponse } from '../../../shared/reconcile';

/**
 * How many medicines a reconciliation produced: current rows plus ceased/withheld items. Recorded
 * with the time and organisation, never any text (event-recorder.ts).
 */
export const medicationCount = (r: ReconcileResponse) =>
  r.medications.length + r.ceasedMedications.length;
