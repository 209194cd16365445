import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { afterSignInPath } from './after-sign-in';
import { authClient, errorCode, errorMessage } from './auth-client';
import { AuthCard } from './auth-ui';

/** Spec section 9: wait 100 ms before checking; after success redirect in 2 s, or 1.5 s when signed in. */
export const CONFIRM_START_DELAY_MS = 100;
export const REDIRECT_SIGNED_OUT_MS = 2000;
export const REDIRECT_SIGNED_IN_MS = 1500;

type State =
  | { kind: 'loading' }
  | { kind: 'success'; message: string; signedIn: boolean }
  | { kind: 'expired'; message: string }
  | { kind: 'error'; message: string };

/** An error handed over in the address (e.g. `?error=TOKEN_EXPIRED` from a raw better-auth link). */
function stateFromAddressError(error: string, description: string | null): State {
  if (
    error === 'access_denied' ||
    error === 'TOKEN_EXPIRED' ||
    /expired/i.test(description ?? '')
  ) {
    return { kind: 'expired', message: AUTH_MESSAGES.confirmExpired };
  }
  if (description) return { kind: 'error', message: description };
  return {
    kind: 'error',
    message:
      error === 'INVALID_TOKEN' ? AUTH_MESSAGES.confirmInvalid : AUTH_MESSAGES.verificationFailed,
  };
}

/** /auth/confirm: the e-mailed confirmation link lands here. States: loading, success, expired, error. */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The check reads the latest session without re-running when the session changes.
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);
  useDocumentTitle('Email Confirmation');

  const token = params.get('token');
  const addressError = params.get('error');
  const description = params.get('error_description');

  const check = useCallback(async (): Promise<State> => {
    if (addressError) return stateFromAddressError(addressError, description);
    if (!token) return { kind: 'error', message: AUTH_MESSAGES.confirmMissingToken };
    try {
      const result = await authClient.confirmEmail(token);
      if (result.status === 'already-confirmed') {
        return {
          kind: 'success',
          message: AUTH_MESSAGES.confirmAlreadyDone,
          signedIn: sessionRef.current.status === 'signed-in',
        };
      }
      if (result.signedIn) await sessionRef.current.completeSignIn();
      return {
        kind: 'success',
        message: 'Your email address has been confirmed.',
        signedIn: result.signedIn,
      };
    } catch (e) {
      if (errorCode(e) === 'TOKEN_EXPIRED') return { kind: 'expired', message: errorMessage(e) };
      return { kind: 'error', message: errorMessage(e, AUTH_MESSAGES.confirmFailed) };
    }
  }, [token, addressError, description]);

  useEffect(() => {
    let cancelled = false;
    setState({ kind: 'loading' });
    const timer = setTimeout(() => {
      void check().then((next) => {
        if (!cancelled) setState(next);
      });
    }, CONFIRM_START_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [check, attempt]);

  const leave = useCallback(
    (signedIn: boolean) =>
      void navigate(signedIn ? afterSignInPath() : '/login', { replace: true }),
    [navigate],
  );
  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(
      () => leave(state.signedIn),
      state.signedIn ? REDIRECT_SIGNED_IN_MS : REDIRECT_SIGNED_OUT_MS,
    );
    return () => clearTimeout(timer);
  }, [state, leave]);

  async function requestNewEmail() {
    const address = window
      .prompt('Enter your email address to receive a new confirmation email:')
      ?.trim();
    if (!address) return;
    try {
      await authClient.resendConfirmation(address);
      window.alert(AUTH_MESSAGES.resendSent);
    } catch (e) {
      window.alert(`Failed to send confirmation email: ${errorMessage(e)}`);
    }
  }

  if (state.kind === 'loading') {
    return (
      <AuthCard title="Confirming Your Email">
        <p role="status" className="text-slate-700">
          Please wait while we confirm your email address…
        </p>
      </AuthCard>
    );
  }
  if (state.kind === 'success') {
    return (
      <AuthCard title="Email Confirmed!">
        <div role="status" className="flex flex-col gap-4">
          <p className="alert-success">{state.message}</p>
          <p className="text-slate-700">
            {state.signedIn ? 'Taking you to MedRecon…' : 'Taking you to the login page…'}
          </p>
          <button type="button" className="btn-primary" onClick={() => leave(state.signedIn)}>
            {state.signedIn ? 'Continue' : 'Go to Login'}
          </button>
        </div>
      </AuthCard>
    );
  }
  if (state.kind === 'expired') {
    return (
      <AuthCard title="Link Expired">
        <div className="flex flex-col gap-4">
          <p role="alert" className="alert-error">
            {state.message}
          </p>
          <button type="button" className="btn-primary" onClick={() => void requestNewEmail()}>
            Request New Confirmation Email
          </button>
          <Link to="/login" className="btn-secondary">
            Go to Login
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirmation Failed">
      <div className="flex flex-col gap-4">
        <p role="alert" className="alert-error">
          {state.message}
        </p>
        <button type="button" className="btn-primary" onClick={() => setAttempt((n) => n + 1)}>
          Try Again
        </button>
        <Link to="/register" className="btn-secondary">
          Back to Registration
        </Link>
      </div>
    </AuthCard>
  );
}
