import {
  isOverSizeLimit,
  RECONCILE_MESSAGES,
  reconcileRequestSchema,
  reconcileResponseSchema,
  type ReconcileResponse,
} from '../../../../shared/reconcile';
import { apiFetch, ApiRequestError } from '../../../lib/api';

/** A failure whose message is fit to show the clinician as it is. */
export class ReconcileError extends Error {}

const NO_SESSION = 'No active session';

/**
 * Checks an answer against the contract: the spec's message when `medications` is missing, a clear
 * one naming the first bad field otherwise. Unknown extra fields are dropped, as the contract asks.
 */
export function parseReconcileResponse(data: unknown): ReconcileResponse {
  if (
    !data ||
    typeof data !== 'object' ||
    !Array.isArray((data as { medications?: unknown }).medications)
  ) {
    throw new ReconcileError(RECONCILE_MESSAGES.invalidResponse);
  }
  const parsed = reconcileResponseSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where =
      issue?.path.map((p) => (typeof p === 'number' ? p + 1 : String(p))).join(' ') ?? '';
    throw new ReconcileError(
      `Invalid response structure: ${where ? `${where}: ` : ''}${issue?.message ?? 'unreadable'}`,
    );
  }
  return parsed.data;
}

/**
 * POST /api/reconcile with both lists trimmed (the same schema as the server). Throws
 * ReconcileError or ApiRequestError, whose messages the screen shows as they are.
 */
export async function requestReconciliation(
  input: { admission: string; discharge: string },
  signal?: AbortSignal,
): Promise<ReconcileResponse> {
  const body = reconcileRequestSchema.safeParse({
    admissionOrders: input.admission,
    dischargeOrders: input.discharge,
  });
  if (!body.success) throw new ReconcileError(RECONCILE_MESSAGES.bothRequired);
  if (isOverSizeLimit(body.data)) throw new ReconcileError(RECONCILE_MESSAGES.tooLarge);
  const data = await apiFetch<unknown>('/api/reconcile', { body: body.data, signal }, (status) =>
    status === 401 ? NO_SESSION : `API request failed with status ${status}`,
  );
  return parseReconcileResponse(data);
}

/** The message for the red banner: ours or the server's, else the spec's generic one. */
export function reconcileErrorMessage(err: unknown): string {
  if ((err instanceof ReconcileError || err instanceof ApiRequestError) && err.message)
    return err.message;
  return RECONCILE_MESSAGES.failed;
}
