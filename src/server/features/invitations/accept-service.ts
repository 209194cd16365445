import { and, eq, gt, isNull } from 'drizzle-orm';
import { ACCEPT_MESSAGES as M, type AcceptInvitationResponse } from '../../../shared/invitations';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { invitations, memberships, organisations } from '../../db/schema';
import { recordActivity } from '../../domain/activity-log';
import { findMembership } from '../../domain/membership';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { SessionUser } from '../auth/session-middleware';
import { hashInvitationToken, isWellFormedToken } from './invitation-token';

/**
 * Joins the signed-in user to the invitation's organisation as a member. The invitation must be
 * for the user's own e-mail address, unused and unexpired; using it and adding the membership
 * happen in one transaction, so a link works exactly once.
 */
export async function acceptInvitation(
  { db, log }: { db: Db; log: Logger },
  user: SessionUser,
  token: string,
  now = new Date(),
): Promise<AcceptInvitationResponse> {
  const invalid = new ApiError(404, M.invalid);
  if (!isWellFormedToken(token)) throw invalid;
  const [inv] = await db
    .select({
      id: invitations.id,
      organisationId: invitations.organisationId,
      organisationName: organisations.name,
      email: invitations.email,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
    })
    .from(invitations)
    .innerJoin(organisations, eq(organisations.id, invitations.organisationId))
    .where(eq(invitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!inv) throw invalid;

  const current = await findMembership(db, user.id);
  if (current?.organisationId === inv.organisationId) throw new ApiError(409, M.alreadyMember);
  if (inv.email !== user.email.trim().toLowerCase()) throw new ApiError(403, M.wrongEmail);
  if (inv.acceptedAt) throw new ApiError(410, M.used);
  if (inv.expiresAt.getTime() <= now.getTime()) throw new ApiError(410, M.expired);
  if (current) throw new ApiError(409, M.otherOrganisation);

  // Losing a race (a double click, or another link accepted meanwhile) ends here too: report what
  // the user's membership is now rather than a raw database error.
  const lostRace = async (fallback: ApiError) => {
    const joined = await findMembership(db, user.id);
    if (!joined) return fallback;
    return new ApiError(
      409,
      joined.organisationId === inv.organisationId ? M.alreadyMember : M.otherOrganisation,
    );
  };
  let joined: boolean;
  try {
    joined = await db.transaction(async (tx) => {
      const [used] = await tx
        .update(invitations)
        .set({ acceptedAt: now, acceptedBy: user.id })
        .where(
          and(
            eq(invitations.id, inv.id),
            isNull(invitations.acceptedAt),
            gt(invitations.expiresAt, now),
          ),
        )
        .returning({ id: invitations.id });
      if (!used) return false;
      await tx
        .insert(memberships)
        .values({ userId: user.id, organisationId: inv.organisationId, role: 'member' });
      await recordActivity(tx, {
        organisationId: inv.organisationId,
        actor: user,
        action: 'invitation_accepted',
        target: inv.email,
      });
      return true;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw await lostRace(new ApiError(409, M.otherOrganisation));
    log.error({ err }, 'accepting an invitation failed');
    throw new ApiError(500, M.failed);
  }
  if (!joined) throw await lostRace(new ApiError(410, M.used));
  log.info({ organisationId: inv.organisationId, userId: user.id }, 'invitation accepted');
  return { organisationName: inv.organisationName };
}
