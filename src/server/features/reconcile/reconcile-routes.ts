import { Hono, type Context } from 'hono';
import {
  isOverSizeLimit,
  RECONCILE_MESSAGES,
  reconcileRequestSchema,
  type ReconcileRequest,
} from '../../../shared/reconcile';
import { normaliseLineBreaks } from '../../../shared/line-breaks';
import type { AppDeps, AppEnv } from '../../app-types';
import { requireDashboardAccess } from '../../domain/access-guard';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { checkAnswerForSending, type CheckedAnswer } from './checked-answer';
import { createReconciler, type Reconciler } from './reconciler';
import { createEventRecorder } from './event-recorder';

/** The body as a valid request: 400 for bad JSON or a missing list, 413 over the contract's size limit. */
async function readRequest(c: Context<AppEnv>): Promise<ReconcileRequest> {
  let body: unknown;
  // Read and parsed once already by the control-character check (http/control-characters.ts).
  const parsedBefore = c.var.jsonBody;
  if (parsedBefore && !parsedBefore.ok)
    throw new ApiError(400, 'The request body is not valid JSON');
  if (parsedBefore) body = parsedBefore.value;
  else {
    try {
      body = await c.req.json();
    } catch {
      throw new ApiError(400, 'The request body is not valid JSON');
    }
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

/**
 * The answer ready to send. The built-in engine's worker validates, bounds and serialises it
 * (checked-answer.ts), so the event loop only passes a string on; a provider's answer is checked
 * the same way here. Any error leaves as a safe message, logged without text.
 */
async function answer(
  deps: AppDeps,
  reconciler: Reconciler,
  request: ReconcileRequest,
  log: Logger,
): Promise<{ json: string; medicationCount: number }> {
  let checked: CheckedAnswer;
  try {
    checked =
      deps.env.RECONCILE_ENGINE === 'builtin'
        ? await deps.engine.reconcileForSending(request)
        : checkAnswerForSending(await reconciler(request, log));
  } catch (err) {
    if (err instanceof ApiError) throw err;
    // Stack frames only: an error message could quote the pasted text.
    const frames = (err as Error)?.stack?.split('\n').slice(1, 6).join('\n');
    log.error({ errorType: (err as Error)?.name, frames }, 'reconcile engine failed');
    throw new ApiError(500, RECONCILE_MESSAGES.failed);
  }
  if (!checked.ok) {
    log.error(checked.fields, checked.message);
    throw new ApiError(500, RECONCILE_MESSAGES.failed);
  }
  return checked;
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
    const { json, medicationCount } = await answer(deps, reconciler, request, c.var.log);
    // Queued, not awaited: written within a moment, and on shutdown before the database closes.
    events.record({ organisationId: c.var.membership?.organisationId ?? null, medicationCount });
    return c.body(json, 200, { 'content-type': 'application/json' });
  });
}
