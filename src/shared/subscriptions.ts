import type { OrganisationDto } from './organisations';

/** The spec's trial length (section 9) and texts (sections 2, 5 and 8). */
export const TRIAL_DAYS = 7;

export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  none: 'No Subscription',
  trial: 'Trial',
  active: 'Active',
  canceled: 'Canceled',
  cancelled: 'Cancelled',
  expired: 'Expired',
  trial_expired: 'Trial Expired',
};

export const TRIAL_MESSAGES = {
  noUser: 'User information not available',
  noOrganisation: 'No organisation found for user',
  notAdmin: 'Only organisation admins can start trials',
  alreadyActive: 'Organisation already has an active subscription',
  alreadyTrial: 'Organisation already has an active trial',
  failed: (detail: string) => `Failed to activate trial: ${detail}`,
} as const;

export const STATUS_MESSAGES = {
  noOrganisation: 'No organisation found for user',
  fetchFailed: 'Failed to fetch subscription status',
} as const;

/** The newest subscription record of an organisation. Amounts in cents, AUD. */
export interface SubscriptionRecordDto {
  planType: string;
  status: string;
  amount: number;
  stripeSubscriptionId: string | null;
  startDate: string;
  endDate: string | null;
  cancelAtPeriodEnd: boolean;
}

/** GET /api/subscriptions/status: what the status, plans and success pages show. */
export interface SubscriptionStatusResponse {
  organisation: OrganisationDto;
  subscription: SubscriptionRecordDto | null;
  /** True when the organisation's members may use the reconciliation screen. */
  hasAccess: boolean;
}

/** POST /api/subscriptions/trial. */
export interface StartTrialResponse {
  organisation: OrganisationDto;
}
