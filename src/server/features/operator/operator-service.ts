import { asc, count, eq, sql } from 'drizzle-orm';
import { OPERATOR_MESSAGES as M, type OperatorOrganisationDto } from '../../../shared/operator';
import type { Db } from '../../db/client';
import { memberships, organisations, reconciliationEvents } from '../../db/schema';
import { organisationAccess } from '../../domain/access';
import type { Actor } from '../../domain/activity-log';
import { applySubscriptionChange } from '../../domain/subscription-state';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every organisation with its access and counts; `q` filters by name, ignoring case. */
export async function listOrganisations(
  db: Db,
  q: string | undefined,
  now = new Date(),
): Promise<OperatorOrganisationDto[]> {
  const members = db
    .select({ organisationId: memberships.organisationId, n: count().as('member_count') })
    .from(memberships)
    .groupBy(memberships.organisationId)
    .as('members');
  const recs = db
    .select({ organisationId: reconciliationEvents.organisationId, n: count().as('rec_count') })
    .from(reconciliationEvents)
    .groupBy(reconciliationEvents.organisationId)
    .as('recs');
  // The search text is a literal, not a pattern: % and _ typed by the operator match themselves.
  const pattern = q && `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      type: organisations.type,
      subscriptionStatus: organisations.subscriptionStatus,
      trialEndDate: organisations.trialEndDate,
      currentPeriodEnd: organisations.currentPeriodEnd,
      pastDueSince: organisations.pastDueSince,
      complimentaryUntil: organisations.complimentaryUntil,
      createdAt: organisations.createdAt,
      memberCount: sql<number>`coalesce(${members.n}, 0)`.mapWith(Number),
      reconciliationCount: sql<number>`coalesce(${recs.n}, 0)`.mapWith(Number),
    })
    .from(organisations)
    .leftJoin(members, eq(members.organisationId, organisations.id))
    .leftJoin(recs, eq(recs.organisationId, organisations.id))
    .where(pattern ? sql`${organisations.name} ILIKE ${pattern}` : undefined)
    .orderBy(asc(sql`lower(${organisations.name})`))
    .limit(500);
  return rows.map((r) => {
    const access = organisationAccess(r, now);
    const paid = r.subscriptionStatus === 'active' || r.subscriptionStatus === 'past_due';
    return {
      id: r.id,
      name: r.name,
      type: r.type,
      status: access.status,
      hasAccess: access.hasAccess,
      trialEndDate: r.trialEndDate?.toISOString() ?? null,
      nextBillingDate: paid ? (r.currentPeriodEnd?.toISOString() ?? null) : null,
      complimentaryUntil: r.complimentaryUntil?.toISOString() ?? null,
      memberCount: r.memberCount,
      reconciliationCount: r.reconciliationCount,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function lockedOrganisation(tx: Tx, id: string) {
  if (!UUID.test(id)) throw new ApiError(404, M.organisationNotFound);
  const [row] = await tx
    .select({
      subscriptionStatus: organisations.subscriptionStatus,
      trialEndDate: organisations.trialEndDate,
    })
    .from(organisations)
    .where(eq(organisations.id, id))
    .for('update');
  if (!row) throw new ApiError(404, M.organisationNotFound);
  return row;
}

/**
 * Gives the organisation `days` more trial: from the current trial end if that is still ahead,
 * else from now. A paying organisation needs no trial and is left alone.
 */
export async function extendTrial(
  { db, log }: { db: Db; log: Logger },
  actor: Actor,
  id: string,
  days: number,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const org = await lockedOrganisation(tx, id);
    if (org.subscriptionStatus === 'active' || org.subscriptionStatus === 'past_due')
      throw new ApiError(
        409,
        'This organisation has a paid subscription: there is no trial to extend',
      );
    const from = org.trialEndDate && org.trialEndDate > now ? org.trialEndDate : now;
    const trialEndDate = new Date(from.getTime() + days * DAY_MS);
    await applySubscriptionChange(
      tx,
      {
        organisationId: id,
        reason: 'trial_extended',
        actor,
        organisation: { subscriptionStatus: 'trial', trialEndDate },
      },
      { log, now },
    );
  });
}

/** Access without a subscription until the end of `endDate` (a day, UTC). */
export async function grantComplimentary(
  { db, log }: { db: Db; log: Logger },
  actor: Actor,
  id: string,
  endDate: string,
  now = new Date(),
): Promise<void> {
  const until = new Date(`${endDate}T23:59:59.999Z`);
  if (!(until > now)) throw new ApiError(400, M.endDateInvalid);
  await db.transaction(async (tx) => {
    await lockedOrganisation(tx, id);
    await applySubscriptionChange(
      tx,
      {
        organisationId: id,
        reason: 'complimentary_access_granted',
        actor,
        organisation: { complimentaryUntil: until },
      },
      { log, now },
    );
  });
}
