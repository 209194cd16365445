import { Hono, type Context } from 'hono';
import { activityQuerySchema } from '../../../shared/activity';
import { MEMBER_MESSAGES } from '../../../shared/members';
import type { AppDeps, AppEnv } from '../../app-types';
import { adminOfOwnOrganisation } from '../../domain/organisation-admin';
import { currentUser, requireUser } from '../auth/session-middleware';
import { activityCsv, activityPage } from './activity-service';

const MESSAGES = { ...MEMBER_MESSAGES, notAdmin: MEMBER_MESSAGES.notAdminActivity };

/** The organisation's activity log for its admins: paged JSON and the whole log as CSV. */
export function activityRoutes({ db }: AppDeps) {
  const admin = (c: Context<AppEnv>) => adminOfOwnOrganisation(db, currentUser(c), MESSAGES);
  return new Hono<AppEnv>()
    .get('/organisation/activity', requireUser, async (c) => {
      const org = await admin(c);
      const { page } = activityQuerySchema.parse({ page: c.req.query('page') });
      return c.json(await activityPage(db, org.organisationId, page));
    })
    .get('/organisation/activity.csv', requireUser, async (c) => {
      const org = await admin(c);
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="activity_log_${day}.csv"`);
      return c.body(await activityCsv(db, org.organisationId));
    });
}
