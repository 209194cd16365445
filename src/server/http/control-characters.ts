import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types';
import { ApiError } from './errors';

export const CONTROL_CHARACTER_MESSAGE =
  'The request contains a control character (such as a null byte) that MedRecon cannot accept. Please remove it and try again.';

/**
 * C0 controls but tab, line feed and carriage return, and DEL. PostgreSQL refuses a null byte in
 * text (error 22021, a 500 before this check), and none of them belongs in a name, an address or
 * an order line.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether any string in a parsed JSON value (keys included) holds a control character. */
export function hasControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (depth > 50 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasControlCharacter(v, depth + 1));
  return Object.entries(value).some(
    ([k, v]) => CONTROL.test(k) || hasControlCharacter(v, depth + 1),
  );
}

/** A JSON body as the check parsed it, kept for the route (app-types.ts, `jsonBody`). */
export type ParsedJsonBody = { ok: true; value: unknown } | { ok: false };

async function bodyStrings(req: Request): Promise<{ strings: unknown; json?: ParsedJsonBody }> {
  const type = req.headers.get('content-type') ?? '';
  const text = await req.clone().text();
  if (type.includes('application/json')) {
    try {
      const value = JSON.parse(text) as unknown;
      return { strings: value, json: { ok: true, value } };
    } catch {
      return { strings: null, json: { ok: false } }; // the route answers malformed JSON itself
    }
  }
  if (type.includes('application/x-www-form-urlencoded'))
    return { strings: [...new URLSearchParams(text)].flat() };
  return { strings: text };
}

/**
 * Refuses a request whose query or body holds a control character, on every API route and before
 * any of them reads it, so no route can pass one to the database. The Stripe webhook is left out:
 * its body is Stripe's, checked by signature, and it must be acknowledged as sent.
 * A JSON body it parsed is kept as `jsonBody`, so a route that reads it (reconcile, on every
 * request) does not read and parse the body a second time.
 */
export function refuseControlCharacters(skipPaths: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!skipPaths.includes(url.pathname)) {
      const query = [...url.searchParams].flat();
      const body = ['GET', 'HEAD'].includes(c.req.method) ? null : await bodyStrings(c.req.raw);
      if (hasControlCharacter(query) || hasControlCharacter(body?.strings))
        throw new ApiError(400, CONTROL_CHARACTER_MESSAGE);
      if (body?.json) c.set('jsonBody', body.json);
    }
    await next();
  };
}
