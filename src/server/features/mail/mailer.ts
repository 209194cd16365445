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
export const extractLinks = (text: string): string[] => [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];

export interface Mailer {
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
      log.info({ to: message.to, subject: message.subject, links }, 'e-mail saved to the local outbox');
    },
  };
}
