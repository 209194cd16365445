/**
 * MedRecon's e-mail look: one plain-text and one HTML body from the same parts, so every message
 * reads well in any client. Inline styles and tables only: what e-mail clients actually render.
 */
export interface EmailParts {
  /** First line, e.g. 'Hello Dr Alex Nguyen,'. */
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button: expiry, "if this wasn't you". */
  notes?: string[];
}

export interface RenderedEmail {
  text: string;
  html: string;
}

const BRAND = '#0f766e';

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function renderEmail(parts: EmailParts): RenderedEmail {
  const notes = parts.notes ?? [];
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...notes.flatMap((n) => [n, '']),
    '—',
    'MedRecon · Patient-Friendly Medication Lists',
  ].join('\n');

  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#0f172a">${escapeHtml(s)}</p>`;
  const button = parts.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${BRAND}">
<a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(parts.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#475569">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(parts.action.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(parts.action.url)}</a></p>`
    : '';
  const small = notes
    .map(
      (n) =>
        `<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:#475569">${escapeHtml(n)}</p>`,
    )
    .join('');

  const html = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:20px 28px;border-bottom:4px solid ${BRAND}">
<span style="font-size:20px;font-weight:700;color:#0f172a">MedRecon</span><br>
<span style="font-size:13px;color:#475569">Patient-Friendly Medication Lists</span>
</td></tr>
<tr><td style="padding:28px">
${p(parts.greeting)}
${parts.paragraphs.map(p).join('\n')}
${button}
${small}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#64748b">MedRecon · for Australian healthcare professionals</p>
</td></tr></table></body></html>`;
  return { text, html };
}
