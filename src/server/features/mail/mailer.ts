import nodemailer from 'nodemailer';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Logger } from '../../http/logger';

export interface MailMessage {
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
 * Local outbox transport: keeps the message in the database and logs that it was sent (with its
 * links, so a developer can follow them), for machines with no SMTP server.
 */
export function createOutboxMailer(db: Db, log: Logger): Mailer {
  return {
    async send(message) {
      await db.insert(mailOutbox).values(message);
      const links = extractLinks(message.text);
      log.info(
        { to: message.to, subject: message.subject, links },
        'e-mail saved to the local outbox',
      );
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
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      // Links are bearer tokens: with a real transport they are never logged.
      log.info(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        'e-mail sent',
      );
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
