import { z } from 'zod';

/**
 * The activity log's acts. Each row says who, when and what, naming only people, roles and
 * statuses: never medication text or patient data.
 */
export const ACTIVITY_ACTIONS = {
  organisation_created: 'Organisation created',
  trial_started: 'Trial started',
  invitation_sent: 'Invitation sent',
  invitation_resent: 'Invitation resent',
  invitation_accepted: 'Invitation accepted',
  invitation_revoked: 'Invitation revoked',
  member_removed: 'Member removed',
  role_changed: 'Role changed',
  account_deleted: 'Account deleted',
  subscription_changed: 'Subscription changed',
  trial_extended: 'Trial extended',
  complimentary_access_granted: 'Complimentary access granted',
  feedback_status_changed: 'Feedback status changed',
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

export const activityLabel = (action: string) =>
  (ACTIVITY_ACTIONS as Record<string, string>)[action] ?? action;

export const ACTIVITY_PAGE_SIZE = 50;

export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export interface ActivityEntryDto {
  id: string;
  createdAt: string;
  /** Who: an e-mail address, or null when the system acted (a payment provider event). */
  actor: string | null;
  action: string;
  target: string | null;
  details: string | null;
}

export interface ActivityPageResponse {
  entries: ActivityEntryDto[];
  page: number;
  pageSize: number;
  total: number;
}

/** CSV columns of the activity download. */
export const ACTIVITY_CSV_HEADER = ['When', 'Who', 'Action', 'Target', 'Details'] as const;
