import { Hono, type Context } from 'hono';
import { MEMBER_MESSAGES, type PendingInvitationsResponse } from '../../../shared/members';
import type { AppDeps, AppEnv } from '../../app-types';
import { adminOfOwnOrganisation } from '../../domain/organisation-admin';
import { currentUser, requireUser } from '../auth/session-middleware';
import { listPendingInvitations, resendInvitation, revokeInvitation } from './pending-invitations';

/** Pending invitations of the caller's own organisation: list, resend, revoke (admins only). */
export function pendingInvitationRoutes({ db, mailer, env }: AppDeps) {
  const admin = (c: Context<AppEnv>) => adminOfOwnOrganisation(db, currentUser(c), MEMBER_MESSAGES);
  return new Hono<AppEnv>()
    .get('/invitations', requireUser, async (c) => {
      const org = await admin(c);
      const body: PendingInvitationsResponse = {
        invitations: await listPendingInvitations({ db }, org),
      };
      return c.json(body);
    })
    .post('/invitations/:id/resend', requireUser, async (c) => {
      const org = await admin(c);
      const ctx = { db, mailer, env, log: c.var.log };
      return c.json(await resendInvitation(ctx, currentUser(c), org, c.req.param('id')));
    })
    .delete('/invitations/:id', requireUser, async (c) => {
      const org = await admin(c);
      await revokeInvitation({ db }, currentUser(c), org, c.req.param('id'));
      return c.json({ revoked: true });
    });
}
