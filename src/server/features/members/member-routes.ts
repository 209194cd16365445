import { Hono, type Context } from 'hono';
import { changeRoleSchema, MEMBER_MESSAGES, type MemberDto } from '../../../shared/members';
import type { AppDeps, AppEnv } from '../../app-types';
import { adminOfOwnOrganisation } from '../../domain/organisation-admin';
import { currentUser, requireUser } from '../auth/session-middleware';
import { changeRole, listMembers, removeMember } from './member-service';

/** /api/organisation/members: the caller's own organisation, for its admins only. */
export function memberRoutes({ db }: AppDeps) {
  const admin = (c: Context<AppEnv>) => adminOfOwnOrganisation(db, currentUser(c), MEMBER_MESSAGES);
  return new Hono<AppEnv>()
    .get('/organisation/members', requireUser, async (c) => {
      const org = await admin(c);
      const members: MemberDto[] = await listMembers(db, org.organisationId);
      return c.json({ members });
    })
    .patch('/organisation/members/:userId', requireUser, async (c) => {
      const org = await admin(c);
      const { role } = changeRoleSchema.parse(await c.req.json());
      await changeRole(db, currentUser(c), org.organisationId, c.req.param('userId'), role);
      return c.json({ members: await listMembers(db, org.organisationId) });
    })
    .delete('/organisation/members/:userId', requireUser, async (c) => {
      const org = await admin(c);
      await removeMember(db, currentUser(c), org.organisationId, c.req.param('userId'));
      return c.json({ members: await listMembers(db, org.organisationId) });
    });
}
