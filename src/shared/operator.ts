import { z } from 'zod';

/** The operator's view of every organisation, for superusers (issue 15). */
export const OPERATOR_MESSAGES = {
  notSuperuser: 'Only superusers can view all organisations',
  organisationNotFound: 'Organisation not found',
  daysInvalid: 'Enter a number of days between 1 and 365',
  endDateInvalid: 'Enter an end date in the future',
  fetchFailed: 'Failed to load organisations',
  extendFailed: 'Failed to extend the trial',
  grantFailed: 'Failed to grant complimentary access',
} as const;

export const MAX_TRIAL_EXTENSION_DAYS = 365;

export const operatorSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((s) => s || undefined),
});

/** Body of POST /api/admin/organisations/:id/extend-trial. */
export const extendTrialSchema = z.object(
  {
    days: z.coerce
      .number({ error: OPERATOR_MESSAGES.daysInvalid })
      .int(OPERATOR_MESSAGES.daysInvalid)
      .min(1, OPERATOR_MESSAGES.daysInvalid)
      .max(MAX_TRIAL_EXTENSION_DAYS, OPERATOR_MESSAGES.daysInvalid),
  },
  { error: OPERATOR_MESSAGES.daysInvalid },
);
export type ExtendTrialRequest = z.infer<typeof extendTrialSchema>;

/** Body of POST /api/admin/organisations/:id/complimentary: a date (YYYY-MM-DD) access lasts until. */
export const grantComplimentarySchema = z.object(
  {
    endDate: z
      .string({ error: OPERATOR_MESSAGES.endDateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, OPERATOR_MESSAGES.endDateInvalid)
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), OPERATOR_MESSAGES.endDateInvalid),
  },
  { error: OPERATOR_MESSAGES.endDateInvalid },
);
export type GrantComplimentaryRequest = z.infer<typeof grantComplimentarySchema>;

export interface OperatorOrganisationDto {
  id: string;
  name: string;
  type: 'hospital' | 'lhd';
  /** As people should see it (a trial past its end reads trial_expired). */
  status: string;
  hasAccess: boolean;
  trialEndDate: string | null;
  nextBillingDate: string | null;
  complimentaryUntil: string | null;
  memberCount: number;
  reconciliationCount: number;
  createdAt: string;
}

export interface OperatorOrganisationsResponse {
  organisations: OperatorOrganisationDto[];
}
