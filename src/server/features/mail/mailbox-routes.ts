import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-types';
import { mailOutbox } from '../../db/schema';
import { extractLinks } from './mailer';

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every absolute URL in the message, so a developer (or a browser test) can follow it. */
  links: string[];
  sentAt: string;
}

const MAX_ENTRIES = 200;

export async function listOutbox(db: AppDeps['db']): Promise<MailboxEntry[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.sentAt))
    .limit(MAX_ENTRIES);
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    links: extractLinks(r.text),
    sentAt: r.sentAt.toISOString(),
  }));
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function renderMailbox(entries: MailboxEntry[]): string {
  const items = entries
    .map(
      (e) => `<article><h2>${escapeHtml(e.subject)}</h2>
<p class="meta">To ${escapeHtml(e.to)} · ${escapeHtml(new Date(e.sentAt).toLocaleString('en-AU'))}</p>
<pre>${escapeHtml(e.text)}</pre>
<ul>${e.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>MedRecon local mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;margin:1rem 0}.meta{color:#475569}
pre{white-space:pre-wrap;background:#f8fafc;padding:.75rem}</style></head>
<body><main><h1>Local mailbox</h1><p>E-mails MedRecon would have sent, newest first. Shown only outside production.</p>
${items || '<p>No e-mails yet.</p>'}</main></body></html>`;
}

/** The local outbox as a page and as JSON. Mounted only outside production. */
export function mailboxRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/dev/mailbox.json', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listOutbox(db));
    })
    .get('/dev/mailbox', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.html(renderMailbox(await listOutbox(db)));
    });
}
