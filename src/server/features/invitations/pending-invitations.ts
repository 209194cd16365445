import { and, desc, eq, isNull } from 'drizzle-orm';
import { INVITATION_EXPIRY_DAYS, INVITATION_MESSAGES } from '../../../shared/invitations';
import {
  MEMBER_MESSAGES as M,
  type PendingInvitationDto,
  type ResendInvitationResponse,
} from '../../../shared/members';
import { invitations } from '../../db/schema';
import { organisationHasAccess } from '../../domain/access';
import { recordActivity } from '../../domain/activity-log';
import type { MembershipView } from '../../domain/membership';
import { ApiError } from '../../http/errors';
import type { SessionUser } from '../auth/session-middleware';
import { invitationEmail } from './invitation-email';
import { takeInvitationSlots, type InvitationContext } from './invitation-service';
import { hashInvitationToken, invitationUrl, newInvitationToken } from './invitation-token';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The organisation's invitations not yet accepted (expired ones too: they can be resent). */
export async function listPendingInvitations(
  { db }: Pick<InvitationContext, 'db'>,
  org: MembershipView,
  now = new Date(),
): Promise<PendingInvitationDto[]> {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .where(and(eq(invitations.organisationId, org.organisationId), isNull(invitations.acceptedAt)))
    .orderBy(desc(invitations.createdAt));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    expiresAt: r.expiresAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    expired: r.expiresAt.getTime() <= now.getTime(),
  }));
}

/** Only open invitations of the caller's own organisation; anything else is 'not found'. */
const openInvitation = (org: MembershipView, id: string) => {
  if (!UUID.test(id)) throw new ApiError(404, M.invitationNotFound);
  return and(
    eq(invitations.id, id),
    eq(invitations.organisationId, org.organisationId),
    isNull(invitations.acceptedAt),
  );
};

/**
 * A new link for the same address, valid for another 7 days, e-mailed again. The old link stops
 * working at once: only the new token's hash is kept.
 */
export async function resendInvitation(
  ctx: InvitationContext,
  user: SessionUser,
  org: MembershipView,
  id: string,
  now = new Date(),
): Promise<ResendInvitationResponse> {
  const [open] = await ctx.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(openInvitation(org, id));
  if (!open) throw new ApiError(404, M.invitationNotFound);
  // A resent link is another e-mail in MedRecon's name: same access rule and hourly limit as new ones.
  if (!organisationHasAccess(org)) throw new ApiError(403, INVITATION_MESSAGES.noAccess);
  await takeInvitationSlots(ctx.db, org, 1);
  const token = newInvitationToken();
  const expiresAt = new Date(now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS);
  const email = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash: hashInvitationToken(token), expiresAt, invitedBy: user.id })
      .where(openInvitation(org, id))
      .returning({ email: invitations.email });
    if (!row) throw new ApiError(404, M.invitationNotFound);
    await recordActivity(tx, {
      organisationId: org.organisationId,
      actor: user,
      action: 'invitation_resent',
      target: row.email,
    });
    return row.email;
  });
  const url = invitationUrl(ctx.env.APP_URL, token);
  let emailSent = false;
  try {
    await ctx.mailer.send(
      invitationEmail({
        to: email,
        url,
        organisationName: org.name,
        inviterName: user.name,
        inviterEmail: user.email,
      }),
    );
    emailSent = true;
  } catch (err) {
    ctx.log.warn({ err }, 'resent invitation e-mail could not be sent; the admin has the link');
  }
  return { invitationUrl: url, expiresAt: expiresAt.toISOString(), emailSent };
}

/** Deletes the invitation: its link then reads as invalid. */
export async function revokeInvitation(
  ctx: Pick<InvitationContext, 'db'>,
  user: SessionUser,
  org: MembershipView,
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(invitations)
      .where(openInvitation(org, id))
      .returning({ email: invitations.email });
    if (!row) throw new ApiError(404, M.invitationNotFound);
    await recordActivity(tx, {
      organisationId: org.organisationId,
      actor: user,
      action: 'invitation_revoked',
      target: row.email,
    });
  });
}
