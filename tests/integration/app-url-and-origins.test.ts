import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/config/env';
import { wrongOriginMessage } from '../../src/server/config/origins';
import { freePorts, startServerProcess, type ServerProcess } from '../helpers/instance-process';

const prod = (APP_URL: string) =>
  parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), APP_URL });

/**
 * An http:// APP_URL was accepted in production (cookies then not Secure), and a local server
 * opened at http://127.0.0.1:3000 instead of http://localhost:3000 refused registration with a
 * bare "Invalid origin" (issue 12).
 */
describe('APP_URL in production', () => {
  it('refuses an http:// address, naming the variable', () => {
    expect(() => prod('http://medrecon.example.org')).toThrow(
      /APP_URL: must be an https:\/\/ address when NODE_ENV=production/,
    );
  });

  it('accepts https, and http on the machine itself', () => {
    expect(prod('https://medrecon.example.org').APP_URL).toBe('https://medrecon.example.org');
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(prod(url).APP_URL).toBe(url);
  });
});

describe('origins of a local server', () => {
  // A real server process: better-auth skips its origin check under a test runner.
  let server: ServerProcess;
  let appUrl = '';
  beforeAll(async () => {
    const [port] = await freePorts(1);
    appUrl = `http://localhost:${port}`;
    server = startServerProcess(port!, {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'medrecon-origins-')),
      LOG_LEVEL: 'warn',
    });
    await server.ready();
  }, 120_000);
  afterAll(() => server.kill());

  const signUp = (origin: string, email: string) =>
    fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      // A browser sends any cookie it holds for the site: better-auth checks the origin then.
      headers: { origin, cookie: 'seen=1', 'content-type': 'application/json' },
      body: JSON.stringify({ email, name: 'Dr Local', password: 'correct-horse-battery' }),
    });

  it('registers from each loopback name of its own port, and says which address to open from another', async () => {
    const port = new URL(appUrl).port;
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const res = await signUp(`http://${host}:${port}`, `local-${host.length}@example.org`);
      expect([host, res.status]).toEqual([host, 200]);
    }
    for (const origin of ['http://127.0.0.1:4999', 'http://192.168.1.20:' + port]) {
      const res = await signUp(origin, 'other@example.org');
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: wrongOriginMessage(appUrl) });
    }
  });
});
