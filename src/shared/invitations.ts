import { z } from 'zod';

/** The spec's invitation limits (section 9) and texts (sections 2, 5, 6 and 8). */
export const MAX_BULK_INVITATIONS = 100;
export const INVITATION_EXPIRY_DAYS = 7;
/** RFC 5321 caps a forward path at 254 characters; anything longer cannot be delivered. */
const MAX_EMAIL_LENGTH = 254;

export const INVITATION_MESSAGES = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  emailsRequired: 'Email addresses are required',
  noValidEmails: 'No valid email addresses found',
  tooMany: `Maximum ${MAX_BULK_INVITATIONS} invitations can be sent at once`,
  noSession: 'No active session',
  noOrganisation: 'No organisation found for user',
  notAdmin: 'Only organisation administrators can invite users',
  // Not in the spec: the server's own limits (issue 12).
  noAccess:
    'Your organisation needs an active subscription or free trial to invite colleagues. Please visit the plans page.',
  hourlyLimit: (limit: number, minutes: number) =>
    `Your organisation can send at most ${limit} invitations an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  // Per-address outcomes: one bad address never fails the rest of a batch.
  invalidRow: 'Invalid email address',
  alreadyMember: 'This person is already a member of your organisation',
  alreadyInvited:
    'An invitation has already been sent to this email address and has not expired yet',
  sendFailed: (status: number) => `Failed to send invitation: ${status}`,
  bulkFailed: (status: number) => `Failed to send bulk invitations: ${status}`,
} as const;

export const ACCEPT_MESSAGES = {
  noToken: 'Invalid invitation link. No token provided.',
  noSession: 'Please log in or register to accept this invitation.',
  expired:
    'This invitation has expired. Please request a new invitation from your organisation administrator.',
  invalid: 'Invalid invitation link. Please check the link and try again.',
  alreadyMember: 'You are already a member of this organisation.',
  used: 'This invitation has already been used. Please request a new invitation from your organisation administrator.',
  wrongEmail:
    'This invitation was sent to a different email address. Please sign in with the email address the invitation was sent to.',
  otherOrganisation:
    'Your account belongs to another organisation. A user can belong to only one organisation, so this invitation cannot be accepted.',
  failed: 'Failed to accept invitation',
  failedStatus: (status: number) => `Failed to accept invitation: ${status}`,
} as const;

const emailFormat = z.email();

/** True for an address the invitation can be sent to (already trimmed and lower-cased). */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && emailFormat.safeParse(email).success;
}

/**
 * The spec's bulk rule: split on commas, semicolons, newlines, carriage returns and tabs; trim;
 * lower-case; drop blanks; keep the first of each duplicate, in the order given.
 */
export function splitEmailList(entries: string | readonly string[]): string[] {
  const parts = (typeof entries === 'string' ? [entries] : entries).flatMap((e) =>
    e.split(/[,;\n\r\t]/),
  );
  const seen = new Set<string>();
  for (const part of parts) {
    const email = part.trim().toLowerCase();
    if (email) seen.add(email);
  }
  return [...seen];
}

/** Body of POST /api/invitations; the single-invitation form uses the same schema. */
export const inviteSchema = z.object(
  {
    email: z
      .string({ error: INVITATION_MESSAGES.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, INVITATION_MESSAGES.emailRequired)
      .refine(isValidEmail, INVITATION_MESSAGES.emailInvalid),
  },
  // A body that is not an object at all (null, a list, a bare string) is a missing address too.
  { error: INVITATION_MESSAGES.emailRequired },
);
export type InviteRequest = z.infer<typeof inviteSchema>;

/**
 * A list of addresses (each entry may itself hold several, separated as in the textarea) to the
 * distinct addresses of one batch. Entries that are not valid addresses stay in the list: they
 * come back as failed rows, so a typo is reported rather than silently dropped.
 */
const emailEntriesSchema = z
  .array(z.string({ error: INVITATION_MESSAGES.emailsRequired }), {
    error: INVITATION_MESSAGES.emailsRequired,
  })
  .refine((entries) => entries.some((e) => e.trim() !== ''), INVITATION_MESSAGES.emailsRequired)
  .transform((entries) => splitEmailList(entries))
  .pipe(
    z
      .array(z.string())
      .min(1, INVITATION_MESSAGES.noValidEmails)
      .max(MAX_BULK_INVITATIONS, INVITATION_MESSAGES.tooMany)
      .refine((emails) => emails.some(isValidEmail), INVITATION_MESSAGES.noValidEmails),
  );

/** Body of POST /api/invitations/bulk. */
export const bulkInviteSchema = z.object(
  { emails: emailEntriesSchema },
  { error: INVITATION_MESSAGES.emailsRequired },
);
export type BulkInviteRequest = z.infer<typeof bulkInviteSchema>;

/** The bulk form's textarea, checked by the same rules before it is sent. */
export const bulkInviteTextSchema = z
  .string()
  .transform((text) => [text])
  .pipe(emailEntriesSchema);

/** Body of POST /api/invitations/accept. */
export const acceptInvitationSchema = z.object(
  { token: z.string({ error: ACCEPT_MESSAGES.noToken }).trim().min(1, ACCEPT_MESSAGES.noToken) },
  { error: ACCEPT_MESSAGES.noToken },
);

export interface InvitationCreated {
  email: string;
  invitationUrl: string;
  expiresAt: string;
  /** False when the invitation e-mail could not be sent: the admin must share the link themselves. */
  emailSent: boolean;
}

export interface BulkInvitationResult {
  email: string;
  success: boolean;
  invitationUrl: string | null;
  error: string | null;
  /** Whether the invitation e-mail went out; the URL is returned either way for the admin to share. */
  emailSent: boolean;
}

export interface BulkInvitationResponse {
  summary: { total: number; successful: number; failed: number };
  results: BulkInvitationResult[];
}

export interface AcceptInvitationResponse {
  organisationName: string;
}
