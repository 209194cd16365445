import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships, organisations, users } from '../db/schema';
import { MEMBERSHIP_COLUMNS, type MembershipView } from './membership';

/** What every signed-in API request may need to decide access, read once per request. */
export interface RequestAccess {
  /** From our column, read fresh: a session (or Redis's copy of it) must not outlive a revoked grant. */
  isSuperuser: boolean;
  membership: MembershipView | null;
}

/**
 * One query for the superuser flag, the membership and the organisation's access fields, prepared
 * once under a name: PostgreSQL parses and plans it once per connection instead of per request.
 * The session middleware runs it; the dashboard guard and the handlers read its answer.
 */
export function requestAccessReader(db: Db): (userId: string) => Promise<RequestAccess> {
  const query = db
    .select({ isSuperuser: users.isSuperuser, ...MEMBERSHIP_COLUMNS })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(organisations, eq(memberships.organisationId, organisations.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('medrecon_request_access');
  return async (userId) => {
    const [row] = await query.execute({ userId });
    return row ? toRequestAccess(row) : { isSuperuser: false, membership: null };
  };
}

type AccessRow = Omit<
  MembershipView,
  'organisationId' | 'name' | 'type' | 'role' | 'subscriptionStatus'
> & {
  isSuperuser: boolean;
  organisationId: string | null;
  name: string | null;
  type: MembershipView['type'] | null;
  role: MembershipView['role'] | null;
  subscriptionStatus: MembershipView['subscriptionStatus'] | null;
};

/** A user row joined with their membership (all null when they have none) as RequestAccess. */
export function toRequestAccess(row: AccessRow): RequestAccess {
  const { isSuperuser, organisationId, name, type, role, subscriptionStatus } = row;
  const membership =
    organisationId && name && type && role && subscriptionStatus
      ? {
          organisationId,
          name,
          type,
          role,
          subscriptionStatus,
          trialEndDate: row.trialEndDate,
          stripeCustomerId: row.stripeCustomerId,
          stripeSubscriptionId: row.stripeSubscriptionId,
          currentPeriodEnd: row.currentPeriodEnd,
          pastDueSince: row.pastDueSince,
          complimentaryUntil: row.complimentaryUntil,
        }
      : null;
  return { isSuperuser, membership };
}
