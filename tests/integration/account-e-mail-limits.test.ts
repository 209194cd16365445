import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_ANSWER_MS } from '../../src/server/features/auth/auth-routes';
import { createOutboxMailer } from '../../src/server/features/mail/mailer';
import { AUTH_MESSAGES } from '../../src/shared/auth';
import { mailTo } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, nextTestIp } from '../helpers/users';

const ORIGIN = 'http://localhost:3000';

/**
 * No cap on e-mailed codes and links per account, and a password reset request measurably slower
 * for real accounts than for unknown addresses (issue 12).
 */
describe('e-mailed codes and links', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A mail server that takes its time, as a real one can: it must not show in the answer.
    t = await createTestApp(
      'pglite',
      {},
      {
        mailer: (db, log) => {
          const outbox = createOutboxMailer(db, log);
          return {
            send: async (m) => {
              await new Promise((r) => setTimeout(r, 400));
              await outbox.send(m);
            },
          };
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (path: string, json: unknown) =>
    t.request(path, {
      method: 'POST',
      headers: { 'x-forwarded-for': nextTestIp(), origin: ORIGIN },
      json,
    });

  it('sends at most 5 to one address in 15 minutes, whatever the kind, from any address', async () => {
    const u = await createTestUser(t); // its sign-up sent the first
    const asks: Array<[string, unknown]> = [
      ['/api/auth/sign-in/magic-link', { email: u.email }],
      ['/api/auth/email-otp/send-verification-otp', { email: u.email, type: 'sign-in' }],
      ['/api/auth/request-password-reset', { email: u.email }],
      ['/api/auth/sign-in/magic-link', { email: u.email }],
    ];
    for (const [path, json] of asks) expect((await post(path, json)).status).toBe(200);
    const sixth = await post('/api/auth/request-password-reset', { email: u.email });
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { error: string }).error).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);
    await new Promise((r) => setTimeout(r, 600)); // the last e-mails, sent in the background
    expect((await mailTo(t, u.email)).length).toBe(5);
  });

  it('answers a reset request in the same time for a real account and an unknown address', async () => {
    const u = await createTestUser(t);
    const time = async (email: string) => {
      const started = performance.now();
      expect((await post('/api/auth/request-password-reset', { email })).status).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(u.email));
      unknown.push(await time(`nobody-${i}-${u.email}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    // Before, the real account's answer waited for its e-mail (400 ms here).
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(200);
  });
});
