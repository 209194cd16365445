import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header our own code sets for better-auth; any value a client sends is replaced. */
export const CLIENT_IP_HEADER = 'x-medrecon-client-ip';

/**
 * The real client address. Behind a proxy the configured header is trusted (for
 * X-Forwarded-For, the right-most entry: the one our proxy appended, which a client cannot forge);
 * otherwise the socket's address. Without this, better-auth behind @hono/node-server sees no IP
 * and rate-limits every user in one shared bucket.
 */
export function clientIp(c: Context, trustedHeader: string | undefined): string {
  if (trustedHeader) {
    const value = c.req.header(trustedHeader);
    if (value) {
      const parts = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const ip = trustedHeader === 'x-forwarded-for' ? parts.at(-1) : parts[0];
      if (ip) return ip;
    }
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}

/** The request's headers plus the client IP in our header, for better-auth to read. */
export function headersWithClientIp(c: Context, trustedHeader: string | undefined): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, trustedHeader));
  return headers;
}

/** A copy of the (unread) request carrying the client IP in our header. */
export function withClientIp(c: Context, trustedHeader: string | undefined): Request {
  return new Request(c.req.raw, { headers: headersWithClientIp(c, trustedHeader) });
}
