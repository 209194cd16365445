import { takePendingInvitationPath } from '../../lib/pending-invitation';
import { takeRedirectAfterLogin } from '../../lib/redirect-after-login';

/**
 * Where a person goes once signed in (or confirmed): a waiting invitation first (a colleague who
 * registered from one comes back to it), then the address a guard saved, else the dashboard.
 */
export function afterSignInPath(): string {
  return takePendingInvitationPath() ?? takeRedirectAfterLogin() ?? '/dashboard';
}
