import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { firstIssue, signUpRequestSchema } from '../../shared/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Auth } from '../features/auth/auth';

/** A mistake the operator can fix: printed as it is, exit code 1. */
export class AdminCommandError extends Error {}

export interface AdminContext {
  db: Db;
  auth: Auth;
}

export interface CreatedUser {
  id: string;
  email: string;
  name: string;
  confirmed: boolean;
  /** Set when the CLI chose the password: shown once to the operator. */
  generatedPassword?: string;
}

/** A password an operator can read out: 20 characters from a 32-letter alphabet, ~100 bits. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(20), (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Creates an account as registration would (same checks, same password hashing), confirmed at
 * once or sent the usual confirmation e-mail.
 */
export async function createUser(
  ctx: AdminContext,
  opts: { email: string; name: string; password?: string; confirmed: boolean },
): Promise<CreatedUser> {
  const generatedPassword = opts.password === undefined ? generatePassword() : undefined;
  const parsed = signUpRequestSchema.safeParse({
    name: opts.name,
    email: opts.email,
    password: opts.password ?? generatedPassword,
  });
  if (!parsed.success) throw new AdminCommandError(firstIssue(parsed.error));
  const { name, email, password } = parsed.data;
  const normalised = email.toLowerCase();

  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalised));
  if (existing) throw new AdminCommandError(`A user with the email ${normalised} already exists.`);

  const auth = await ctx.auth.$context;
  const user = await auth.internalAdapter.createUser(
    { email: normalised, name, emailVerified: opts.confirmed },
    { method: 'admin' },
  );
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await auth.password.hash(password),
  });
  if (!opts.confirmed) await ctx.auth.api.sendVerificationEmail({ body: { email: normalised } });
  return { id: user.id, email: normalised, name, confirmed: opts.confirmed, generatedPassword };
}

/** Grants (or with revoke, takes away) the platform superuser role. The only way to get it. */
export async function setSuperuser(
  ctx: AdminContext,
  email: string,
  superuser: boolean,
): Promise<{ email: string }> {
  const normalised = email.trim().toLowerCase();
  if (!normalised) throw new AdminCommandError('Give the user with --email.');
  const [row] = await ctx.db
    .update(users)
    .set({ isSuperuser: superuser, updatedAt: new Date() })
    .where(eq(users.email, normalised))
    .returning({ email: users.email });
  if (!row) throw new AdminCommandError(`No user with the email ${normalised}.`);
  return row;
}

export interface UserListing {
  email: string;
  name: string;
  confirmed: boolean;
  superuser: boolean;
  twoFactor: boolean;
  createdAt: string;
}

export async function listUsers(ctx: Pick<AdminContext, 'db'>): Promise<UserListing[]> {
  const rows = await ctx.db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
  return rows.map((r) => ({
    email: r.email,
    name: r.name,
    confirmed: r.emailVerified,
    superuser: r.isSuperuser,
    twoFactor: !!r.twoFactorEnabled,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A plain table for the terminal. */
export function formatUserTable(rows: UserListing[]): string {
  if (rows.length === 0) return 'No users yet.';
  const header = ['Email', 'Name', 'Confirmed', 'Superuser', '2FA', 'Created'];
  const data = rows.map((r) => [
    r.email,
    r.name,
    r.confirmed ? 'yes' : 'no',
    r.superuser ? 'yes' : 'no',
    r.twoFactor ? 'yes' : 'no',
    r.createdAt.slice(0, 10),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...data.map((d) => d[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...data.map(line)].join('\n');
}
