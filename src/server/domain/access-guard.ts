import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { hasDashboardAccess } from './access';
import { findMembership } from './membership';

export const NO_ACCESS_MESSAGE =
  'Your organisation needs an active subscription or free trial to use reconciliation. Please visit the plans page.';

/**
 * The dashboard access rule on the server: signed in (401 'No active session'), and a superuser or
 * a member of an organisation whose subscription is active or in an unexpired trial (403).
 */
export function requireDashboardAccess(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!user) throw new ApiError(401, 'No active session');
    if (!user.isSuperuser) {
      const membership = await findMembership(db, user.id);
      if (!hasDashboardAccess(user, membership)) throw new ApiError(403, NO_ACCESS_MESSAGE);
    }
    await next();
  };
}
