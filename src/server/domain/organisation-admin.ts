import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships, organisations } from '../db/schema';
import { ApiError } from '../http/errors';
import { findMembership, type MembershipView } from './membership';

/**
 * The caller's organisation, if they are its admin: every administration route acts on the
 * caller's own organisation only, so no request can name another one.
 */
export async function adminOfOwnOrganisation(
  db: Db,
  user: { id: string },
  messages: { noOrganisation: string; notAdmin: string },
): Promise<MembershipView> {
  const membership = await findMembership(db, user.id);
  if (!membership) throw new ApiError(404, messages.noOrganisation);
  if (membership.role !== 'admin') throw new ApiError(403, messages.notAdmin);
  return membership;
}

type Tx = Pick<Db, 'select'>;

/**
 * Holds the organisation's row until the transaction ends, so two role changes or removals at
 * once cannot both take away what each thinks is the second-to-last admin.
 */
export async function lockOrganisation(tx: Tx, organisationId: string): Promise<void> {
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('update');
}

export async function adminCount(tx: Tx, organisationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.role, 'admin')));
  return row?.n ?? 0;
}
