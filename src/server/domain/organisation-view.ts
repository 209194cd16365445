import type { OrganisationDto } from '../../shared/organisations';
import { organisationAccess } from './access';
import type { MembershipView } from './membership';

/** An organisation as every API answer shows it: trial expiry applied, dates as ISO strings. */
export function toOrganisationDto(m: MembershipView, now = new Date()): OrganisationDto {
  const access = organisationAccess(m, now);
  return {
    id: m.organisationId,
    name: m.name,
    type: m.type,
    role: m.role,
    subscriptionStatus: access.status,
    trialEndDate: m.trialEndDate?.toISOString() ?? null,
    paymentGraceEndsAt: access.graceEndsAt?.toISOString() ?? null,
    accessEndsAt: access.accessEndsAt?.toISOString() ?? null,
  };
}
