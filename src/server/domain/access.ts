/**
 * Who may use the reconciliation screen: shared by the API guards and /api/me so the client's
 * redirects and the server's answers can never disagree.
 */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'trial',
  'active',
  'canceled',
  'cancelled',
  'expired',
  'trial_expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface OrganisationAccessFields {
  subscriptionStatus: string;
  trialEndDate: Date | null;
}

/** A trial past its end date reads as trial_expired, whether or not a job has updated the row yet. */
export function effectiveStatus(org: OrganisationAccessFields, now = new Date()): string {
  if (
    org.subscriptionStatus === 'trial' &&
    (!org.trialEndDate || org.trialEndDate.getTime() <= now.getTime())
  ) {
    return 'trial_expired';
  }
  return org.subscriptionStatus;
}

export function organisationHasAccess(
  org: OrganisationAccessFields | null,
  now = new Date(),
): boolean {
  if (!org) return false;
  const status = effectiveStatus(org, now);
  return status === 'active' || status === 'trial';
}

export function hasDashboardAccess(
  user: { isSuperuser: boolean },
  org: OrganisationAccessFields | null,
  now = new Date(),
): boolean {
  return user.isSuperuser || organisationHasAccess(org, now);
}
