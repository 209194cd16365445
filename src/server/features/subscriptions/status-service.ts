import { desc, eq } from 'drizzle-orm';
import { STATUS_MESSAGES, type SubscriptionStatusResponse } from '../../../shared/subscriptions';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { organisationHasAccess } from '../../domain/access';
import { findMembership } from '../../domain/membership';
import { toOrganisationDto } from '../../domain/organisation-view';
import { ApiError } from '../../http/errors';

/** The caller's organisation and its newest subscription record: only ever the caller's own. */
export async function subscriptionStatus(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<SubscriptionStatusResponse> {
  const membership = await findMembership(db, userId);
  if (!membership) throw new ApiError(404, STATUS_MESSAGES.noOrganisation);
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organisationId, membership.organisationId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.startDate))
    .limit(1);
  return {
    organisation: toOrganisationDto(membership, now),
    subscription: latest
      ? {
          planType: latest.planType,
          status: latest.status,
          amount: latest.amount,
          stripeSubscriptionId: latest.stripeSubscriptionId,
          startDate: latest.startDate.toISOString(),
          endDate: latest.endDate?.toISOString() ?? null,
          cancelAtPeriodEnd: latest.cancelAtPeriodEnd,
        }
      : null,
    hasAccess: organisationHasAccess(membership, now),
  };
}
