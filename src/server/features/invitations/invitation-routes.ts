import { Hono } from 'hono';
import {
  ACCEPT_MESSAGES,
  acceptInvitationSchema,
  bulkInviteSchema,
  INVITATION_MESSAGES,
  inviteSchema,
  type BulkInvitationResponse,
  type InvitationCreated,
} from '../../../shared/invitations';
import type { AppDeps, AppEnv } from '../../app-types';
import { ApiError } from '../../http/errors';
import { currentUser } from '../auth/session-middleware';
import { acceptInvitation } from './accept-service';
import {
  inviteAll,
  inviterOrganisation,
  takeInvitationAllowance,
  type InvitationContext,
} from './invitation-service';

/** 401 with the invitation screens' own wording when signed out. */
function signedIn(c: { var: AppEnv['Variables'] }, message: string) {
  if (!c.var.user) throw new ApiError(401, message);
  return currentUser(c);
}

/** Creating invitations (admins and superusers, into their own organisation) and accepting them. */
export function invitationRoutes({ db, mailer, env }: AppDeps) {
  const ctx = (log: InvitationContext['log']): InvitationContext => ({ db, log, mailer, env });
  return new Hono<AppEnv>()
    .post('/invitations', async (c) => {
      const user = signedIn(c, INVITATION_MESSAGES.noSession);
      const org = await inviterOrganisation(db, user);
      const { email } = inviteSchema.parse(await c.req.json());
      await takeInvitationAllowance(db, org, [email]);
      const [outcome] = await inviteAll(ctx(c.var.log), user, org, [email]);
      if (!outcome?.success)
        throw new ApiError(
          outcome?.reason === 'invalid' ? 400 : 409,
          outcome?.error ?? 'Request failed',
        );
      const body: InvitationCreated = {
        email: outcome.email,
        invitationUrl: outcome.invitationUrl!,
        expiresAt: outcome.expiresAt!,
        emailSent: outcome.emailSent,
      };
      return c.json(body, 201);
    })
    .post('/invitations/bulk', async (c) => {
      const user = signedIn(c, INVITATION_MESSAGES.noSession);
      const org = await inviterOrganisation(db, user);
      const { emails } = bulkInviteSchema.parse(await c.req.json());
      await takeInvitationAllowance(db, org, emails);
      const outcomes = await inviteAll(ctx(c.var.log), user, org, emails);
      const successful = outcomes.filter((o) => o.success).length;
      const body: BulkInvitationResponse = {
        summary: { total: outcomes.length, successful, failed: outcomes.length - successful },
        results: outcomes.map(({ email, success, invitationUrl, error, emailSent }) => ({
          email,
          success,
          invitationUrl,
          error,
          emailSent,
        })),
      };
      return c.json(body);
    })
    .post('/invitations/accept', async (c) => {
      const user = signedIn(c, ACCEPT_MESSAGES.noSession);
      const { token } = acceptInvitationSchema.parse(await c.req.json());
      return c.json(await acceptInvitation({ db, log: c.var.log }, user, token));
    });
}
