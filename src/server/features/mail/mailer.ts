import nodemailer from 'nodemailer';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Logger } from '../../http/logger';

export interface MailMessage {
  /** Which e-mail this is ('password-reset', 'invitation'): what the log says instead of its content. */
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every absolute URL in a message body, once each, in order. */
export const extractLinks = (text: string): string[] => [
  ...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? []),
];

export interface Mailer {
  /** Sends one message; throws when the transport refuses it (callers decide what the user sees). */
  send(message: MailMessage): Promise<void>;
}

/**
 * Local outbox transport: keeps the message in the database, for machines with no SMTP server.
 * Outside production a developer reads it at /dev/mailbox. The log says which template and the
 * outbox row only: a subject can hold a one-time code and every link a token, and whoever reads
 * the logs must not be able to sign in as anyone.
 */
export function createOutboxMailer(db: Db, log: Logger): Mailer {
  return {
    async send({ template, ...message }) {
      const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      log.info({ template, messageId: row?.id }, 'e-mail saved to the local outbox');
    },
  };
}

/**
 * SMTP transport through nodemailer. The URL carries host, port, credentials and TLS
 * (smtps:// for implicit TLS; smtp:// upgrades with STARTTLS when the server offers it).
 */
export function createSmtpMailer(smtpUrl: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ template, ...message }) {
      const info = await transport.sendMail({ from, ...message });
      // Template and id only: subjects hold codes, links hold tokens (see the outbox above).
      log.info({ template, messageId: info.messageId }, 'e-mail sent');
    },
  };
}

/** SMTP when SMTP_URL is set, else the local outbox. */
export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
  db: Db,
  log: Logger,
): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, log)
    : createOutboxMailer(db, log);
}
