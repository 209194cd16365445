import { randomInt } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES, firstIssue } from '../../../shared/auth';
import {
  changeEmailSchema,
  confirmEmailChangeSchema,
  deleteAccountSchema,
  PROFILE_MESSAGES,
  type ConfirmEmailChangeResponse,
} from '../../../shared/profile';
import type { AppDeps, AppEnv } from '../../app-types';
import { renderEmail } from '../../domain/email-layout';
import { ApiError } from '../../http/errors';
import type { Auth } from './auth';
import { headersWithClientIp } from './client-ip';
import { tokenClaims } from './profile-service';
import { currentUser, requireUser } from './session-middleware';

const GUARDED = {
  '/auth/change-email': changeEmailSchema,
  '/auth/delete-user': deleteAccountSchema,
};
const DELETE_CODE_MINUTES = 10;
/** No 0/O or 1/l/I: the code is read from an e-mail and typed in. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * Runs before better-auth's /change-email and /delete-user: a request must name a new address, or
 * carry the password or an e-mailed code. Without this, better-auth would delete the account of a
 * session younger than a day with no proof at all.
 */
export const profileGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const schema = GUARDED[c.req.path.replace(/^\/api/, '') as keyof typeof GUARDED];
  if (schema && c.req.method === 'POST') {
    // A clone: better-auth reads the original request's body itself.
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      return c.json({ error: firstIssue(parsed.error), code: 'VALIDATION_ERROR' }, 400);
  }
  await next();
};

/** Our own account endpoints for the profile page: confirming a new address, a deletion code. */
export function profileRoutes(auth: Auth, { env, mailer }: Pick<AppDeps, 'env' | 'mailer'>) {
  return new Hono<AppEnv>()
    .post('/account/change-email/confirm', async (c) => {
      const parsed = confirmEmailChangeSchema.safeParse(await c.req.json().catch(() => null));
      const newEmail = parsed.success ? tokenClaims(parsed.data.token).updateTo : undefined;
      if (!parsed.success || !newEmail)
        return c.json({ error: AUTH_MESSAGES.confirmInvalid, code: 'INVALID_TOKEN' }, 400);
      const headers = headersWithClientIp(c, env.TRUSTED_PROXY_HEADER);
      const res = await auth.api.verifyEmail({
        query: { token: parsed.data.token },
        headers,
        asResponse: true,
      });
      if (!res.ok) {
        const { code } = (await res.json().catch(() => ({}))) as { code?: string };
        if (code === 'TOKEN_EXPIRED')
          return c.json({ error: AUTH_MESSAGES.confirmExpired, code }, 410);
        return c.json({ error: AUTH_MESSAGES.confirmInvalid, code: code ?? 'INVALID_TOKEN' }, 400);
      }
      // The session cookie carries the user: better-auth re-issues it with the new address.
      for (const cookie of res.headers.getSetCookie())
        c.header('Set-Cookie', cookie, { append: true });
      return c.json({ email: newEmail } satisfies ConfirmEmailChangeResponse);
    })
    .post('/account/delete-code', requireUser, async (c) => {
      const user = currentUser(c);
      const code = Array.from(
        { length: 8 },
        () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
      ).join('');
      const ctx = await auth.$context;
      // Stored as better-auth's own delete-account token: /delete-user { token } consumes it once.
      await ctx.internalAdapter.createVerificationValue({
        identifier: `delete-account-${code}`,
        value: user.id,
        expiresAt: new Date(Date.now() + DELETE_CODE_MINUTES * 60_000),
      });
      try {
        await mailer.send({
          template: 'delete-account-code',
          to: user.email,
          subject: 'Your MedRecon account deletion code',
          ...renderEmail({
            greeting: user.name ? `Hello ${user.name},` : 'Hello,',
            paragraphs: ['You asked to delete your MedRecon account. Your code is:', code],
            notes: [
              `This code expires in ${DELETE_CODE_MINUTES} minutes and can be used once.`,
              'If you did not ask for this, change your password: someone may be signed in as you.',
            ],
          }),
        });
      } catch (err) {
        c.var.log.warn({ err }, 'account deletion code could not be sent');
        throw new ApiError(502, AUTH_MESSAGES.unexpected);
      }
      return c.json({ sent: true, message: PROFILE_MESSAGES.deleteCodeSent });
    });
}
