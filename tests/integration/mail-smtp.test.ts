import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthEmails } from '../../src/server/features/auth/auth-emails';
import { createMailer } from '../../src/server/features/mail/mailer';
import { createLogger } from '../../src/server/http/logger';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
  user: string | undefined;
}

describe('SMTP transport', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, cb) {
        if (auth.username === 'medrecon' && auth.password === 's3cret')
          cb(null, { user: auth.username });
        else cb(new Error('Invalid username or password'));
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers a branded confirmation e-mail, text and HTML, over a real SMTP exchange', async () => {
    const log = createLogger('silent');
    const mailer = createMailer(
      {
        SMTP_URL: `smtp://medrecon:s3cret@127.0.0.1:${port}`,
        MAIL_FROM: 'MedRecon <no-reply@medrecon.example.org>',
      },
      // The outbox's database is never touched when SMTP is configured.
      undefined as never,
      log,
    );
    const emails = createAuthEmails(mailer, 'https://medrecon.example.org');
    await emails.confirmation({ email: 'dr.lee@example.org', name: 'Dr Lee' }, 'tok.en.value');

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.user).toBe('medrecon');
    expect(mail?.from).toBe('no-reply@medrecon.example.org');
    expect(mail?.to).toEqual(['dr.lee@example.org']);
    const raw = mail!.raw.replace(/=\r?\n/g, ''); // undo quoted-printable soft breaks
    expect(raw).toMatch(/^Subject: Confirm your MedRecon account$/m);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toContain('https://medrecon.example.org/auth/confirm?token=3Dtok.en.value');
  });

  it('reports a refused message to the caller', async () => {
    const mailer = createMailer(
      {
        SMTP_URL: `smtp://medrecon:wrong@127.0.0.1:${port}`,
        MAIL_FROM: 'no-reply@medrecon.example.org',
      },
      undefined as never,
      createLogger('silent'),
    );
    await expect(
      mailer.send({
        template: 'test',
        to: 'a@example.org',
        subject: 'x',
        text: 'x',
        html: '<p>x</p>',
      }),
    ).rejects.toThrow();
  });
});
