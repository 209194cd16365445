import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { authClient, errorCode, errorMessage } from './auth-client';
import { AuthCard } from './auth-ui';
import { UpdatePasswordView } from './update-password-view';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; token: string }
  | { kind: 'expired'; message: string }
  | { kind: 'error'; message: string };

/**
 * /auth/reset-password: the e-mailed reset link lands here (the password-recovery event). The link
 * is checked first, so an expired or used one says so before anyone types a new password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle('Choose a New Password');

  const check = useCallback(async (): Promise<State> => {
    if (!token) return { kind: 'error', message: AUTH_MESSAGES.invalidRecoveryLink };
    try {
      await authClient.resetTokenState(token);
      return { kind: 'ready', token };
    } catch (e) {
      if (errorCode(e) === 'TOKEN_EXPIRED') return { kind: 'expired', message: errorMessage(e) };
      return { kind: 'error', message: errorMessage(e, AUTH_MESSAGES.invalidRecoveryLink) };
    }
  }, [token]);

  useEffect(() => {
    let cancelled = false;
    setState({ kind: 'loading' });
    void check().then((next) => {
      if (!cancelled) setState(next);
    });
    return () => {
      cancelled = true;
    };
  }, [check, attempt]);

  if (state.kind === 'loading') {
    return (
      <AuthCard title="Choose a New Password">
        <p role="status" className="text-slate-700">
          Checking your reset link…
        </p>
      </AuthCard>
    );
  }
  if (state.kind === 'ready') {
    return (
      <AuthCard
        title="Choose a New Password"
        subtitle="Every device signed in to your account will be signed out."
      >
        <UpdatePasswordView
          token={state.token}
          // After a password update the views return to sign_in, with the spec's success line.
          onUpdated={() =>
            void navigate('/login', {
              replace: true,
              state: { notice: AUTH_MESSAGES.passwordUpdated },
            })
          }
          onLinkRejected={(message) => setState({ kind: 'error', message })}
        />
      </AuthCard>
    );
  }
  const expired = state.kind === 'expired';
  return (
    <AuthCard title={expired ? 'Link Expired' : 'Invalid Link'}>
      <div className="flex flex-col gap-4">
        <p role="alert" className="alert-error">
          {state.message}
        </p>
        <Link to="/login?view=forgotten_password" className="btn-primary">
          Request New Reset Link
        </Link>
        {expired ? (
          <Link to="/login" className="btn-secondary">
            Go to Login
          </Link>
        ) : (
          <button type="button" className="btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
            Try Again
          </button>
        )}
      </div>
    </AuthCard>
  );
}
