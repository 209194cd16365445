import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP, magicLink, twoFactor } from 'better-auth/plugins';
import type { AppDeps } from '../../app-types';
import * as schema from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { CLIENT_IP_HEADER } from './client-ip';

export const MIN_PASSWORD_LENGTH = 6;

export interface AuthEmails {
  verification(to: string, url: string, token: string): Promise<void>;
  passwordReset(to: string, url: string, token: string): Promise<void>;
  magicLink(to: string, url: string, token: string): Promise<void>;
  otp(to: string, otp: string, type: string): Promise<void>;
}

/** Plain fallback messages; features/auth/auth-emails.ts may replace these with branded ones. */
export function basicAuthEmails(mailer: Mailer): AuthEmails {
  const send = (to: string, subject: string, body: string) =>
    mailer.send({ to, subject, text: body, html: `<p>${body.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>` });
  return {
    verification: (to, url) => send(to, 'Confirm your MedRecon account', `Confirm your e-mail address: ${url}`),
    passwordReset: (to, url) => send(to, 'Reset your MedRecon password', `Reset your password: ${url}`),
    magicLink: (to, url) => send(to, 'Your MedRecon sign-in link', `Sign in: ${url}`),
    otp: (to, otp) => send(to, 'Your MedRecon one-time code', `Your code is ${otp}`),
  };
}

export function createAuth(deps: AppDeps, emails: AuthEmails) {
  const { env, db } = deps;
  return betterAuth({
    appName: 'MedRecon',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.APP_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
        rateLimit: schema.rateLimits,
      },
    }),
    user: {
      additionalFields: {
        // Granted only by the operator CLI; `input: false` stops sign-up from setting it.
        isSuperuser: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: false,
      sendResetPassword: async ({ user, url, token }) => emails.passwordReset(user.email, url, token),
      resetPasswordTokenExpiresIn: 60 * 60,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url, token }) => emails.verification(user.email, url, token),
    },
    session: {
      expiresIn: 60 * 60 * 12,
      updateAge: 60 * 15,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/forget-password': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/sign-in/magic-link': { window: 60, max: 5 },
        '/email-otp/send-verification-otp': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/two-factor/verify-totp': { window: 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.APP_URL.startsWith('https://'),
      cookiePrefix: 'medrecon',
    },
    plugins: [
      twoFactor({ issuer: 'MedRecon' }),
      magicLink({ sendMagicLink: async ({ email, url, token }) => emails.magicLink(email, url, token), expiresIn: 60 * 15 }),
      emailOTP({ sendVerificationOTP: async ({ email, otp, type }) => emails.otp(email, otp, type), expiresIn: 60 * 10 }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
