import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the link is the only place the token ever exists. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a stolen table cannot be turned into links. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A well-formed token (43 base64url characters); anything else is rejected without a lookup. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export function invitationUrl(appUrl: string, token: string): string {
  return `${appUrl}/organisation/accept-invite?token=${encodeURIComponent(token)}`;
}
