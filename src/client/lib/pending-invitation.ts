/**
 * An invitation token waiting for the visitor to sign in or register. The accept-invite page saves
 * it when a signed-out visitor arrives; sign-in and e-mail confirmation take it and send the user
 * back to the invitation. localStorage (not sessionStorage) because the confirmation link usually
 * opens in a new tab.
 */
const KEY = 'medrecon.pendingInvitation';
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000; // invitations expire in 7 days anyway

export function savePendingInvitation(token: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, savedAt: Date.now() }));
  } catch {
    // Storage disabled: the user can still open the invitation link again after signing in.
  }
}

/** The accept-invite address for a waiting invitation (removed as it is read), or null. */
export function takePendingInvitationPath(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    if (!raw) return null;
    const { token, savedAt } = JSON.parse(raw) as { token?: unknown; savedAt?: unknown };
    if (
      typeof token !== 'string' ||
      !token ||
      typeof savedAt !== 'number' ||
      Date.now() - savedAt > MAX_AGE_MS
    )
      return null;
    return `/organisation/accept-invite?token=${encodeURIComponent(token)}`;
  } catch {
    return null;
  }
}

/** True while an invitation waits (the register page uses it to say the invitation will follow). */
export function hasPendingInvitation(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}
