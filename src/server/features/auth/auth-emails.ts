import { AUTH_MESSAGES } from '../../../shared/auth';
import { renderEmail, type EmailParts } from '../../domain/email-layout';
import type { Mailer } from '../mail/mailer';

/** Lifetimes, in seconds: the e-mails state them and auth.ts configures better-auth with them. */
export const LIFETIMES = {
  confirmation: 60 * 60 * 24,
  passwordReset: 60 * 60,
  magicLink: 60 * 15,
  oneTimeCode: 60 * 10,
} as const;

export type OneTimeCodeType = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';

export interface AuthEmails {
  confirmation(to: Recipient, token: string): Promise<void>;
  /** Someone tried to register an address that already has a confirmed account. */
  accountExists(to: Recipient): Promise<void>;
  passwordReset(to: Recipient, token: string): Promise<void>;
  magicLink(to: string, token: string): Promise<void>;
  oneTimeCode(to: string, code: string, type: OneTimeCodeType): Promise<void>;
  /** Confirms a new address from the new mailbox: the change takes effect when the link is opened. */
  changeEmail(to: Recipient, token: string): Promise<void>;
  /** E-mail sign-in was asked for an account that has two-factor authentication on. */
  emailSignInRefused(to: string): Promise<void>;
}

export interface Recipient {
  email: string;
  name?: string | null;
}

const greet = (r: Recipient | string) => {
  const name = typeof r === 'string' ? '' : (r.name ?? '').trim();
  return name ? `Hello ${name},` : 'Hello,';
};
const notYou =
  'If you did not ask for this, you can ignore this email: nothing changes until the link is used.';

/**
 * The account e-mails: branded, plain text plus HTML, every link built on APP_URL and landing on a
 * page of the app (not on the API), so the page can show the spec's states.
 */
export function createAuthEmails(mailer: Mailer, appUrl: string): AuthEmails {
  const link = (path: string, token: string) =>
    `${appUrl}${path}?token=${encodeURIComponent(token)}`;
  const send = (template: string, to: string, subject: string, parts: EmailParts) =>
    mailer.send({ template, to, subject, ...renderEmail(parts) });

  return {
    confirmation: (to, token) =>
      send('confirmation', to.email, 'Confirm your MedRecon account', {
        greeting: greet(to),
        paragraphs: [
          'Thank you for registering with MedRecon. Please confirm your email address to activate your account.',
        ],
        action: { label: 'Confirm Email Address', url: link('/auth/confirm', token) },
        notes: [
          'This link expires in 24 hours.',
          'If you did not create a MedRecon account, you can ignore this email.',
        ],
      }),

    changeEmail: (to, token) =>
      send('change-email', to.email, 'Confirm your new MedRecon email address', {
        greeting: greet(to),
        paragraphs: [
          'You asked to use this email address for your MedRecon account. Please confirm it to make the change.',
        ],
        action: { label: 'Confirm New Email Address', url: link('/settings/confirm-email', token) },
        notes: [
          'This link expires in 24 hours. Until you open it, your account keeps its current email address.',
          'If you did not ask for this, you can ignore this email.',
        ],
      }),

    accountExists: (to) =>
      send('account-exists', to.email, 'Your MedRecon account', {
        greeting: greet(to),
        paragraphs: [
          'Someone, hopefully you, tried to create a MedRecon account with this email address.',
          AUTH_MESSAGES.accountExists,
        ],
        action: { label: 'Log In', url: `${appUrl}/login` },
        notes: [
          `Forgotten your password? Reset it here: ${appUrl}/login?view=forgotten_password`,
          'If this was not you, you can ignore this email: your account has not changed.',
        ],
      }),

    passwordReset: (to, token) =>
      send('password-reset', to.email, 'Reset your MedRecon password', {
        greeting: greet(to),
        paragraphs: ['We received a request to reset the password of your MedRecon account.'],
        action: { label: 'Choose a New Password', url: link('/auth/reset-password', token) },
        notes: ['This link expires in 1 hour and can be used once.', notYou],
      }),

    magicLink: (to, token) =>
      send('magic-link', to, 'Your MedRecon sign-in link', {
        greeting: greet(to),
        paragraphs: ['Use the button below to sign in to MedRecon. No password needed.'],
        action: { label: 'Sign In to MedRecon', url: link('/auth/magic-link', token) },
        notes: ['This link expires in 15 minutes and can be used once.', notYou],
      }),

    oneTimeCode: (to, code, type) =>
      send('one-time-code', to, `Your MedRecon code: ${code}`, {
        greeting: greet(to),
        paragraphs: [
          `${codePurpose(type)} Your one-time code is:`,
          code,
          `Enter it on the MedRecon page where you asked for it. ${appUrl}/login?view=verify_otp`,
        ],
        notes: [
          'This code expires in 10 minutes.',
          'If you did not ask for a code, you can ignore this email.',
        ],
      }),

    emailSignInRefused: (to) =>
      send('email-sign-in-refused', to, 'MedRecon sign-in request', {
        greeting: greet(to),
        paragraphs: [
          'Someone asked to sign in to your MedRecon account with an emailed link or code.',
          AUTH_MESSAGES.twoFactorRequiredForEmailSignIn,
        ],
        action: { label: 'Log In', url: `${appUrl}/login` },
        notes: ['If this was not you, you can ignore this email: nobody was signed in.'],
      }),
  };
}

function codePurpose(type: OneTimeCodeType): string {
  switch (type) {
    case 'sign-in':
      return 'You asked to sign in to MedRecon with a one-time code.';
    case 'email-verification':
      return 'You asked to confirm your email address with a one-time code.';
    case 'forget-password':
      return 'You asked to reset your MedRecon password with a one-time code.';
    case 'change-email':
      return 'You asked to change the email address of your MedRecon account.';
  }
}
