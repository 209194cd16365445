import { Hono, type Context } from 'hono';
import {
  checkoutRequestSchema,
  DIAGNOSTIC_STEPS,
  PAYMENT_MESSAGES as M,
  type DiagnosticStep,
  type PlansResponse,
  type RedirectResponse,
} from '../../../shared/subscriptions';
import type { AppDeps, AppEnv } from '../../app-types';
import { ApiError } from '../../http/errors';
import { currentUser, requireUser } from '../auth/session-middleware';
import { subscriptionStatus } from './status-service';
import { adminOrganisation, startCheckout, type BillingContext } from './stripe/checkout';
import { runDiagnostic } from './stripe/diagnostics';
import { openBillingPortal, setCancelAtPeriodEnd } from './stripe/manage';
import type { Payments } from './stripe/payments';
import { loadPlans } from './stripe/plans';

/**
 * Paid plans, checkout, cancel/reactivate, the billing portal and the payment test. Every action
 * checks the session (401), then the role (403), then whether Stripe is configured (503).
 */
export function billingRoutes(deps: AppDeps, payments: Payments | null) {
  const context = (c: Context<AppEnv>): BillingContext => {
    if (!payments) throw new ApiError(503, M.notConfigured);
    return { db: deps.db, log: c.var.log, payments, appUrl: deps.env.APP_URL };
  };
  const admin = (c: Context<AppEnv>) => adminOrganisation(deps.db, currentUser(c));

  return new Hono<AppEnv>()
    .get('/subscriptions/plans', requireUser, async (c) => {
      if (!payments) return c.json({ configured: false, plans: [] } satisfies PlansResponse);
      const plans = await loadPlans(payments).catch((err: unknown) => {
        c.var.log.error({ err }, 'plans could not be read from Stripe');
        throw new ApiError(502, M.plansFailed);
      });
      return c.json({ configured: true, plans } satisfies PlansResponse);
    })
    .post('/subscriptions/checkout', requireUser, async (c) => {
      const org = await admin(c);
      const ctx = context(c);
      const { priceId } = checkoutRequestSchema.parse(await c.req.json().catch(() => null));
      const url = await startCheckout(ctx, org, currentUser(c), priceId);
      return c.json({ url } satisfies RedirectResponse);
    })
    .post('/subscriptions/cancel', requireUser, async (c) => {
      const org = await admin(c);
      await setCancelAtPeriodEnd(context(c), org, true, currentUser(c));
      return c.json(await subscriptionStatus(deps.db, currentUser(c).id));
    })
    .post('/subscriptions/reactivate', requireUser, async (c) => {
      const org = await admin(c);
      await setCancelAtPeriodEnd(context(c), org, false, currentUser(c));
      return c.json(await subscriptionStatus(deps.db, currentUser(c).id));
    })
    .post('/subscriptions/portal', requireUser, async (c) => {
      const org = await admin(c);
      const url = await openBillingPortal(context(c), org);
      return c.json({ url } satisfies RedirectResponse);
    })
    .post('/stripe/diagnostics/:step', requireUser, async (c) => {
      if (!currentUser(c).isSuperuser) throw new ApiError(403, M.superuserOnly);
      const step = c.req.param('step') as DiagnosticStep;
      if (!DIAGNOSTIC_STEPS.includes(step)) throw new ApiError(404, `No diagnostic step ${step}`);
      return c.json(await runDiagnostic({ env: deps.env, payments }, step));
    });
}
