import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** SUPERUSER_EMAILS as a set of lower-case addresses. */
export function superuserAddresses(list: string | undefined): ReadonlySet<string> {
  return new Set(
    (list ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Makes a signed-in user a superuser when the operator listed their address in SUPERUSER_EMAILS
 * and they have confirmed it (so only the mailbox's owner gets the role). Written to the users
 * table once, like the CLI's grant; true when granted.
 */
export async function grantConfiguredSuperuser(
  db: Db,
  grantable: ReadonlySet<string>,
  user: { id: string; email: string; emailVerified: boolean },
): Promise<boolean> {
  if (!user.emailVerified || !grantable.has(user.email.toLowerCase())) return false;
  await db
    .update(users)
    .set({ isSuperuser: true })
    .where(and(eq(users.id, user.id), eq(users.isSuperuser, false)));
  return true;
}
