/**
 * PostgreSQL error codes reach us bare (PGlite, node-postgres) or wrapped by Drizzle as the cause
 * of a DrizzleQueryError; look through the wrapping.
 */
function pgError(err: unknown): { code?: string; constraint?: string } | null {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    if ('code' in e && typeof e.code === 'string')
      return e as { code: string; constraint?: string };
    e = 'cause' in e ? e.cause : null;
  }
  return null;
}

/** True when the error is a unique violation, optionally on the named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = pgError(err);
  if (pg?.code !== '23505') return false;
  // PGlite does not always report the constraint name; then any unique violation matches.
  return !constraint || !pg.constraint || pg.constraint === constraint;
}
