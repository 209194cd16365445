import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createMailer,
  createOutboxMailer,
  extractLinks,
  type Mailer,
  type MailMessage,
} from '../../src/server/features/mail/mailer';
import { createLogger } from '../../src/server/http/logger';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { nextTestIp } from '../helpers/users';

const APP_URL = 'https://medrecon.example.org';

/**
 * Whoever reads the logs must not be able to sign in as anyone (issue 12): a whole account's life
 * in production mode (sign-up, confirmation, passwords right and wrong, magic link, e-mailed code,
 * password reset), then every code, token and session cookie it issued is looked for in
 * everything logged, by our logger and on the console.
 */
describe.each(['smtp', 'outbox'] as const)(
  'logs of a full account flow in production (%s)',
  (transport) => {
    let t: TestApp;
    let smtp: SMTPServer | undefined;
    const logged: string[] = [];
    const console: string[] = [];
    const sent: MailMessage[] = [];
    const cookies: string[] = [];

    beforeAll(async () => {
      let smtpUrl = '';
      if (transport === 'smtp') {
        smtp = new SMTPServer({
          disabledCommands: ['STARTTLS', 'AUTH'],
          onData(stream, _session, cb) {
            stream.on('data', () => {});
            stream.on('end', () => cb());
          },
        });
        await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
        smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
      }
      const log = createLogger('debug', { write: (l: string) => void logged.push(l) });
      for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
        vi.spyOn(globalThis.console, level).mockImplementation((...args: unknown[]) => {
          console.push(args.map(String).join(' '));
        });
      }
      t = await createTestApp(
        'pglite',
        { NODE_ENV: 'production', APP_URL, LOG_LEVEL: 'debug', SMTP_URL: smtpUrl },
        {
          log,
          mailer: (db, l, env): Mailer => {
            const real = smtpUrl ? createMailer(env, db, l) : createOutboxMailer(db, l);
            return { send: async (m) => void (sent.push(m), await real.send(m)) };
          },
        },
      );
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      await t.close();
      if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    });

    const post = async (path: string, json: unknown, cookie = '') => {
      const res = await t.request(path, {
        method: 'POST',
        headers: { 'x-forwarded-for': nextTestIp(), origin: APP_URL, cookie },
        json,
      });
      cookies.push(...res.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=')[1]!));
      return res;
    };
    const get = async (path: string) => {
      const res = await t.request(path, { headers: { 'x-forwarded-for': nextTestIp() } });
      cookies.push(...res.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=')[1]!));
      return res;
    };
    const last = (template: string) => {
      const m = sent.findLast((s) => s.template === template);
      if (!m) throw new Error(`no ${template} e-mail`);
      return m;
    };
    const tokenOf = (m: MailMessage) =>
      new URL(extractLinks(m.text).find((l) => l.includes('token='))!).searchParams.get('token')!;

    it('never logs a code, a token or a session', async () => {
      const email = `flow-${transport}@example.org`;
      const password = 'correct-horse-battery';
      expect((await post('/api/auth/sign-up/email', { email, name: 'Dr Flow', password })).ok).toBe(
        true,
      );
      const confirmed = await post('/api/account/confirm-email', {
        token: tokenOf(last('confirmation')),
      });
      expect(confirmed.ok).toBe(true);
      expect(
        (await post('/api/auth/sign-in/email', { email, password: 'wrong-password' })).status,
      ).toBe(401);
      const signedIn = await post('/api/auth/sign-in/email', { email, password });
      expect(signedIn.status).toBe(200);
      await post('/api/auth/sign-up/email', { email, name: 'Dr Flow', password }); // account-exists

      await post('/api/auth/sign-in/magic-link', { email });
      expect(
        (
          await get(
            `/api/auth/magic-link/verify?token=${encodeURIComponent(tokenOf(last('magic-link')))}`,
          )
        ).status,
      ).toBe(200);

      await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
      const otp = /(\d{6})/.exec(last('one-time-code').subject)![1]!;
      expect((await post('/api/auth/sign-in/email-otp', { email, otp })).status).toBe(200);

      await post('/api/auth/request-password-reset', { email });
      const resetToken = tokenOf(last('password-reset'));
      expect(
        (
          await post('/api/auth/reset-password', {
            token: resetToken,
            newPassword: 'brand-new-pass',
          })
        ).status,
      ).toBe(200);
      await new Promise((r) => setTimeout(r, 200)); // e-mails sent in the background

      const secrets = [
        ...sent.flatMap((m) =>
          extractLinks(m.text).map((l) => new URL(l).searchParams.get('token')),
        ),
        ...sent.flatMap((m) => /\b\d{6}\b/.exec(m.subject)?.[0] ?? []),
        ...cookies,
      ].filter((s): s is string => !!s && s.length >= 6);
      expect(sent.map((m) => m.template)).toEqual(
        expect.arrayContaining(['confirmation', 'magic-link', 'one-time-code', 'password-reset']),
      );
      expect(secrets.length).toBeGreaterThanOrEqual(8);
      const everything = [...logged, ...console].join('\n');
      expect(logged.some((l) => l.includes('"template":"password-reset"'))).toBe(true);
      for (const secret of secrets) {
        expect(everything).not.toContain(secret);
        expect(everything).not.toContain(encodeURIComponent(secret));
      }
      expect(everything).not.toContain('Your MedRecon code');
      expect(everything).not.toContain(password);
    });
  },
);
