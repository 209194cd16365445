import { Hono, type Context } from 'hono';
import {
  isOverSizeLimit,
  RECONCILE_MESSAGES,
  reconcileRequestSchema,
  reconcileResponseSchema,
  type ReconcileRequest,
  type ReconcileResponse,
} from '../../../shared/reconcile';
import { normaliseLineBreaks } from '../../../shared/line-breaks';
import type { AppDeps, AppEnv } from '../../app-types';
import { requireDashboardAccess } from '../../domain/access-guard';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { boundResponse } from './bound-response';
import { createReconciler, type Reconciler } from './reconciler';
import { createEventRecorder } from './event-recorder';
import { medicationCount } from './reconciliation-events';

/** The body as a valid request: 400 for bad JSON or a missing list, 413 over the contract's size limit. */
async function readRequest(c: Context<AppEnv>): Promise<ReconcileRequest> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON');
  }
  const parsed = reconcileRequestSchema.safeParse(body);
  // Every way this schema can fail (no object, a list missing, not text, blank) is the same message.
  if (!parsed.success) throw new ApiError(400, RECONCILE_MESSAGES.bothRequired);
  if (isOverSizeLimit(parsed.data)) throw new ApiError(413, RECONCILE_MESSAGES.tooLarge);
  // One kind of line break from here on, so every reader numbers the lines as the limit counted them.
  return {
    admissionOrders: normaliseLineBreaks(parsed.data.admissionOrders),
    dischargeOrders: normaliseLineBreaks(parsed.data.dischargeOrders),
  };
}

/** Runs the engine and validates its answer; any error leaves as a safe message, logged without text. */
async function run(
  reconciler: Reconciler,
  request: ReconcileRequest,
  log: Logger,
): Promise<ReconcileResponse> {
  let result: unknown;
  try {
    result = await reconciler(request, log);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    // Stack frames only: an error message could quote the pasted text.
    const frames = (err as Error)?.stack?.split('\n').slice(1, 6).join('\n');
    log.error({ errorType: (err as Error)?.name, frames }, 'reconcile engine failed');
    throw new ApiError(500, RECONCILE_MESSAGES.failed);
  }
  const checked = reconcileResponseSchema.safeParse(result);
  if (!checked.success) {
    const issues = checked.error.issues
      .slice(0, 5)
      .map((i) => ({ path: i.path.join('.'), code: i.code }));
    log.error({ issues }, 'reconcile answer failed validation');
    throw new ApiError(500, RECONCILE_MESSAGES.failed);
  }
  const bounded = boundResponse(checked.data);
  if (!bounded) {
    log.error(
      { rows: checked.data.medications.length },
      'reconcile answer has more rows than lines',
    );
    throw new ApiError(500, RECONCILE_MESSAGES.failed);
  }
  return bounded;
}

/**
 * POST /api/reconcile {admissionOrders, dischargeOrders} -> ReconcileResponse.
 * Signed in with dashboard access; nothing about the medicines is stored or logged, only a count.
 */
export function reconcileRoutes(
  deps: AppDeps,
  reconciler: Reconciler = createReconciler(deps.env, deps.log, deps.engine),
) {
  const events = deps.events ?? createEventRecorder(deps.db, deps.log);
  return new Hono<AppEnv>().post('/reconcile', requireDashboardAccess, async (c) => {
    const request = await readRequest(c);
    const response = await run(reconciler, request, c.var.log);
    // Queued, not awaited: written within a moment, and on shutdown before the database closes.
    events.record({
      organisationId: c.var.membership?.organisationId ?? null,
      medicationCount: medicationCount(response),
    });
    return c.json(response);
  });
}
