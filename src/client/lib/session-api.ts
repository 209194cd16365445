import type { RefreshResult } from './session-keeper';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isSuperuser: boolean;
}

export interface SessionOrganisation {
  id: string;
  name: string;
  type: 'hospital' | 'lhd';
  role: 'admin' | 'member';
  subscriptionStatus: string;
  trialEndDate: string | null;
  /** past_due only: when access ends unless a payment goes through. */
  paymentGraceEndsAt: string | null;
  accessEndsAt: string | null;
  hasAccess: boolean;
}

export interface Me {
  user: SessionUser;
  organisation: SessionOrganisation | null;
}

export type MeResult = { kind: 'ok'; me: Me } | { kind: 'signed-out' } | { kind: 'retry' };

/** Who is signed in: 401 means nobody; a network or server failure may pass and is retried. */
export async function readMe(): Promise<MeResult> {
  try {
    const res = await fetch('/api/me', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (res.status === 401) return { kind: 'signed-out' };
    if (!res.ok) return { kind: 'retry' };
    return { kind: 'ok', me: (await res.json()) as Me };
  } catch {
    return { kind: 'retry' };
  }
}

/**
 * Asks better-auth for the session, which moves its expiry forward and re-issues the cookie once
 * it is old enough: this is what keeps an open tab signed in.
 */
export async function touchSession(): Promise<RefreshResult> {
  try {
    const res = await fetch('/api/auth/get-session', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (res.status === 401) return 'signed-out';
    if (!res.ok) return 'retry';
    return (await res.json()) ? 'ok' : 'signed-out';
  } catch {
    return 'retry';
  }
}

/**
 * Ends this device's session, or with `everywhere` every session of the account. A 401, 403 or
 * 404 means there was nothing to end (spec section 8): treated as done.
 */
export async function endSession(everywhere = false): Promise<void> {
  const res = await fetch(everywhere ? '/api/auth/revoke-sessions' : '/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!res.ok && ![401, 403, 404].includes(res.status))
    throw new Error('Sign-out failed. Please try again.');
  // Revoking every session leaves this device's cookie behind; clear it too.
  if (everywhere) await endSession(false);
}
