import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv } from '../config/env';
import { resolveAuthSecret } from '../config/generated-secrets';
import { resolveFromCwd } from '../config/paths';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { createAuth } from '../features/auth/auth';
import { createAuthEmails } from '../features/auth/auth-emails';
import { createMailer } from '../features/mail/mailer';
import { createLogger } from '../http/logger';
import { backupEmbedded, restoreEmbedded } from './admin-backup';
import {
  AdminCommandError,
  createUser,
  formatUserTable,
  listUsers,
  setSuperuser,
} from './admin-commands';

export const USAGE = `MedRecon operator commands

  npm run admin -- create-user --email EMAIL --name "FULL NAME" [--confirmed] [--password PASSWORD | --password-stdin]
      Creates an account. With --confirmed it can sign in at once; otherwise the usual
      confirmation e-mail is sent. Without a password option one is generated and shown once.
  npm run admin -- make-superuser --email EMAIL [--revoke]
      Grants (or takes away) the superuser role. Nothing in the web app can grant it.
  npm run admin -- list-users [--json]
      Lists every account.
  npm run admin -- backup --out FILE
      Copies the embedded database (DATA_DIR) to FILE. Stop the server first.
  npm run admin -- restore --in FILE [--replace]
      Restores a backup into DATA_DIR; --replace keeps the database it replaces, renamed.
      With DATABASE_URL, use PostgreSQL's own tools instead (docs/operations.md).

The commands open the same database as the server: DATABASE_URL, or the embedded database in
DATA_DIR (default ./data). The embedded database allows one process at a time, so stop the
server first when using it.`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Reads all of standard input (for --password-stdin). */
  readStdin(): string;
  env: NodeJS.ProcessEnv;
}

export const processIo: CliIo = {
  out: (l) => process.stdout.write(`${l}\n`),
  err: (l) => process.stderr.write(`${l}\n`),
  readStdin: () => readFileSync(0, 'utf8'),
  env: process.env,
};

const OPTIONS = {
  email: { type: 'string' },
  name: { type: 'string' },
  password: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  confirmed: { type: 'boolean' },
  revoke: { type: 'boolean' },
  json: { type: 'boolean' },
  out: { type: 'string' },
  in: { type: 'string' },
  replace: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Runs one command; returns the exit code (0 done, 1 failed, 2 usage). */
export async function runAdminCli(argv: string[], io: CliIo = processIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    io.err(`${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || !command) {
    io.out(USAGE);
    return command || values.help ? 0 : 2;
  }
  if (command === 'backup' || command === 'restore') return runBackupCommand(command, values, io);
  if (!['create-user', 'make-superuser', 'list-users'].includes(command)) {
    io.err(`Unknown command "${command}".\n\n${USAGE}`);
    return 2;
  }

  let database: Database | undefined;
  try {
    const env = parseEnv(io.env);
    const dataDir = resolveFromCwd(env.DATA_DIR);
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    await database.migrate();
    env.AUTH_SECRET = (await resolveAuthSecret(env.AUTH_SECRET, database, dataDir)).secret;
    const log = createLogger('warn');
    const db = database.db;
    const auth = createAuth(
      { env, db, log },
      createAuthEmails(createMailer(env, db, log), env.APP_URL),
    );

    if (command === 'list-users') {
      const rows = await listUsers({ db });
      io.out(values.json ? JSON.stringify(rows, null, 2) : formatUserTable(rows));
    } else if (command === 'make-superuser') {
      const { email } = await setSuperuser({ db, auth }, values.email ?? '', !values.revoke);
      io.out(values.revoke ? `${email} is no longer a superuser.` : `${email} is now a superuser.`);
    } else {
      const password = values['password-stdin']
        ? io.readStdin().replace(/\r?\n$/, '')
        : values.password;
      const user = await createUser(
        { db, auth },
        {
          email: values.email ?? '',
          name: values.name ?? '',
          password,
          confirmed: !!values.confirmed,
        },
      );
      io.out(`Created ${user.email} (${user.name}).`);
      io.out(
        user.confirmed
          ? 'The account is confirmed and can sign in now.'
          : `A confirmation e-mail was sent to ${user.email}${env.SMTP_URL ? '' : ' (local outbox: /dev/mailbox while the server runs)'}.`,
      );
      if (user.generatedPassword) io.out(`Password (shown once): ${user.generatedPassword}`);
    }
    return 0;
  } catch (e) {
    return reportFailure(e, io);
  } finally {
    await database?.close();
  }
}

function reportFailure(e: unknown, io: CliIo): number {
  if (e instanceof AdminCommandError || e instanceof ConfigError) {
    io.err(e.message);
  } else if (e instanceof DataDirLockedError) {
    io.err(
      `${e.message}\nThe embedded database allows one process at a time: stop the MedRecon server, run this command, then start the server again.`,
    );
  } else {
    io.err(`The command failed: ${(e as Error).message}`);
  }
  return 1;
}

async function runBackupCommand(
  command: 'backup' | 'restore',
  values: { out?: string; in?: string; replace?: boolean },
  io: CliIo,
): Promise<number> {
  try {
    const env = parseEnv(io.env);
    if (env.DATABASE_URL)
      throw new AdminCommandError(
        "DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore, or your provider's point-in-time restore (docs/operations.md).",
      );
    const dataDir = resolveFromCwd(env.DATA_DIR);
    if (command === 'backup') {
      if (!values.out) throw new AdminCommandError('Give the backup file: backup --out FILE');
      const bytes = await backupEmbedded(dataDir, values.out);
      io.out(`Backed up ${dataDir} to ${values.out} (${bytes.toLocaleString('en-AU')} bytes).`);
    } else {
      if (!values.in) throw new AdminCommandError('Give the backup file: restore --in FILE');
      const { users, keptAs } = await restoreEmbedded(dataDir, values.in, !!values.replace);
      io.out(`Restored ${values.in} into ${dataDir} (${users} accounts).`);
      if (keptAs) io.out(`The database it replaced is kept at ${keptAs}.`);
    }
    return 0;
  } catch (e) {
    return reportFailure(e, io);
  }
}
