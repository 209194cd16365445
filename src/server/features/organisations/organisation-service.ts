import { sql } from 'drizzle-orm';
import type { CreateOrganisationRequest, OrganisationDto } from '../../../shared/organisations';
import { ORGANISATION_MESSAGES as M } from '../../../shared/organisations';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { memberships, organisations } from '../../db/schema';
import { recordActivity } from '../../domain/activity-log';
import { findMembership } from '../../domain/membership';
import { toOrganisationDto } from '../../domain/organisation-view';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { SessionUser } from '../auth/session-middleware';

const NAME_INDEX = 'organisations_name_lower_idx';
const ONE_ORGANISATION_PER_USER = 'memberships_user_id_unique';
const TRY_AGAIN = 'the database did not accept the change. Please try again.';

/**
 * Creates the organisation and makes its creator the admin, in one transaction: an organisation
 * never exists without its admin, and a user never ends up in two organisations. The trial is
 * started separately, from the plans page.
 */
export async function createOrganisation(
  { db, log }: { db: Db; log: Logger },
  user: SessionUser,
  input: CreateOrganisationRequest,
): Promise<OrganisationDto> {
  if (user.isSuperuser) throw new ApiError(403, M.superuser);
  if (await findMembership(db, user.id)) throw new ApiError(409, M.alreadyInOrganisation);
  const duplicate = new ApiError(409, M.duplicate(input.name));
  const [taken] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(sql`lower(${organisations.name}) = lower(${input.name})`)
    .limit(1);
  if (taken) throw duplicate;

  // An ApiError thrown inside the transaction rolls it back and reaches the client as is.
  await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organisations)
      .values({ name: input.name, type: input.type })
      .returning({ id: organisations.id })
      .catch((err: unknown) => {
        // Another request took the name between our check and this insert.
        if (isUniqueViolation(err, NAME_INDEX)) throw duplicate;
        log.error({ err }, 'organisation insert failed');
        throw new ApiError(500, M.createFailed(TRY_AGAIN));
      });
    if (!org) throw new ApiError(500, M.createFailed(TRY_AGAIN));
    await tx
      .insert(memberships)
      .values({ userId: user.id, organisationId: org.id, role: 'admin' })
      .catch((err: unknown) => {
        // The same user creating two organisations at once: the second one loses.
        if (isUniqueViolation(err, ONE_ORGANISATION_PER_USER))
          throw new ApiError(409, M.alreadyInOrganisation);
        log.error({ err }, 'admin membership insert failed');
        throw new ApiError(500, M.addUserFailed(TRY_AGAIN));
      });
    await recordActivity(tx, {
      organisationId: org.id,
      actor: user,
      action: 'organisation_created',
      target: input.name,
      details: `type ${input.type}`,
    });
  });

  const membership = await findMembership(db, user.id);
  if (!membership) throw new ApiError(500, M.addUserFailed(TRY_AGAIN));
  return toOrganisationDto(membership);
}
