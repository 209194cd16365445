import type { MiddlewareHandler } from 'hono';
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

async function bodyStrings(req: Request): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  const text = await req.clone().text();
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null; // the route answers malformed JSON itself
    }
  }
  if (type.includes('application/x-www-form-urlencoded'))
    return [...new URLSearchParams(text)].flat();
  return text;
}

/**
 * Refuses a request whose query or body holds a control character, on every API route and before
 * any of them reads it, so no route can pass one to the database. The Stripe webhook is left out:
 * its body is Stripe's, checked by signature, and it must be acknowledged as sent.
 */
export function refuseControlCharacters(skipPaths: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!skipPaths.includes(url.pathname)) {
      const query = [...url.searchParams].flat();
      const body = ['GET', 'HEAD'].includes(c.req.method) ? null : await bodyStrings(c.req.raw);
      if (hasControlCharacter(query) || hasControlCharacter(body))
        throw new ApiError(400, CONTROL_CHARACTER_MESSAGE);
    }
    await next();
  };
}
