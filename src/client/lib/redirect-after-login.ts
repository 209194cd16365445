/**
 * Where to go after signing in. A guard that sends a signed-out visitor to /login saves the address
 * they wanted; the login page takes it (once) after sign-in. Kept in sessionStorage so it survives
 * the trip through /register but not a new browser session.
 */
const KEY = 'medrecon.redirectAfterLogin';
const ACCEPT_INVITE_PATH = '/organisation/accept-invite';

export function saveRedirectAfterLogin(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage can be disabled (private mode); then the user lands on /dashboard, which is fine.
  }
}

/** The saved address, removed as it is read; null when none (or when it is the accept-invite page). */
export function takeRedirectAfterLogin(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    // Only same-site paths: never let a stored value send the user to another origin. Browsers
    // read a backslash as a slash, so '/\evil.example' is '//evil.example' too.
    if (!path || !path.startsWith('/') || /^\/[/\\]/.test(path)) return null;
    if (path.startsWith(ACCEPT_INVITE_PATH)) return null;
    return path;
  } catch {
    return null;
  }
}
