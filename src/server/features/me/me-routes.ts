import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-types';
import { effectiveStatus, hasDashboardAccess } from '../../domain/access';
import { findMembership } from '../../domain/membership';
import { currentUser, requireUser } from '../auth/session-middleware';

/** The signed-in user with their organisation and access: what the client's route guards read. */
export function meRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/me', requireUser, async (c) => {
    const user = currentUser(c);
    const m = await findMembership(db, user.id);
    return c.json({
      user: { id: user.id, name: user.name, email: user.email, isSuperuser: user.isSuperuser },
      organisation: m && {
        id: m.organisationId,
        name: m.name,
        type: m.type,
        role: m.role,
        subscriptionStatus: effectiveStatus(m),
        trialEndDate: m.trialEndDate?.toISOString() ?? null,
        hasAccess: hasDashboardAccess({ isSuperuser: false }, m),
      },
      hasDashboardAccess: hasDashboardAccess(user, m),
    });
  });
}
