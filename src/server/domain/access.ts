import { PAST_DUE_GRACE_DAYS } from '../../shared/subscriptions';

/**
 * Who may use the reconciliation screen: the one rule behind the API guards, /api/me and the
 * status answers, so the client's redirects and the server's answers can never disagree.
 */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'trial',
  'active',
  'past_due',
  'canceled',
  'cancelled',
  'expired',
  'trial_expired',
  'complimentary',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface OrganisationAccessFields {
  subscriptionStatus: string;
  trialEndDate: Date | null;
  /** End of the paid period (a cancelled subscription keeps access until then). */
  currentPeriodEnd?: Date | null;
  /** When a renewal payment first failed. */
  pastDueSince?: Date | null;
  /** Access the operator granted without a subscription, until this moment. */
  complimentaryUntil?: Date | null;
}

export interface OrganisationAccess {
  hasAccess: boolean;
  /** The status as people should see it: a trial past its end reads trial_expired. */
  status: string;
  /** past_due: when the grace period ends. */
  graceEndsAt: Date | null;
  /** A cancelled subscription still in its paid period: when access ends. */
  accessEndsAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * Access follows the subscription: active; a trial before its end; past_due for a grace period
 * while Stripe retries the card; cancelled but before the end of the period already paid for.
 */
export function organisationAccess(
  org: OrganisationAccessFields,
  now = new Date(),
): OrganisationAccess {
  const access = subscriptionAccess(org, now);
  // Complimentary access (granted by the operator) opens what the subscription alone would not.
  const until = org.complimentaryUntil;
  if (!access.hasAccess && until && now < until)
    return { hasAccess: true, status: 'complimentary', graceEndsAt: null, accessEndsAt: until };
  return access;
}

function subscriptionAccess(org: OrganisationAccessFields, now: Date): OrganisationAccess {
  const status = effectiveStatus(org, now);
  const none = { graceEndsAt: null, accessEndsAt: null };
  switch (status) {
    case 'active':
    case 'trial':
      return { hasAccess: true, status, ...none };
    case 'past_due': {
      const since = org.pastDueSince ?? now;
      const graceEndsAt = new Date(since.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
      return { hasAccess: now < graceEndsAt, status, graceEndsAt, accessEndsAt: null };
    }
    case 'canceled':
    case 'cancelled': {
      const end = org.currentPeriodEnd ?? null;
      const hasAccess = !!end && now < end;
      return { hasAccess, status, graceEndsAt: null, accessEndsAt: hasAccess ? end : null };
    }
    default:
      return { hasAccess: false, status, ...none };
  }
}

export function organisationHasAccess(
  org: OrganisationAccessFields | null,
  now = new Date(),
): boolean {
  return !!org && organisationAccess(org, now).hasAccess;
}

export function hasDashboardAccess(
  user: { isSuperuser: boolean },
  org: OrganisationAccessFields | null,
  now = new Date(),
): boolean {
  return user.isSuperuser || organisationHasAccess(org, now);
}
