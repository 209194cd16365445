import { AUTH_MESSAGES } from '../../../shared/auth';

/**
 * better-auth answers errors as `{ code, message }` in its own words. Ours are `{ error }` with the
 * spec's messages: this turns one into the other (keeping `code`, which the forms use to offer
 * the right next step, and every header, such as cookies and X-Retry-After).
 */
export function messageFor(
  path: string,
  status: number,
  code: string | undefined,
  message: string | undefined,
): string {
  switch (code) {
    case 'PASSWORD_TOO_SHORT':
      return AUTH_MESSAGES.passwordTooShortServer;
    case 'PASSWORD_TOO_LONG':
      return AUTH_MESSAGES.passwordTooLong;
    case 'INVALID_EMAIL':
      return AUTH_MESSAGES.invalidEmail;
    case 'INVALID_EMAIL_OR_PASSWORD':
      return AUTH_MESSAGES.invalidCredentials;
    case 'EMAIL_NOT_VERIFIED':
      return AUTH_MESSAGES.emailNotConfirmed;
    case 'TOKEN_EXPIRED':
      return path === '/verify-email'
        ? AUTH_MESSAGES.confirmExpired
        : AUTH_MESSAGES.recoveryExpired;
    case 'INVALID_TOKEN':
      if (path === '/verify-email') return AUTH_MESSAGES.confirmInvalid;
      if (path.startsWith('/reset-password')) return AUTH_MESSAGES.invalidRecoveryLink;
      if (path === '/magic-link/verify') return AUTH_MESSAGES.magicLinkInvalid;
      break;
    case 'USER_NOT_FOUND':
      if (path === '/verify-email') return AUTH_MESSAGES.verificationFailed;
      break;
    case 'INVALID_OTP':
      return AUTH_MESSAGES.invalidCode;
    case 'OTP_EXPIRED':
      return AUTH_MESSAGES.codeExpired;
    case 'TOO_MANY_ATTEMPTS':
      return AUTH_MESSAGES.codeTooManyTries;
    case 'INVALID_TWO_FACTOR_COOKIE':
      return AUTH_MESSAGES.twoFactorTimedOut;
  }
  if (status === 429) return AUTH_MESSAGES.tooManyAttempts;
  if (status >= 500) {
    if (path === '/send-verification-email') return AUTH_MESSAGES.resendFailed;
    return AUTH_MESSAGES.unexpected;
  }
  return message || AUTH_MESSAGES.unexpected;
}

/** Copies a response with a new JSON body and status, keeping its other headers (Set-Cookie too). */
export function withJsonBody(res: Response, status: number, body: unknown): Response {
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.delete('location');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status, headers });
}

export const jsonResponse = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...extra },
  });

export async function normaliseAuthResponse(
  path: string,
  url: URL,
  res: Response,
): Promise<Response> {
  // Our magic-link page asks without a callbackURL and wants JSON; better-auth still redirects
  // its failures to '/?error=CODE'. Turn that into an answer the page can read.
  if (
    path === '/magic-link/verify' &&
    !url.searchParams.has('callbackURL') &&
    res.status >= 300 &&
    res.status < 400
  ) {
    const location = res.headers.get('location') ?? '';
    const code = new URL(location, url).searchParams.get('error') ?? 'INVALID_TOKEN';
    return withJsonBody(res, 401, { error: messageFor(path, 401, code, undefined), code });
  }
  if (res.ok || res.status < 400) return res;
  const type = res.headers.get('content-type') ?? '';
  let body: Record<string, unknown> = {};
  if (type.includes('json')) {
    try {
      body = ((await res.clone().json()) as Record<string, unknown> | null) ?? {};
    } catch {
      body = {};
    }
  }
  const code = typeof body.code === 'string' ? body.code : undefined;
  const message = typeof body.message === 'string' ? body.message : undefined;
  return withJsonBody(res, res.status, {
    ...body,
    error: messageFor(path, res.status, code, message),
  });
}
