import { z } from 'zod';

/** The spec's limits and texts for organisations (sections 5, 8 and 9). */
export const ORGANISATION_NAME_MAX = 100;

export const ORGANISATION_TYPES = ['hospital', 'lhd'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export const ORGANISATION_TYPE_LABELS: Record<OrganisationType, string> = {
  hospital: 'Hospital',
  lhd: 'Local Health District',
};

export const ORGANISATION_MESSAGES = {
  noUser: 'No user found',
  nameRequired: 'Organisation name is required',
  nameTooLong: `Organisation name must be ${ORGANISATION_NAME_MAX} characters or fewer`,
  typeRequired: 'Please choose an organisation type: Hospital or Local Health District',
  duplicate: (name: string) =>
    `An organisation with the name "${name}" already exists. Please choose a different name.`,
  alreadyInOrganisation:
    'You already belong to an organisation. A user can belong to only one organisation.',
  superuser: 'Superusers manage the platform and do not set up an organisation.',
  createFailed: (detail: string) => `Failed to create organisation: ${detail}`,
  addUserFailed: (detail: string) => `Failed to add user to organisation: ${detail}`,
} as const;

/** Body of POST /api/organisations; the setup form validates with the same schema. */
export const createOrganisationSchema = z.object(
  {
    // Runs of spaces, line breaks and control characters become one space: 'St  Vincent's' and
    // 'St Vincent's' are one name, and a name can never break an e-mail subject line.
    name: z
      .string({ error: ORGANISATION_MESSAGES.nameRequired })
      .transform((s) => s.replace(/[\s\p{Cc}]+/gu, ' ').trim())
      .pipe(
        z
          .string()
          .min(1, ORGANISATION_MESSAGES.nameRequired)
          .max(ORGANISATION_NAME_MAX, ORGANISATION_MESSAGES.nameTooLong),
      ),
    type: z.enum(ORGANISATION_TYPES, { error: ORGANISATION_MESSAGES.typeRequired }),
  },
  // A body that is not an object at all (null, a list) names nothing: ask for the name first.
  { error: ORGANISATION_MESSAGES.nameRequired },
);
export type CreateOrganisationRequest = z.infer<typeof createOrganisationSchema>;

/** An organisation as the API returns it (dates as ISO strings; status already accounts for trial expiry). */
export interface OrganisationDto {
  id: string;
  name: string;
  type: OrganisationType;
  /** The caller's role in it. */
  role: 'admin' | 'member';
  subscriptionStatus: string;
  trialEndDate: string | null;
  /** past_due only: when access ends unless a payment goes through (admins see a banner). */
  paymentGraceEndsAt: string | null;
  /** A cancelled paid subscription: access continues until this date. */
  accessEndsAt: string | null;
}
