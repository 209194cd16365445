import { Hono, type MiddlewareHandler } from 'hono';
import {
  extendTrialSchema,
  grantComplimentarySchema,
  OPERATOR_MESSAGES,
  operatorSearchSchema,
  type OperatorOrganisationsResponse,
} from '../../../shared/operator';
import type { AppDeps, AppEnv } from '../../app-types';
import { ApiError } from '../../http/errors';
import { currentUser, requireUser } from '../auth/session-middleware';
import { extendTrial, grantComplimentary, listOrganisations } from './operator-service';

/** 403 for everyone but superusers (the flag is read fresh from the database on each request). */
const requireSuperuser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!currentUser(c).isSuperuser) throw new ApiError(403, OPERATOR_MESSAGES.notSuperuser);
  await next();
};

/** /api/admin/organisations: the operator's view of every organisation, for superusers only. */
export function operatorRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use('/admin/*', requireUser, requireSuperuser)
    .get('/admin/organisations', async (c) => {
      const { q } = operatorSearchSchema.parse({ q: c.req.query('q') });
      const body: OperatorOrganisationsResponse = { organisations: await listOrganisations(db, q) };
      return c.json(body);
    })
    .post('/admin/organisations/:id/extend-trial', async (c) => {
      const { days } = extendTrialSchema.parse(await c.req.json());
      await extendTrial({ db, log: c.var.log }, currentUser(c), c.req.param('id'), days);
      return c.json({ organisations: await listOrganisations(db, undefined) });
    })
    .post('/admin/organisations/:id/complimentary', async (c) => {
      const { endDate } = grantComplimentarySchema.parse(await c.req.json());
      await grantComplimentary({ db, log: c.var.log }, currentUser(c), c.req.param('id'), endDate);
      return c.json({ organisations: await listOrganisations(db, undefined) });
    });
}
