import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

export const CROSS_SITE_MESSAGE = 'Requests from other websites are not allowed';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that a browser made on behalf of another website (CSRF).
 * Our API is authenticated by a session cookie, and a cross-site page can still make a browser
 * send a plain-text form POST or a body-less fetch with it (SameSite=Lax stops most of that, but
 * not same-site subdomains or older browsers). Browsers always label such requests with
 * Sec-Fetch-Site and Origin; callers that send neither (curl, scripts, tests) are not browsers
 * carrying someone else's cookie, so they are left to the ordinary session checks.
 * better-auth's own endpoints do the same check themselves (trustedOrigins).
 */
export function sameOriginWrites(appOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      // 'same-origin' also covers the Vite dev server, which proxies /api from its own origin.
      const sameSite = site === undefined || site === 'same-origin';
      const sameOrigin = origin === undefined || appOrigins.includes(origin);
      if (!(site === 'same-origin' || (sameSite && sameOrigin)))
        throw new ApiError(403, CROSS_SITE_MESSAGE);
    }
    await next();
  };
}
