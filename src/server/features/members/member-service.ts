import { and, asc, eq } from 'drizzle-orm';
import { MEMBER_MESSAGES as M, type MemberDto, type MemberRole } from '../../../shared/members';
import type { Db } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { recordActivity, type Actor } from '../../domain/activity-log';
import { adminCount, lockOrganisation } from '../../domain/organisation-admin';
import { ApiError } from '../../http/errors';

export async function listMembers(db: Db, organisationId: string): Promise<MemberDto[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organisationId, organisationId))
    .orderBy(asc(memberships.createdAt));
  return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The member being acted on, in the caller's organisation only (404 otherwise). */
async function targetMember(tx: Tx, organisationId: string, userId: string) {
  const [row] = await tx
    .select({ role: memberships.role, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)));
  if (!row) throw new ApiError(404, M.memberNotFound);
  return row;
}

/** Changes a role; an organisation never loses its last admin this way. */
export async function changeRole(
  db: Db,
  actor: Actor,
  organisationId: string,
  userId: string,
  role: MemberRole,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrganisation(tx, organisationId);
    const target = await targetMember(tx, organisationId, userId);
    if (target.role === role) return;
    if (target.role === 'admin' && (await adminCount(tx, organisationId)) <= 1)
      throw new ApiError(409, M.lastAdmin);
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)));
    await recordActivity(tx, {
      organisationId,
      actor,
      action: 'role_changed',
      target: target.email,
      details: `${target.role} → ${role}`,
    });
  });
}

/**
 * Removes a member. Access follows the membership, read on every request, so their very next
 * request is refused. The last admin cannot be removed.
 */
export async function removeMember(
  db: Db,
  actor: Actor,
  organisationId: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrganisation(tx, organisationId);
    const target = await targetMember(tx, organisationId, userId);
    if (target.role === 'admin' && (await adminCount(tx, organisationId)) <= 1)
      throw new ApiError(409, M.lastAdmin);
    await tx
      .delete(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)));
    await recordActivity(tx, {
      organisationId,
      actor,
      action: 'member_removed',
      target: target.email,
      details: `was ${target.role}`,
    });
  });
}
