import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { PROFILE_MESSAGES, type ConfirmEmailChangeResponse } from '../../../shared/profile';
import { apiFetch } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { errorMessage } from './errors';

type State =
  | { kind: 'loading' }
  | { kind: 'done'; email: string }
  | { kind: 'error'; message: string };

/** /settings/confirm-email?token=...: the link sent to a new address lands here and makes the change. */
export function ConfirmEmailChangePage() {
  useDocumentTitle('Confirm New Email Address');
  const [params] = useSearchParams();
  const session = useSession();
  const refresh = useRef(session.refresh);
  const token = params.get('token');
  const [state, setState] = useState<State>(
    token ? { kind: 'loading' } : { kind: 'error', message: AUTH_MESSAGES.confirmMissingToken },
  );

  useEffect(() => {
    if (!token) return;
    apiFetch<ConfirmEmailChangeResponse>('/api/account/change-email/confirm', { body: { token } })
      .then(async ({ email }) => {
        setState({ kind: 'done', email });
        await refresh.current();
      })
      .catch((e: unknown) =>
        setState({ kind: 'error', message: errorMessage(e, PROFILE_MESSAGES.changeEmailFailed) }),
      );
  }, [token]);

  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">Confirm New Email Address</h1>
        {state.kind === 'loading' && (
          <p role="status" className="mt-4 text-slate-700">
            Confirming your new email address...
          </p>
        )}
        {state.kind === 'done' && (
          <p role="status" className="alert-success mt-4">
            {PROFILE_MESSAGES.emailChanged(state.email)}
          </p>
        )}
        {state.kind === 'error' && (
          <p role="alert" className="alert-error mt-4">
            {state.message}
          </p>
        )}
        {state.kind !== 'loading' && (
          <div className="mt-6 flex gap-3">
            <Link to="/settings/profile" className="btn-primary">
              Go to Profile
            </Link>
            <Link to="/login" className="btn-secondary">
              Go to Login
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
