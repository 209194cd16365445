import { z } from 'zod';

/** Spec section 9: password minimum 6. better-auth enforces it too (features/auth/auth.ts). */
export const MIN_PASSWORD_LENGTH = 6;
/** better-auth's own maximum; longer passwords are refused with a clear message before hashing. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 200;

/**
 * Every message the account screens show, word for word from the spec's error catalogue where it
 * has one. The server answers with these in `{ error }` and the forms show them as they come.
 */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  /** The catalogue's server-side variant (with a full stop), for a password the server refuses. */
  passwordTooShortServer: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  nameTooLong: `Full name must be at most ${MAX_NAME_LENGTH} characters long`,
  invalidEmail: 'Please enter a valid email address',
  emptyEmail: 'Email address can not be empty',
  sendConfirmationFailed:
    'There was an issue sending the confirmation email. Please check your email address and try again.',
  accountExists: 'An account with this email already exists. Please try logging in instead.',
  unexpected: 'An unexpected error occurred. Please try again.',
  resendFailed: 'Failed to resend confirmation email. Please try again.',
  resendSent: 'New confirmation email sent! Please check your inbox.',
  invalidCredentials: 'Invalid email or password',
  emailNotConfirmed: 'Please confirm your email address before signing in.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  accountThrottled:
    'Too many sign-in attempts for this account. Please wait 15 minutes, or reset your password.',
  // Email confirmation page (spec section 8).
  confirmExpired: 'The confirmation link has expired. Please request a new confirmation email.',
  confirmMissingToken: 'Invalid confirmation link. The link may have expired or been used already.',
  confirmInvalid: 'Invalid or expired confirmation link. Please request a new confirmation email.',
  confirmAlreadyDone: 'Email has already been confirmed. You can now log in.',
  confirmFailed: 'Failed to confirm email',
  verificationFailed: 'Email verification failed',
  invalidRecoveryLink: 'Invalid recovery link',
  recoveryExpired: 'This password reset link has expired. Please request a new one.',
  // Success lines of the auth views.
  checkEmailConfirmation: 'Check your email for the confirmation link',
  checkEmailMagicLink: 'Check your email for the magic link',
  checkEmailReset: 'Check your email for the password reset link',
  checkEmailCode: 'Check your email for the one-time code',
  passwordUpdated: 'Your password has been updated',
  invalidCode: 'Invalid code',
  codeExpired: 'This code has expired. Please request a new one.',
  codeTooManyTries: 'Too many wrong codes. Please request a new one.',
  twoFactorTimedOut: 'Your sign-in has timed out. Please sign in again.',
  magicLinkInvalid:
    'This sign-in link has expired or has already been used. Please request a new one.',
  twoFactorRequiredForEmailSignIn:
    'This account uses two-factor authentication. Please sign in with your password and authenticator code.',
} as const;

const email = z
  .string({ error: AUTH_MESSAGES.fillAllFields })
  .trim()
  .min(1, AUTH_MESSAGES.fillAllFields)
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

/** Registration: Full Name, Email Address, Password (spec section 5). */
const fullName = z
  .string({ error: AUTH_MESSAGES.fillAllFields })
  .trim()
  .min(1, AUTH_MESSAGES.fillAllFields)
  .max(MAX_NAME_LENGTH, AUTH_MESSAGES.nameTooLong);

// Each schema's own `error` answers a body that is not an object at all (null, a list) in the
// form's words rather than zod's 'expected object'.
export const signUpRequestSchema = z.object(
  {
    name: fullName,
    email,
    password: z
      .string({ error: AUTH_MESSAGES.fillAllFields })
      .min(1, AUTH_MESSAGES.fillAllFields)
      .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
      .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong),
  },
  { error: AUTH_MESSAGES.fillAllFields },
);
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/**
 * better-auth's /update-user: the full name follows the registration rules (the PDF's 'Verified
 * by' line and invitation e-mails show it). better-auth itself refuses e-mail and superuser changes.
 */
export const updateUserRequestSchema = z.object(
  { name: fullName },
  { error: AUTH_MESSAGES.fillAllFields },
);

export const signInRequestSchema = z.object(
  {
    email,
    password: z.string({ error: AUTH_MESSAGES.fillAllFields }).min(1, AUTH_MESSAGES.fillAllFields),
  },
  { error: AUTH_MESSAGES.fillAllFields },
);
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** Forms that ask only for an address: forgotten password, magic link, one-time code, resend. */
export const emailOnlySchema = z.object(
  {
    email: z
      .string({ error: AUTH_MESSAGES.emptyEmail })
      .trim()
      .min(1, AUTH_MESSAGES.emptyEmail)
      .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail })),
  },
  { error: AUTH_MESSAGES.emptyEmail },
);

export const newPasswordSchema = z.object({
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong),
});

/** A six-digit code from an authenticator app or an email. */
export const oneTimeCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

/** Our own account endpoints (features/auth/account-routes.ts). */
export const confirmEmailRequestSchema = z.object({
  token: z.string().trim().min(1, AUTH_MESSAGES.confirmMissingToken),
});
export type ConfirmEmailResponse = { status: 'confirmed' | 'already-confirmed'; signedIn: boolean };
export const resetTokenQuerySchema = z.object({
  token: z.string().trim().min(1, AUTH_MESSAGES.invalidRecoveryLink),
});

/** The first message of a failed parse, for forms and handlers alike. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? AUTH_MESSAGES.unexpected;
}
