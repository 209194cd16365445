import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runAdminCli } from '../../src/server/cli/admin-program';
import { freePorts, startServerProcess } from '../helpers/instance-process';

/**
 * The embedded database after `kill -9` during writes (issue 12): the server restarts at once on
 * the same folder (its lock is taken over) and every write it had acknowledged is there.
 */
describe('kill -9 during writes on the embedded database', () => {
  it('restarts at once and loses nothing acknowledged', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'medrecon-kill-'));
    const [port] = await freePorts(1);
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'k'.repeat(40),
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
    };
    const first = startServerProcess(port!, env);
    onTestFinished(() => first.kill()); // when an assertion fails before the kill below
    await first.ready();

    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const email = `kill-${w}-${i}@example.org`;
        try {
          const res = await fetch(`${first.url}/api/auth/sign-up/email`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: `http://localhost:${port}`,
              'x-forwarded-for': `10.9.${w}.${i % 250}`,
            },
            body: JSON.stringify({ email, name: 'Dr Kill', password: 'correct-horse-battery' }),
          });
          if (res.ok) acknowledged.push(email);
          else statuses.push(res.status);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2].map(writer);
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 15 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(
      acknowledged.length,
      `refused: ${statuses.slice(0, 20).join(',')}`,
    ).toBeGreaterThanOrEqual(15);
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await first.exited;

    const second = startServerProcess(port!, env);
    try {
      await second.ready();
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
    const out: string[] = [];
    const code = await runAdminCli(['list-users', '--json'], {
      out: (l) => void out.push(l),
      err: (l) => void out.push(l),
      readStdin: () => '',
      env,
    });
    expect(code, out.join('\n')).toBe(0);
    const emails = new Set(
      (JSON.parse(out.join('\n')) as Array<{ email: string }>).map((u) => u.email),
    );
    expect(acknowledged.filter((e) => !emails.has(e))).toEqual([]);
  }, 240_000);
});
