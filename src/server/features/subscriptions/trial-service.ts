import { and, eq, sql } from 'drizzle-orm';
import type { OrganisationDto } from '../../../shared/organisations';
import { TRIAL_DAYS, TRIAL_MESSAGES as M } from '../../../shared/subscriptions';
import type { Db } from '../../db/client';
import { organisations, subscriptions } from '../../db/schema';
import { effectiveStatus } from '../../domain/access';
import { findMembership } from '../../domain/membership';
import { toOrganisationDto } from '../../domain/organisation-view';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { SessionUser } from '../auth/session-middleware';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Starts the organisation's 7-day free trial: admins only, and only when it has neither an active
 * subscription nor a running trial (an expired trial or a lapsed subscription may start one, as the
 * spec says). The status change and the subscription record are written in one transaction.
 */
export async function startTrial(
  { db, log }: { db: Db; log: Logger },
  user: SessionUser,
  now = new Date(),
): Promise<OrganisationDto> {
  const membership = await findMembership(db, user.id);
  if (!membership) throw new ApiError(404, M.noOrganisation);
  if (membership.role !== 'admin') throw new ApiError(403, M.notAdmin);
  refuseIfRunning(effectiveStatus(membership, now));

  const trialEndDate = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  const started = await db
    .transaction(async (tx) => {
      // The condition is repeated in the update so two admins pressing the button at once start one trial.
      const [row] = await tx
        .update(organisations)
        .set({ subscriptionStatus: 'trial', trialEndDate, updatedAt: now })
        .where(
          and(
            eq(organisations.id, membership.organisationId),
            sql`not (${organisations.subscriptionStatus} = 'active' or (${organisations.subscriptionStatus} = 'trial'
              and ${organisations.trialEndDate} is not null and ${organisations.trialEndDate} > ${now.toISOString()}::timestamptz))`,
          ),
        )
        .returning({ id: organisations.id });
      if (!row) return false;
      await tx.insert(subscriptions).values({
        organisationId: membership.organisationId,
        stripeSubscriptionId: null,
        status: 'trial',
        planType: 'trial',
        amount: 0,
        startDate: now,
        endDate: trialEndDate,
      });
      return true;
    })
    .catch((err: unknown) => {
      log.error({ err, organisationId: membership.organisationId }, 'trial activation failed');
      throw new ApiError(
        500,
        M.failed('the database did not accept the change. Please try again.'),
      );
    });

  const after = await findMembership(db, user.id);
  if (!after) throw new ApiError(404, M.noOrganisation);
  // Lost the race to another admin: report what the organisation has now.
  if (!started) refuseIfRunning(effectiveStatus(after, now));
  return toOrganisationDto(after, now);
}

function refuseIfRunning(status: string): void {
  if (status === 'active') throw new ApiError(409, M.alreadyActive);
  if (status === 'trial') throw new ApiError(409, M.alreadyTrial);
}
