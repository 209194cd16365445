import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import type { Db } from '../../db/client';
import { memberships, organisations, sessions, users } from '../../db/schema';
import { MEMBERSHIP_COLUMNS } from '../../domain/membership';
import { toRequestAccess, type RequestAccess } from '../../domain/request-access';
import type { Auth } from './auth';

export interface FastSession {
  user: { id: string; name: string; email: string; emailVerified: boolean };
  sessionId: string;
  access: RequestAccess;
}

/**
 * The read every signed-in API request makes, in one prepared query: the session by its token,
 * its user, and the user's membership and organisation access. better-auth's getSession costs
 * about 4 ms of the server's CPU per request (its endpoint machinery, an asynchronous WebCrypto
 * HMAC, two adapter queries), which capped the reconcile rate (issue 17).
 *
 * It only ever confirms what better-auth would: the cookie must carry better-auth's own signature
 * (HMAC-SHA256 with the auth secret, checked with node:crypto) and the session must exist, be
 * unexpired and not yet due for better-auth's sliding refresh. Anything else (no cookie, a bad
 * signature, an unknown or expired token, a session to refresh) returns undefined and the caller
 * asks better-auth, which decides, refreshes and cleans up as it always did. Sessions are read
 * from the database, where better-auth keeps them even with Redis as secondary storage
 * (storeSessionInDatabase), and revocations delete them there, so a revoked session is refused
 * on the next request on every instance.
 */
export function sessionFastPath(auth: Auth, db: Db) {
  const query = db
    .select({
      ...MEMBERSHIP_COLUMNS,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      // `name` is the organisation's (MEMBERSHIP_COLUMNS).
      userName: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      isSuperuser: users.isSuperuser,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(organisations, eq(memberships.organisationId, organisations.id))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('medrecon_session_access');

  return async (headers: Headers): Promise<FastSession | undefined> => {
    const cookieHeader = headers.get('cookie');
    if (!cookieHeader) return undefined;
    const ctx = await auth.$context;
    const cookieName = ctx.authCookies.sessionToken.name;
    if (!cookieHeader.includes(`${cookieName}=`)) return undefined;
    const cookies = parse(cookieHeader);
    // "Remember me" off: better-auth treats those sessions differently; leave them to it.
    if (cookies[ctx.authCookies.dontRememberToken.name]) return undefined;
    const token = verifiedToken(cookies[cookieName], ctx.secret);
    if (!token) return undefined;

    const [row] = await query.execute({ token });
    if (!row) return undefined;
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const expiresAt = row.expiresAt.getTime();
    const now = Date.now();
    if (expiresAt <= now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now)
      return undefined;
    return {
      user: {
        id: row.userId,
        name: row.userName,
        email: row.email,
        emailVerified: row.emailVerified,
      },
      sessionId: row.sessionId,
      access: toRequestAccess(row),
    };
  };
}

/** The token of a better-auth signed cookie value (`token.base64(HMAC-SHA256)`), if it verifies. */
export function verifiedToken(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}
