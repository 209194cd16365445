import { Hono } from 'hono';
import { createOrganisationSchema, ORGANISATION_MESSAGES } from '../../../shared/organisations';
import type { AppDeps, AppEnv } from '../../app-types';
import { ApiError } from '../../http/errors';
import { createOrganisation } from './organisation-service';

/** POST /api/organisations: a signed-in user without an organisation creates one and becomes its admin. */
export function organisationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/organisations', async (c) => {
    const user = c.var.user;
    if (!user) throw new ApiError(401, ORGANISATION_MESSAGES.noUser);
    const input = createOrganisationSchema.parse(await c.req.json());
    const organisation = await createOrganisation({ db: deps.db, log: c.var.log }, user, input);
    c.var.log.info({ organisationId: organisation.id, userId: user.id }, 'organisation created');
    return c.json({ organisation }, 201);
  });
}
