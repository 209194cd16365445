import { z } from 'zod';
import type { OrganisationDto } from './organisations';

/** The spec's trial length (section 9) and texts (sections 2, 5 and 8). */
export const TRIAL_DAYS = 7;
/** After a renewal payment fails, the organisation keeps access this long while Stripe retries. */
export const PAST_DUE_GRACE_DAYS = 7;

export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  none: 'No Subscription',
  trial: 'Trial',
  active: 'Active',
  canceled: 'Canceled',
  cancelled: 'Cancelled',
  expired: 'Expired',
  trial_expired: 'Trial Expired',
  past_due: 'Past Due',
  complimentary: 'Complimentary',
};

export const TRIAL_MESSAGES = {
  noUser: 'User information not available',
  noOrganisation: 'No organisation found for user',
  notAdmin: 'Only organisation admins can start trials',
  alreadyActive: 'Organisation already has an active subscription',
  alreadyTrial: 'Organisation already has an active trial',
  alreadyUsed:
    'Your organisation has already used its free trial. Please choose a paid plan to continue.',
  failed: (detail: string) => `Failed to activate trial: ${detail}`,
} as const;

export const STATUS_MESSAGES = {
  noOrganisation: 'No organisation found for user',
  fetchFailed: 'Failed to fetch subscription status',
} as const;

/** Texts of the paid plans, checkout, manage and payment test screens (spec section 8 where it has them). */
export const PAYMENT_MESSAGES = {
  notConfigured: 'Payments are not set up on this server yet.',
  notAdmin: 'Only organisation admins can manage subscriptions',
  unknownPlan: 'Please choose one of the plans shown.',
  alreadySubscribed: 'Organisation already has an active subscription',
  plansFailed: 'Failed to load plans. Please try again.',
  checkoutFailed: 'Failed to start checkout. Please try again.',
  noPaidSubscription: 'Your organisation has no paid subscription to manage.',
  alreadyEnded: 'This subscription has already ended. Please choose a plan to subscribe again.',
  loadFailed: 'Failed to load subscription details',
  generic: 'An error occurred',
  cancelFailed: 'Failed to cancel subscription',
  reactivateFailed: 'Failed to reactivate subscription',
  portalFailed: 'Failed to open billing. Please try again.',
  superuserOnly: 'Only superusers can run the payment test.',
} as const;

/** POST /api/subscriptions/checkout: the plan (a Stripe price id from GET /plans) to subscribe to. */
export const checkoutRequestSchema = z.object(
  {
    priceId: z.string({ error: PAYMENT_MESSAGES.unknownPlan }).min(1, PAYMENT_MESSAGES.unknownPlan),
  },
  { error: PAYMENT_MESSAGES.unknownPlan },
);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** A paid plan as the plans page shows it. Amounts in cents. */
export interface PlanDto {
  priceId: string;
  /** 'monthly' or 'annual', also the subscription record's plan type. */
  planType: string;
  name: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  /** True when the amount includes tax (GST), as Australian prices are quoted. */
  taxInclusive: boolean;
}

/** GET /api/subscriptions/plans. configured false: no Stripe on this server, the trial still works. */
export interface PlansResponse {
  configured: boolean;
  plans: PlanDto[];
}

/** POST /api/subscriptions/checkout and /portal: where to send the browser (Stripe's hosted page). */
export interface RedirectResponse {
  url: string;
}

/** One step of the payment test page (/test-stripe). */
export const DIAGNOSTIC_STEPS = ['config', 'api', 'webhook', 'checkout'] as const;
export type DiagnosticStep = (typeof DIAGNOSTIC_STEPS)[number];
export interface DiagnosticResult {
  step: DiagnosticStep;
  ok: boolean;
  detail: string;
}

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
