import { z } from 'zod';
import { AUTH_MESSAGES } from './auth';

/** The profile page's requests (issue 15): a new e-mail address and deleting the account. */
export const PROFILE_MESSAGES = {
  sameEmail: 'This is already your email address',
  changeEmailSent: (email: string) =>
    `We have sent a confirmation link to ${email}. Your email address changes when you open it.`,
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  changeEmailFailed: 'Failed to change email address',
  nameSaved: 'Your name has been saved.',
  passwordOrCodeRequired: 'Enter your password, or a code we email you, to delete your account',
  deleteCodeSent: 'We have emailed you a code. Enter it to delete your account.',
  deleteFailed: 'Failed to delete account',
  wrongPassword: 'Incorrect password',
  invalidCode: 'Invalid or expired code. Please request a new one.',
  lastAdmin: (organisation: string) =>
    `You are the last administrator of ${organisation}. Make another member an administrator before you delete your account.`,
} as const;

/** Body of better-auth's /change-email as the profile form sends it. */
export const changeEmailSchema = z.object(
  {
    newEmail: z
      .string({ error: AUTH_MESSAGES.emptyEmail })
      .trim()
      .toLowerCase()
      .min(1, AUTH_MESSAGES.emptyEmail)
      .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail })),
    callbackURL: z.string().optional(),
  },
  { error: AUTH_MESSAGES.emptyEmail },
);

/** Body of better-auth's /delete-user: the password, or the e-mailed code (as `token`). */
export const deleteAccountSchema = z
  .object(
    {
      password: z.string().max(200).optional(),
      token: z.string().trim().max(100).optional(),
      callbackURL: z.string().optional(),
    },
    { error: PROFILE_MESSAGES.passwordOrCodeRequired },
  )
  .refine((b) => !!b.password || !!b.token, PROFILE_MESSAGES.passwordOrCodeRequired);

/** Body of POST /api/account/change-email/confirm: the token from the link in the e-mail. */
export const confirmEmailChangeSchema = z.object({
  token: z.string({ error: AUTH_MESSAGES.confirmMissingToken }).trim().min(1),
});
export type ConfirmEmailChangeResponse = { email: string };
