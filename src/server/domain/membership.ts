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

/** The user's organisation and role, or null: a user belongs to at most one organisation. */
export async function findMembership(db: Db, userId: string): Promise<MembershipView | null> {
  const [row] = await db
    .select({
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
    })
    .from(memberships)
    .innerJoin(organisations, eq(memberships.organisationId, organisations.id))
    .where(eq(memberships.userId, userId))
    .limit(1);
  return row ?? null;
}
