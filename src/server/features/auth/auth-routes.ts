import { Hono } from 'hono';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  emailOnlySchema,
  firstIssue,
  signInRequestSchema,
  signUpRequestSchema,
  updateUserRequestSchema,
} from '../../../shared/auth';
import type { AppDeps, AppEnv } from '../../app-types';
import { wrongOriginMessage } from '../../config/origins';
import type { AccountThrottle } from './account-throttle';
import { createAccountThrottle } from './account-throttle';
import type { Auth } from './auth';
import { jsonResponse, normaliseAuthResponse } from './auth-responses';
import { CLIENT_IP_HEADER, withClientIp } from './client-ip';
import { trackMailFailures } from './mail-tracking';

export const AUTH_BASE_PATH = '/api/auth';

/** Request shapes checked here, before better-auth, so bad input gets the spec's words. */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/sign-up/email': signUpRequestSchema,
  '/sign-in/email': signInRequestSchema,
  '/update-user': updateUserRequestSchema,
  '/request-password-reset': emailOnlySchema,
  '/send-verification-email': emailOnlySchema,
  '/sign-in/magic-link': emailOnlySchema,
  '/email-otp/send-verification-otp': emailOnlySchema,
};

/** The parsed body, wrapped so that a JSON `null` (a body to refuse) differs from no body at all. */
async function readBody(req: Request): Promise<{ value: unknown } | null> {
  const type = req.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return { value: await req.clone().json() };
    if (type.includes('application/x-www-form-urlencoded')) {
      return { value: Object.fromEntries(new URLSearchParams(await req.clone().text())) };
    }
  } catch {
    return null; // better-auth answers malformed bodies itself
  }
  return null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const tooMany = (retryAfter: number, message: string) =>
  jsonResponse(
    429,
    { error: message, code: 'TOO_MANY_REQUESTS' },
    { 'X-Retry-After': String(retryAfter), 'Retry-After': String(retryAfter) },
  );

/**
 * better-auth's own endpoints under /api/auth, wrapped: the real client IP for its per-IP limits,
 * our request checks and per-account limits before it, and our `{ error }` answers after it.
 */
export function authRoutes(auth: Auth, deps: Pick<AppDeps, 'db' | 'env'>) {
  const throttle = createAccountThrottle(deps.db);
  return new Hono<AppEnv>().on(['GET', 'POST'], '/auth/*', async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname.slice(AUTH_BASE_PATH.length) || '/';
    const request = withClientIp(c, deps.env.TRUSTED_PROXY_HEADER);
    const body = c.req.method === 'POST' ? await readBody(request) : null;

    const schema = BODY_SCHEMAS[path];
    if (schema && body) {
      const parsed = schema.safeParse(body.value);
      if (!parsed.success)
        return c.json({ error: firstIssue(parsed.error), code: 'VALIDATION_ERROR' }, 400);
    }
    const fields = isRecord(body?.value) ? body.value : null;
    const email = typeof fields?.email === 'string' ? fields.email : null;
    const ip = request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
    const early = email ? await beforeAccountLimits(path, email, ip, throttle) : null;
    if (early) return early;

    const started = performance.now();
    const { result: res, mailFailed } = await trackMailFailures(() => auth.handler(request));
    if (email) await afterAccountLimits(path, email, ip, res.status, throttle);
    // Known and unknown addresses answer in the same time (the e-mail goes in the background).
    if (path === '/request-password-reset')
      await sleep(RESET_ANSWER_MS - (performance.now() - started));
    if (res.status === 403 && (await res.clone().text()).includes('INVALID_ORIGIN')) {
      return c.json({ error: wrongOriginMessage(deps.env.APP_URL), code: 'INVALID_ORIGIN' }, 403);
    }
    if (path === '/sign-up/email' && res.ok && mailFailed) {
      return c.json({ error: AUTH_MESSAGES.sendConfirmationFailed, code: 'EMAIL_NOT_SENT' }, 502);
    }
    return normaliseAuthResponse(path, url, res);
  });
}

/** The time a password reset request takes to answer, whether or not the address has an account. */
export const RESET_ANSWER_MS = 800;
/** The pause before each sign-in to an account past its account-wide failures. */
export const SLOWED_SIGN_IN_MS = 1500;
/** The endpoints that e-mail a code or a link to the address in the body. */
const EMAILING_PATHS = new Set([
  '/sign-up/email',
  '/send-verification-email',
  '/request-password-reset',
  '/sign-in/magic-link',
  '/email-otp/send-verification-otp',
]);

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
const fromAddress = (email: string, ip: string) => `${email}|${ip}`;

async function beforeAccountLimits(
  path: string,
  email: string,
  ip: string,
  throttle: AccountThrottle,
): Promise<Response | null> {
  if (path === '/sign-in/email') {
    const wait = await throttle.blockedFor('signInFailures', fromAddress(email, ip));
    if (wait) return tooMany(wait, AUTH_MESSAGES.accountThrottled);
    // Many addresses guessing one account only slow each other: the owner, from their own
    // address, still signs in with the right password.
    if (await throttle.blockedFor('accountFailures', email)) await sleep(SLOWED_SIGN_IN_MS);
  }
  if (EMAILING_PATHS.has(path)) {
    // Counted whether or not the address has an account, so the limit reveals nothing.
    const wait = await throttle.hit('emails', email);
    if (wait) return tooMany(wait, AUTH_MESSAGES.tooManyAttempts);
  }
  return null;
}

async function afterAccountLimits(
  path: string,
  email: string,
  ip: string,
  status: number,
  throttle: AccountThrottle,
) {
  if (path !== '/sign-in/email') return;
  if (status === 401) {
    await throttle.hit('signInFailures', fromAddress(email, ip));
    await throttle.hit('accountFailures', email);
  } else if (status === 200) {
    await throttle.clear('signInFailures', fromAddress(email, ip));
    await throttle.clear('accountFailures', email);
  }
}
