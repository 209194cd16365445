import { eq } from 'drizzle-orm';
import type { OrganisationDto } from '../../../shared/organisations';
import { TRIAL_DAYS, TRIAL_MESSAGES as M } from '../../../shared/subscriptions';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema';
import { effectiveStatus, type OrganisationAccessFields } from '../../domain/access';
import { findMembership } from '../../domain/membership';
import { toOrganisationDto } from '../../domain/organisation-view';
import { applySubscriptionChange } from '../../domain/subscription-state';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { SessionUser } from '../auth/session-middleware';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Starts the organisation's 7-day free trial: admins only, never while it has a subscription or a
 * running trial, and once per organisation ever (the trial end date is kept for good, so an
 * organisation cannot run trial after trial). The status and the trial's subscription record are
 * written in one transaction that holds the organisation's row, so two admins pressing the button
 * at once start one trial.
 */
export async function startTrial(
  { db, log }: { db: Db; log: Logger },
  user: SessionUser,
  now = new Date(),
): Promise<OrganisationDto> {
  const membership = await findMembership(db, user.id);
  if (!membership) throw new ApiError(404, M.noOrganisation);
  if (membership.role !== 'admin') throw new ApiError(403, M.notAdmin);
  refuseTrial(membership, now);

  const trialEndDate = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        subscriptionStatus: organisations.subscriptionStatus,
        trialEndDate: organisations.trialEndDate,
      })
      .from(organisations)
      .where(eq(organisations.id, membership.organisationId))
      .for('update');
    if (!row) throw new ApiError(404, M.noOrganisation);
    // Another admin may have started it (or a payment arrived) since the check above.
    refuseTrial(row, now);
    await applySubscriptionChange(
      tx,
      {
        organisationId: membership.organisationId,
        reason: 'trial_started',
        actor: { id: user.id, email: user.email },
        organisation: { subscriptionStatus: 'trial', trialEndDate },
        record: {
          organisationId: membership.organisationId,
          stripeSubscriptionId: null,
          status: 'trial',
          planType: 'trial',
          amount: 0,
          startDate: now,
          endDate: trialEndDate,
        },
      },
      { log, now },
    ).catch((err: unknown) => {
      log.error({ err, organisationId: membership.organisationId }, 'trial activation failed');
      throw new ApiError(
        500,
        M.failed('the database did not accept the change. Please try again.'),
      );
    });
  });

  const after = await findMembership(db, user.id);
  if (!after) throw new ApiError(404, M.noOrganisation);
  return toOrganisationDto(after, now);
}

/** The spec's refusals, then the one-trial rule: a trial end date means the trial was used. */
function refuseTrial(org: OrganisationAccessFields, now: Date): void {
  const status = effectiveStatus(org, now);
  if (status === 'active' || status === 'past_due') throw new ApiError(409, M.alreadyActive);
  if (status === 'trial') throw new ApiError(409, M.alreadyTrial);
  if (org.trialEndDate) throw new ApiError(409, M.alreadyUsed);
}
