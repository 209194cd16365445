import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types';
import { ApiError } from '../http/errors';
import { hasDashboardAccess } from './access';

export const NO_ACCESS_MESSAGE =
  'Your organisation needs an active subscription or free trial to use reconciliation. Please visit the plans page.';

/**
 * The dashboard access rule on the server: signed in (401 'No active session'), and a superuser or
 * a member of an organisation whose subscription is active or in an unexpired trial (403).
 * The membership is the one loadSession read for this request: no query of its own.
 */
export const requireDashboardAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.var.user;
  if (!user) throw new ApiError(401, 'No active session');
  if (!hasDashboardAccess(user, c.var.membership)) throw new ApiError(403, NO_ACCESS_MESSAGE);
  await next();
};
