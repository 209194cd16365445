import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships, organisations } from '../db/schema';

export interface MembershipView {
  organisationId: string;
  name: string;
  type: 'hospital' | 'lhd';
  role: 'admin' | 'member';
  subscriptionStatus: string;
  trialEndDate: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  pastDueSince: Date | null;
  complimentaryUntil: Date | null;
}

/**
 * The columns of a MembershipView: one list for every query that reads a membership with its
 * organisation's access fields (here, request-access.ts, the session read in one query).
 */
export const MEMBERSHIP_COLUMNS = {
  organisationId: organisations.id,
  name: organisations.name,
  type: organisations.type,
  role: memberships.role,
  subscriptionStatus: organisations.subscriptionStatus,
  trialEndDate: organisations.trialEndDate,
  stripeCustomerId: organisations.stripeCustomerId,
  stripeSubscriptionId: organisations.stripeSubscriptionId,
  currentPeriodEnd: organisations.currentPeriodEnd,
  pastDueSince: organisations.pastDueSince,
  complimentaryUntil: organisations.complimentaryUntil,
};

/** The user's organisation and role, or null: a user belongs to at most one organisation. */
export async function findMembership(db: Db, userId: string): Promise<MembershipView | null> {
  const [row] = await db
    .select(MEMBERSHIP_COLUMNS)
    .from(memberships)
    .innerJoin(organisations, eq(memberships.organisationId, organisations.id))
    .where(eq(memberships.userId, userId))
    .limit(1);
  return row ?? null;
}
