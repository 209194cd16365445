import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A sign-in attempt over a real socket, from the given loopback address. */
function signInFrom(
  port: number,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'wrong-password' });
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/auth/sign-in/email',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('rate limits behind @hono/node-server', () => {
  let t: TestApp;
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    // No trusted proxy header: the socket address is the client.
    t = await createTestApp('pglite', { TRUSTED_PROXY_HEADER: '' });
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await t.close();
  });

  it('keys each client by its socket address, and ignores a forged X-Forwarded-For', async () => {
    expect(await signInFrom(port, '127.0.0.2', { 'x-forwarded-for': '198.51.100.9' })).toBe(401);
    expect(await signInFrom(port, '127.0.0.3')).toBe(401);
    const keys = (
      await t.deps.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, '%/sign-in/email'))
    )
      .map((r) => r.key)
      .sort();
    expect(keys).toEqual(['127.0.0.2|/sign-in/email', '127.0.0.3|/sign-in/email']);
  });
});
