import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-types';
import { hasDashboardAccess, organisationHasAccess } from '../../domain/access';
import { toOrganisationDto } from '../../domain/organisation-view';
import { currentUser, requireUser } from '../auth/session-middleware';

/** The signed-in user with their organisation and access: what the client's route guards read. */
export function meRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>().get('/me', requireUser, async (c) => {
    const user = currentUser(c);
    const m = c.var.membership; // read with the session (loadSession): no query of its own
    const now = new Date();
    return c.json({
      user: { id: user.id, name: user.name, email: user.email, isSuperuser: user.isSuperuser },
      organisation: m && { ...toOrganisationDto(m, now), hasAccess: organisationHasAccess(m, now) },
      hasDashboardAccess: hasDashboardAccess(user, m, now),
    });
  });
}
