import { Hono } from 'hono';
import { TRIAL_MESSAGES } from '../../../shared/subscriptions';
import type { AppDeps, AppEnv } from '../../app-types';
import { ApiError } from '../../http/errors';
import { currentUser, requireUser } from '../auth/session-middleware';
import { subscriptionStatus } from './status-service';
import { startTrial } from './trial-service';

/** The free trial and the status page's data; paid plans (Stripe) arrive with the payments issue. */
export function subscriptionRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/subscriptions/trial', async (c) => {
      const user = c.var.user;
      if (!user) throw new ApiError(401, TRIAL_MESSAGES.noUser);
      const organisation = await startTrial({ db, log: c.var.log }, user);
      c.var.log.info({ organisationId: organisation.id, userId: user.id }, 'free trial started');
      return c.json({ organisation });
    })
    .get('/subscriptions/status', requireUser, async (c) => {
      return c.json(await subscriptionStatus(db, currentUser(c).id));
    });
}
