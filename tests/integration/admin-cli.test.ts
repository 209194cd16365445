import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import {
  createUser,
  formatUserTable,
  listUsers,
  setSuperuser,
} from '../../src/server/cli/admin-commands';
import { runAdminCli, type CliIo } from '../../src/server/cli/admin-program';
import { parseEnv } from '../../src/server/config/env';
import { openDatabase } from '../../src/server/db/client';
import { createAuth } from '../../src/server/features/auth/auth';
import { createAuthEmails } from '../../src/server/features/auth/auth-emails';
import { createOutboxMailer } from '../../src/server/features/mail/mailer';
import { inProcessEngine } from '../../src/server/features/reconcile/in-process-engine';
import { createLogger } from '../../src/server/http/logger';
import { createTestApp } from '../helpers/test-app';
import { latestMailTo, tokenIn } from '../helpers/mail';
import { TEST_DATABASES } from '../helpers/test-database';
import { nextTestIp } from '../helpers/users';

/** Runs the CLI in-process against `env`, collecting what it prints. */
async function cli(argv: string[], env: NodeJS.ProcessEnv, stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readStdin: () => stdin,
    env,
  };
  const code = await runAdminCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const baseEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  DATA_DIR: dataDir,
  APP_URL: 'http://localhost:3000',
});

describe('operator CLI on the embedded database', () => {
  it('creates a user, grants superuser and lists, in the same folder the server then opens', async () => {
    const env = baseEnv(mkdtempSync(join(tmpdir(), 'medrecon-cli-')));
    const created = await cli(
      [
        'create-user',
        '--email',
        'Chief@Example.org',
        '--name',
        'Dr Chief',
        '--confirmed',
        '--password-stdin',
      ],
      env,
      'chief-password\n',
    );
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain('Created chief@example.org (Dr Chief).');
    expect(created.out).not.toContain('Password (shown once)');
    expect(await cli(['make-superuser', '--email', 'CHIEF@example.org'], env)).toMatchObject({
      code: 0,
      out: 'chief@example.org is now a superuser.',
    });
    const listed = await cli(['list-users', '--json'], env);
    expect(JSON.parse(listed.out)).toMatchObject([
      { email: 'chief@example.org', name: 'Dr Chief', confirmed: true, superuser: true },
    ]);

    // The server, opening the same folder afterwards, signs the account in with that password.
    const database = await openDatabase({ dataDir: env.DATA_DIR! });
    const log = createLogger('silent');
    const deps = {
      env: parseEnv({ ...env, AUTH_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' }),
      db: database.db,
      log,
      mailer: createOutboxMailer(database.db, log),
      engine: inProcessEngine(),
    };
    const res = await createApp(deps, { clientDir: false }).request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'chief@example.org', password: 'chief-password' }),
    });
    await database.close();
    expect(res.status).toBe(200);
  }, 120_000); // each command opens the embedded database from disk

  it('stops with a clear message while the server holds the data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'medrecon-cli-'));
    writeFileSync(join(dataDir, 'medrecon.lock'), String(process.ppid)); // a live process
    const res = await cli(['list-users'], baseEnv(dataDir));
    expect(res.code).toBe(1);
    expect(res.err).toContain('in use by another MedRecon process');
    expect(res.err).toContain(
      'stop the MedRecon server, run this command, then start the server again',
    );
  });

  it('explains its usage', async () => {
    expect((await cli([], {})).code).toBe(2);
    expect((await cli(['--help'], {})).out).toContain(
      'npm run admin -- make-superuser --email EMAIL',
    );
    expect((await cli(['frobnicate'], {})).code).toBe(2);
    expect((await cli(['list-users', '--bogus'], {})).code).toBe(2);
  });

  it('runs as `npm run admin`', () => {
    const res = spawnSync('npm', ['run', '-s', 'admin', '--', '--help'], { encoding: 'utf8' });
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('MedRecon operator commands');
  }, 60_000);
});

describe.each(TEST_DATABASES)('operator commands on %s', (kind) => {
  it('send the usual confirmation, generate a password, and refuse mistakes', async () => {
    const t = await createTestApp(kind);
    const ctx = {
      db: t.deps.db,
      auth: createAuth(t.deps, createAuthEmails(t.deps.mailer, t.deps.env.APP_URL)),
    };
    const nurse = await createUser(ctx, {
      email: 'Nurse@Example.org',
      name: 'Nurse Kim',
      confirmed: false,
    });
    expect(nurse.generatedPassword).toMatch(/^[a-z2-9]{20}$/);
    expect(
      tokenIn(await latestMailTo(t, 'nurse@example.org', /Confirm/), '/auth/confirm'),
    ).toBeTruthy();
    await expect(
      createUser(ctx, {
        email: 'nurse@example.org',
        name: 'Again',
        password: 'whatever1',
        confirmed: true,
      }),
    ).rejects.toThrow('A user with the email nurse@example.org already exists.');
    await expect(
      createUser(ctx, { email: 'x@example.org', name: 'X', password: '123', confirmed: true }),
    ).rejects.toThrow('Password must be at least 6 characters long');
    await expect(setSuperuser(ctx, 'ghost@example.org', true)).rejects.toThrow(
      'No user with the email ghost@example.org.',
    );
    expect(formatUserTable(await listUsers(ctx))).toMatch(
      /^Email\s+Name\s+Confirmed\s+Superuser\s+2FA\s+Created\n-+/,
    );
    await t.close();
  });
});

describe.each(TEST_DATABASES.filter((k) => k === 'postgres'))('operator CLI on %s', (kind) => {
  it('grants superuser to an account registered through the web app', async () => {
    const t = await createTestApp(kind);
    const url = t.database.url;
    expect(url).toBeTruthy();
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': nextTestIp() },
      json: { name: 'Dr Web', email: 'web@example.org', password: 'secret1' },
    });
    const res = await cli(['make-superuser', '--email', 'web@example.org'], {
      DATABASE_URL: url,
      APP_URL: 'http://localhost:3000',
      AUTH_SECRET: t.deps.env.AUTH_SECRET,
    });
    expect(res).toMatchObject({ code: 0 });
    await t.close();
  });
});
