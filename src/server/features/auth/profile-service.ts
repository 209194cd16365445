import { APIError } from 'better-auth/api';
import { count, eq } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '../../../shared/profile';
import type { Db } from '../../db/client';
import { memberships } from '../../db/schema';
import { recordActivity } from '../../domain/activity-log';
import { findMembership } from '../../domain/membership';
import { adminCount } from '../../domain/organisation-admin';

/** The claims of a better-auth e-mail token, read without checking its signature (better-auth does). */
export function tokenClaims(token: string): { email?: string; updateTo?: string } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      email?: string;
      updateTo?: string;
    };
  } catch {
    return {};
  }
}

/** A token from /change-email names the new address; a sign-up confirmation does not. */
export const isEmailChangeToken = (token: string) =>
  typeof tokenClaims(token).updateTo === 'string';

/**
 * Before an account is deleted: an organisation's last admin, with colleagues still in it, must
 * hand over first (else nobody could administer it). The deletion goes in the activity log.
 */
export async function beforeAccountDeleted(
  db: Db,
  user: { id: string; email: string },
): Promise<void> {
  const membership = await findMembership(db, user.id);
  if (!membership) return;
  if (membership.role === 'admin' && (await adminCount(db, membership.organisationId)) <= 1) {
    const [others] = await db
      .select({ n: count() })
      .from(memberships)
      .where(eq(memberships.organisationId, membership.organisationId));
    if ((others?.n ?? 0) > 1)
      throw APIError.from('BAD_REQUEST', {
        code: 'LAST_ADMIN',
        message: PROFILE_MESSAGES.lastAdmin(membership.name),
      });
  }
  await recordActivity(db, {
    organisationId: membership.organisationId,
    actor: user,
    action: 'account_deleted',
    target: user.email,
    details: `was ${membership.role}`,
  });
}
