import type { OrganisationDto } from '../../shared/organisations';
import { effectiveStatus } from './access';
import type { MembershipView } from './membership';

/** An organisation as every API answer shows it: trial expiry applied, dates as ISO strings. */
export function toOrganisationDto(m: MembershipView, now = new Date()): OrganisationDto {
  return {
    id: m.organisationId,
    name: m.name,
    type: m.type,
    role: m.role,
    subscriptionStatus: effectiveStatus(m, now),
    trialEndDate: m.trialEndDate?.toISOString() ?? null,
  };
}
