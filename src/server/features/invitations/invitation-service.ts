import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  INVITATION_EXPIRY_DAYS,
  INVITATION_MESSAGES as M,
  isValidEmail,
  type BulkInvitationResult,
} from '../../../shared/invitations';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { invitations, memberships, users } from '../../db/schema';
import { countWithinLimit } from '../../db/counters';
import { organisationHasAccess } from '../../domain/access';
import { findMembership, type MembershipView } from '../../domain/membership';
import { logInvitations } from './invitation-activity';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { SessionUser } from '../auth/session-middleware';
import type { Mailer } from '../mail/mailer';
import { invitationEmail } from './invitation-email';
import { hashInvitationToken, invitationUrl, newInvitationToken } from './invitation-token';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Invitation e-mails sent at once: enough to keep a batch of 100 quick, few enough for any SMTP relay. */
const MAIL_CONCURRENCY = 5;

export interface InvitationContext {
  db: Db;
  log: Logger;
  mailer: Mailer;
  env: Pick<Env, 'APP_URL'>;
}

export interface InvitationOutcome extends BulkInvitationResult {
  expiresAt: string | null;
  /** Why it failed, for the single-invitation answer's status code. */
  reason: 'invalid' | 'member' | 'invited' | null;
}

/** Invitations an organisation may send per hour: a hospital's onboarding, never a mail relay. */
export const INVITATIONS_PER_HOUR = 200;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The organisation the caller invites into: their own, only as its admin (or as a superuser), and
 * only while it has a trial or subscription (sign-up is self-serve: otherwise anyone could send
 * e-mails in MedRecon's name).
 */
export async function inviterOrganisation(db: Db, user: SessionUser): Promise<MembershipView> {
  const membership = await findMembership(db, user.id);
  if (!membership) throw new ApiError(404, M.noOrganisation);
  if (membership.role !== 'admin' && !user.isSuperuser) throw new ApiError(403, M.notAdmin);
  if (!organisationHasAccess(membership)) throw new ApiError(403, M.noAccess);
  return membership;
}

/**
 * Counts a request's valid addresses against the organisation's hourly limit, in the database so
 * every instance shares it; a request that would go over is refused whole (429, Retry-After).
 */
export async function takeInvitationAllowance(db: Db, org: MembershipView, emails: string[]) {
  const wanted = emails.filter(isValidEmail).length;
  if (wanted === 0) return;
  const wait = await countWithinLimit(db, `invitations|${org.organisationId}`, wanted, {
    limit: INVITATIONS_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (wait !== null) {
    throw new ApiError(429, M.hourlyLimit(INVITATIONS_PER_HOUR, Math.ceil(wait / 60)), {
      'Retry-After': String(wait),
    });
  }
}

/**
 * Invites each address (already split, trimmed, lower-cased and de-duplicated) to the caller's
 * organisation (from inviterOrganisation). Every address gets its own outcome: invalid, already a member, already invited,
 * or a new 7-day link (also e-mailed). Only a hash of each token is stored.
 */
export async function inviteAll(
  ctx: InvitationContext,
  user: SessionUser,
  org: MembershipView,
  emails: readonly string[],
  now = new Date(),
): Promise<InvitationOutcome[]> {
  const valid = emails.filter(isValidEmail);
  const members = new Set(
    valid.length === 0
      ? []
      : (
          await ctx.db
            .select({ email: sql<string>`lower(${users.email})` })
            .from(memberships)
            .innerJoin(users, eq(users.id, memberships.userId))
            .where(
              and(
                eq(memberships.organisationId, org.organisationId),
                inArray(sql`lower(${users.email})`, valid),
              ),
            )
        ).map((r) => r.email),
  );

  const expiresAt = new Date(now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS);
  const tokens = new Map(
    valid.filter((e) => !members.has(e)).map((e) => [e, newInvitationToken()]),
  );
  const created = new Set<string>();
  if (tokens.size > 0) {
    // An open invitation that has expired is renewed in place; one that is still open is left
    // alone and reported, so nobody gets two live links and no concurrent request can create one.
    const rows = await ctx.db
      .insert(invitations)
      .values(
        [...tokens].map(([email, token]) => ({
          organisationId: org.organisationId,
          email,
          tokenHash: hashInvitationToken(token),
          invitedBy: user.id,
          expiresAt,
          createdAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [invitations.organisationId, invitations.email],
        targetWhere: sql`${invitations.acceptedAt} IS NULL`,
        set: {
          tokenHash: sql`excluded.token_hash`,
          invitedBy: sql`excluded.invited_by`,
          expiresAt: sql`excluded.expires_at`,
          createdAt: sql`excluded.created_at`,
        },
        setWhere: sql`${invitations.expiresAt} <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ email: invitations.email });
    for (const r of rows) created.add(r.email);
    if (created.size > 0) await logInvitations(ctx.db, user, org.organisationId, [...created], now);
  }

  const outcomes = emails.map((email): InvitationOutcome => {
    const fail = (reason: InvitationOutcome['reason'], error: string): InvitationOutcome => ({
      email,
      success: false,
      invitationUrl: null,
      error,
      expiresAt: null,
      emailSent: false,
      reason,
    });
    if (!isValidEmail(email)) return fail('invalid', M.invalidRow);
    if (members.has(email)) return fail('member', M.alreadyMember);
    const token = tokens.get(email);
    if (!token || !created.has(email)) return fail('invited', M.alreadyInvited);
    return {
      email,
      success: true,
      invitationUrl: invitationUrl(ctx.env.APP_URL, token),
      error: null,
      expiresAt: expiresAt.toISOString(),
      emailSent: false,
      reason: null,
    };
  });
  await sendInvitationEmails(ctx, user, org.name, outcomes);
  ctx.log.info(
    {
      organisationId: org.organisationId,
      invited: created.size,
      failed: outcomes.length - created.size,
    },
    'invitations created',
  );
  return outcomes;
}

/** E-mails each new link. A failed send never loses the invitation: the admin still gets the URL to share. */
async function sendInvitationEmails(
  ctx: InvitationContext,
  inviter: SessionUser,
  organisationName: string,
  outcomes: InvitationOutcome[],
): Promise<void> {
  const queue = outcomes.filter((o) => o.success && o.invitationUrl);
  const worker = async () => {
    for (let o = queue.shift(); o; o = queue.shift()) {
      try {
        await ctx.mailer.send(
          invitationEmail({
            to: o.email,
            url: o.invitationUrl!,
            organisationName,
            inviterName: inviter.name,
            inviterEmail: inviter.email,
          }),
        );
        o.emailSent = true;
      } catch (err) {
        ctx.log.warn(
          { err },
          'invitation e-mail could not be sent; the admin has the link to share',
        );
      }
    }
  };
  await Promise.all(Array.from({ length: MAIL_CONCURRENCY }, worker));
}
