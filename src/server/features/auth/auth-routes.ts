import { Hono } from 'hono';
import type { AppEnv } from '../../app-types';
import type { Auth } from './auth';
import { withClientIp } from './client-ip';

/** better-auth's own endpoints under /api/auth, fed the real client IP for its rate limits. */
export function authRoutes(auth: Auth, trustedProxyHeader: string | undefined) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/auth/*', (c) => auth.handler(withClientIp(c, trustedProxyHeader)));
}
