import { AUTH_MESSAGES, type ConfirmEmailResponse } from '../../../shared/auth';
import { ApiRequestError, apiFetch } from '../../lib/api';

/**
 * The account calls the pages make: better-auth's endpoints under /api/auth (answers in our
 * `{ error, code }` shape, see server features/auth/auth-responses.ts) and our two /api/account ones.
 */
const post = <T>(path: string, body: unknown = {}) => apiFetch<T>(path, { method: 'POST', body });

export const authClient = {
  signUp: (body: { name: string; email: string; password: string }) =>
    post('/api/auth/sign-up/email', body),
  /** `twoFactorRedirect` when the account has TOTP on: the code is asked next (verify_otp view). */
  signIn: (body: { email: string; password: string }) =>
    post<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', body),
  resendConfirmation: (email: string) => post('/api/auth/send-verification-email', { email }),
  requestPasswordReset: (email: string) => post('/api/auth/request-password-reset', { email }),
  resetPassword: (token: string, newPassword: string) =>
    post('/api/auth/reset-password', { token, newPassword }),
  resetTokenState: (token: string) =>
    apiFetch<{ valid: true }>(`/api/account/reset-token?token=${encodeURIComponent(token)}`),
  confirmEmail: (token: string) =>
    post<ConfirmEmailResponse>('/api/account/confirm-email', { token }),
  sendMagicLink: (email: string) => post('/api/auth/sign-in/magic-link', { email }),
  verifyMagicLink: (token: string) =>
    apiFetch(`/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`),
  sendSignInCode: (email: string) =>
    post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }),
  signInWithCode: (email: string, otp: string) =>
    post('/api/auth/sign-in/email-otp', { email, otp }),
  verifyTotp: (code: string, trustDevice = false) =>
    post('/api/auth/two-factor/verify-totp', { code, trustDevice }),
  verifyBackupCode: (code: string) => post('/api/auth/two-factor/verify-backup-code', { code }),
  enableTotp: (password: string) =>
    post<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { password }),
  disableTotp: (password: string) => post('/api/auth/two-factor/disable', { password }),
  newBackupCodes: (password: string) =>
    post<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password }),
  session: () =>
    apiFetch<{ user: { twoFactorEnabled?: boolean | null }; session: { id: string } } | null>(
      '/api/auth/get-session',
    ),
  listSessions: () =>
    apiFetch<
      Array<{
        id: string;
        userAgent?: string | null;
        ipAddress?: string | null;
        updatedAt: string;
        createdAt: string;
      }>
    >('/api/auth/list-sessions'),
};

/** What a form shows for a failed call: the server's message, or a plain one when it never answered. */
export function errorMessage(e: unknown, fallback: string = AUTH_MESSAGES.unexpected): string {
  return e instanceof ApiRequestError ? e.message : fallback;
}

export const errorCode = (e: unknown) => (e instanceof ApiRequestError ? e.code : undefined);
