import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createEmailVerificationToken } from 'better-auth/api';
import { emailOTP, magicLink, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../shared/auth';
import type { AppDeps } from '../../app-types';
import { scrubText } from '../../http/logger';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { AuthEmails } from './auth-emails';
import { LIFETIMES } from './auth-emails';
import { ACCOUNT_THROTTLE_WINDOW_S } from './account-throttle';
import { CLIENT_IP_HEADER } from './client-ip';
import { withFailureTracking } from './mail-tracking';
import { beforeAccountDeleted, isEmailChangeToken } from './profile-service';

/** Sign-in paths that prove only control of the mailbox: never enough for an account with 2FA. */
const EMAIL_ONLY_SIGN_IN_PATHS = new Set(['/magic-link/verify', '/sign-in/email-otp']);

async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: schema.users.id, twoFactorEnabled: schema.users.twoFactorEnabled })
    .from(schema.users)
    .where(eq(schema.users.email, email.trim().toLowerCase()));
  return row ?? null;
}

export function createAuth(
  deps: Pick<AppDeps, 'env' | 'db' | 'log' | 'secondaryStorage'>,
  authEmails: AuthEmails,
) {
  const { env, db, log } = deps;
  const emails = withFailureTracking(authEmails);
  const secret = env.AUTH_SECRET;
  if (!secret)
    throw new Error('AUTH_SECRET is not set (see config/generated-secrets.ts for local mode)');

  const sendConfirmation = async (user: { id: string; email: string; name: string }) => {
    const token = await createEmailVerificationToken(
      secret,
      user.email,
      undefined,
      LIFETIMES.confirmation,
      {
        userId: user.id,
      },
    );
    await emails.confirmation(user, token);
  };

  return betterAuth({
    appName: 'MedRecon',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.APP_URL],
    // One log for the whole server, never better-auth's own console output: its database errors
    // quote names and e-mail addresses, which our logger's error serializer and scrubText remove.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const err = args.find((a): a is Error => a instanceof Error);
        log[level === 'debug' ? 'debug' : level](
          { source: 'better-auth', err },
          scrubText(message),
        );
      },
    },
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
    // With REDIS_URL: sessions are read from Redis first and rate-limit counters live there. The
    // database stays the record of sessions and e-mailed tokens (storeSessionInDatabase and
    // verification.storeInDatabase below), so emptying Redis signs nobody out.
    secondaryStorage: deps.secondaryStorage,
    user: {
      additionalFields: {
        // Granted only by the operator CLI; `input: false` stops sign-up from setting it.
        isSuperuser: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
      // Confirmed from the new address before it takes effect (no sendChangeEmailConfirmation).
      changeEmail: { enabled: true },
      // With the password, or a code e-mailed by /api/account/delete-code (profile-routes.ts);
      // profile-guard.ts refuses a request with neither before better-auth sees it.
      deleteUser: { enabled: true, beforeDelete: (user) => beforeAccountDeleted(db, user) },
    },
    emailAndPassword: {
      enabled: true,
      // With this on, better-auth answers a sign-up for a registered address exactly like a new one
      // (no enumeration); onExistingUserSignUp tells the owner by e-mail instead. docs/accounts.md.
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: LIFETIMES.passwordReset,
      sendResetPassword: async ({ user, token }) => emails.passwordReset(user, token),
      onExistingUserSignUp: async ({ user }) => {
        if (user.emailVerified) await emails.accountExists(user);
        else await sendConfirmation(user); // registering again is how people ask for the e-mail again
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Unconfirmed sign-ins are refused and offered a new e-mail (a button), not sent one each try.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: LIFETIMES.confirmation,
      // better-auth's change-email sends its own token, naming the new address, to the new address.
      sendVerificationEmail: async ({ user, token }) =>
        isEmailChangeToken(token) ? emails.changeEmail(user, token) : sendConfirmation(user),
    },
    session: {
      expiresIn: 60 * 60 * 12,
      // The client asks for the session every few minutes while visible (lib/session-keeper.ts);
      // after this long the expiry moves forward and the cookie is re-issued.
      updateAge: 60 * 15,
      storeSessionInDatabase: true,
    },
    verification: { storeInDatabase: true },
    databaseHooks: {
      session: {
        create: {
          // A magic link or e-mailed code proves the mailbox only: with TOTP on, insist on it.
          before: async (session, ctx) => {
            if (!ctx?.path || !EMAIL_ONLY_SIGN_IN_PATHS.has(ctx.path)) return;
            const [row] = await db
              .select({ twoFactorEnabled: schema.users.twoFactorEnabled })
              .from(schema.users)
              .where(eq(schema.users.id, session.userId));
            if (row?.twoFactorEnabled) {
              throw APIError.from('FORBIDDEN', {
                code: 'TWO_FACTOR_REQUIRED',
                message: AUTH_MESSAGES.twoFactorRequiredForEmailSignIn,
              });
            }
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      // Shared by every instance: never 'memory', or each instance would allow the limit again.
      storage: deps.secondaryStorage ? 'secondary-storage' : 'database',
      window: 60,
      max: 100,
      // Per client IP (see client-ip.ts); per-account limits are in account-throttle.ts.
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        // Also the longest window: better-auth prunes rate_limits rows older than its longest
        // window, and the per-account counters in the same table must outlive theirs.
        '/sign-up/email': { window: ACCOUNT_THROTTLE_WINDOW_S, max: 20 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/sign-in/magic-link': { window: 60, max: 5 },
        '/magic-link/verify': { window: 60, max: 10 },
        '/email-otp/send-verification-otp': { window: 60, max: 5 },
        '/sign-in/email-otp': { window: 60, max: 10 },
        '/two-factor/*': { window: 60, max: 10 },
        '/delete-user': { window: 60, max: 5 },
        '/change-email': { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.APP_URL.startsWith('https://'),
      cookiePrefix: 'medrecon',
    },
    plugins: [
      twoFactor({ issuer: 'MedRecon' }),
      magicLink({
        expiresIn: LIFETIMES.magicLink,
        storeToken: 'hashed',
        // Accounts are made only by registration (with its professional declaration).
        disableSignUp: true,
        sendMagicLink: async ({ email, token }) => {
          const user = await findUserByEmail(db, email);
          if (!user) return; // same answer as for a real account; nothing to send
          if (user.twoFactorEnabled) await emails.emailSignInRefused(email);
          else await emails.magicLink(email, token);
        },
      }),
      emailOTP({
        expiresIn: LIFETIMES.oneTimeCode,
        storeOTP: 'hashed',
        allowedAttempts: 3,
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type === 'sign-in' && (await findUserByEmail(db, email))?.twoFactorEnabled) {
            await emails.emailSignInRefused(email);
          } else {
            await emails.oneTimeCode(email, otp, type);
          }
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
