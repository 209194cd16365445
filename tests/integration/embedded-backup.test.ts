import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAdminCli, type CliIo } from '../../src/server/cli/admin-program';
import { LOCK_FILE } from '../../src/server/db/lock';

function io(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const cliIo: CliIo = {
    out: (l) => void out.push(l),
    err: (l) => void err.push(l),
    readStdin: () => '',
    env: { AUTH_SECRET: 'x'.repeat(40), ...env },
  };
  return { cliIo, out, err };
}
const run = async (argv: string[], env: Record<string, string>) => {
  const { cliIo, out, err } = io(env);
  const code = await runAdminCli(argv, cliIo);
  return { code, out: out.join('\n'), err: err.join('\n') };
};

/** npm run admin -- backup / restore for the embedded database (issue 12). */
describe('embedded database backup and restore', () => {
  it('backs up, restores into a new folder, and refuses while a server holds the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medrecon-backup-'));
    const env = { DATA_DIR: join(dir, 'data') };
    const file = join(dir, 'medrecon.tar.gz');
    expect(
      await run(
        ['create-user', '--email', 'kept@example.org', '--name', 'Dr Kept', '--confirmed'],
        env,
      ),
    ).toMatchObject({ code: 0 });
    const backup = await run(['backup', '--out', file], env);
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.out).toContain(`to ${file}`);

    const restored = { DATA_DIR: join(dir, 'restored') };
    expect(await run(['restore', '--in', file], restored)).toMatchObject({
      code: 0,
      out: expect.stringContaining('(1 accounts)'),
    });
    const listed = await run(['list-users', '--json'], restored);
    expect(JSON.parse(listed.out)).toMatchObject([{ email: 'kept@example.org' }]);

    // A database already there is replaced only when asked, and kept.
    expect(await run(['restore', '--in', file], restored)).toMatchObject({
      code: 1,
      err: expect.stringContaining('--replace'),
    });
    expect(await run(['restore', '--in', file, '--replace'], restored)).toMatchObject({
      code: 0,
      out: expect.stringContaining('kept at'),
    });

    // A running server (a live process holding the lock) is never backed up under it.
    writeFileSync(join(env.DATA_DIR, LOCK_FILE), String(process.ppid));
    const locked = await run(['backup', '--out', file], env);
    expect(locked.code).toBe(1);
    expect(locked.err).toContain('stop the MedRecon server');
  }, 180_000);

  it('points PostgreSQL users to pg_dump', async () => {
    const res = await run(['backup', '--out', '/tmp/x'], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(res.code).toBe(1);
    expect(res.err).toContain('pg_dump');
  });
});
