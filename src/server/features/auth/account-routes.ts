import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  AUTH_MESSAGES,
  confirmEmailRequestSchema,
  resetTokenQuerySchema,
  type ConfirmEmailResponse,
} from '../../../shared/auth';
import type { AppDeps, AppEnv } from '../../app-types';
import { users } from '../../db/schema';
import type { Auth } from './auth';
import { headersWithClientIp } from './client-ip';

/**
 * The e-mail address a confirmation token names, read without checking its signature: used only
 * to tell "already confirmed" from "confirmed now" after better-auth has checked the token.
 */
function emailNamedBy(token: string): string | null {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { email?: unknown };
    return typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

async function errorCode(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The two questions the account pages ask that better-auth's endpoints do not answer in a form
 * the spec's states need: "confirm this e-mail (and was it already?)" and "is this reset link
 * still good?" (asked before the person types a new password, not after).
 */
export function accountRoutes(auth: Auth, { db, env }: Pick<AppDeps, 'db' | 'env'>) {
  return new Hono<AppEnv>()
    .post('/account/confirm-email', async (c) => {
      const parsed = confirmEmailRequestSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success)
        return c.json({ error: AUTH_MESSAGES.confirmMissingToken, code: 'MISSING_TOKEN' }, 400);
      const { token } = parsed.data;

      const named = emailNamedBy(token);
      const [before] = named
        ? await db
            .select({ emailVerified: users.emailVerified })
            .from(users)
            .where(eq(users.email, named))
        : [];
      const headers = headersWithClientIp(c, env.TRUSTED_PROXY_HEADER);
      const res = await auth.api.verifyEmail({ query: { token }, headers, asResponse: true });
      if (!res.ok) {
        const code = await errorCode(res);
        if (code === 'TOKEN_EXPIRED')
          return c.json({ error: AUTH_MESSAGES.confirmExpired, code }, 410);
        if (code === 'INVALID_TOKEN')
          return c.json({ error: AUTH_MESSAGES.confirmInvalid, code }, 400);
        if (code === 'USER_NOT_FOUND')
          return c.json({ error: AUTH_MESSAGES.verificationFailed, code }, 400);
        c.var.log.warn({ status: res.status, code }, 'email confirmation failed');
        return c.json({ error: AUTH_MESSAGES.confirmFailed, code: code ?? 'FAILED' }, 500);
      }

      const cookies = res.headers.getSetCookie();
      for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
      const answer: ConfirmEmailResponse = before?.emailVerified
        ? { status: 'already-confirmed', signedIn: false }
        : {
            status: 'confirmed',
            signedIn: cookies.some((k) => k.includes('session_token=') && !k.includes('Max-Age=0')),
          };
      return c.json(answer);
    })
    .get('/account/reset-token', async (c) => {
      const parsed = resetTokenQuerySchema.safeParse({ token: c.req.query('token') });
      if (!parsed.success)
        return c.json({ error: AUTH_MESSAGES.invalidRecoveryLink, code: 'INVALID_TOKEN' }, 400);
      const ctx = await auth.$context;
      const found = await ctx.internalAdapter.findVerificationValue(
        `reset-password:${parsed.data.token}`,
      );
      if (!found)
        return c.json({ error: AUTH_MESSAGES.invalidRecoveryLink, code: 'INVALID_TOKEN' }, 400);
      if (found.expiresAt.getTime() < Date.now()) {
        return c.json({ error: AUTH_MESSAGES.recoveryExpired, code: 'TOKEN_EXPIRED' }, 410);
      }
      return c.json({ valid: true });
    });
}
