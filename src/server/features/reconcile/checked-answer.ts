import { reconcileResponseSchema, type ReconcileResponse } from '../../../shared/reconcile';
import { boundResponse } from './bound-response';

/** How many medicines a reconciliation produced: current rows plus ceased/withheld items. */
export const medicationCount = (r: ReconcileResponse) =>
  r.medications.length + r.ceasedMedications.length;

/**
 * An engine's answer made ready to send: validated against the response schema, bounded, counted
 * and serialised; or why it cannot be sent (logged by the caller, never with medication text).
 * Pure, so the built-in engine's worker threads do this work, not the event loop everyone shares.
 */
export type CheckedAnswer =
  | { ok: true; json: string; medicationCount: number }
  | { ok: false; message: string; fields: Record<string, unknown> };

export function checkAnswerForSending(result: unknown): CheckedAnswer {
  const checked = reconcileResponseSchema.safeParse(result);
  if (!checked.success) {
    const issues = checked.error.issues
      .slice(0, 5)
      .map((i) => ({ path: i.path.join('.'), code: i.code }));
    return { ok: false, message: 'reconcile answer failed validation', fields: { issues } };
  }
  const bounded = boundResponse(checked.data);
  if (!bounded)
    return {
      ok: false,
      message: 'reconcile answer has more rows than lines',
      fields: { rows: checked.data.medications.length },
    };
  return { ok: true, json: JSON.stringify(bounded), medicationCount: medicationCount(bounded) };
}
