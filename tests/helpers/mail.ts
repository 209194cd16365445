import { listOutbox, type MailboxEntry } from '../../src/server/features/mail/mailbox-routes';
import type { TestApp } from './test-app';

/** Every message to `email` in the outbox, newest first. */
export async function mailTo(t: TestApp, email: string, subject?: RegExp): Promise<MailboxEntry[]> {
  const all = await listOutbox(t.deps.db);
  return all.filter(
    (m) => m.to.toLowerCase() === email.toLowerCase() && (!subject || subject.test(m.subject)),
  );
}

/** The newest message to `email` (matching `subject`); fails the test when there is none. */
export async function latestMailTo(
  t: TestApp,
  email: string,
  subject?: RegExp,
): Promise<MailboxEntry> {
  const [first] = await mailTo(t, email, subject);
  if (!first) throw new Error(`no e-mail to ${email}${subject ? ` matching ${subject}` : ''}`);
  return first;
}

/** The `token` query parameter of the first link in a message that has one. */
export function tokenIn(mail: MailboxEntry, path: string): string {
  const link = mail.links.find(
    (l) => new URL(l).pathname === path && new URL(l).searchParams.has('token'),
  );
  if (!link) throw new Error(`no ${path} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return new URL(link).searchParams.get('token')!;
}
