import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCEPT_MESSAGES, type AcceptInvitationResponse } from '../../../shared/invitations';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { savePendingInvitation, takePendingInvitationPath } from '../../lib/pending-invitation';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The spec's delay before a successful acceptance moves on to the dashboard. */
const REDIRECT_MS = 3000;

type State =
  | { kind: 'loading' }
  | { kind: 'login-required' }
  | { kind: 'success'; organisationName: string }
  | { kind: 'error'; message: string };

/**
 * The invitation link's page (public). Signed out: keep the token and offer sign-in or registration,
 * which bring the visitor back here. Signed in: accept once, then on to the dashboard.
 */
export function AcceptInvitePage() {
  useDocumentTitle('Accept Invitation');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const session = useSession();
  const navigate = useNavigate();
  const [result, setResult] = useState<State>({ kind: 'loading' });
  // Accept at most once per user and token, even when React runs effects twice or the session
  // re-renders; signing in as someone else (after a wrong-address error) tries again.
  const attempted = useRef<string | null>(null);

  const userId = session.status === 'signed-in' ? session.user?.id : undefined;
  const { refresh } = session;
  useEffect(() => {
    const key = `${userId}|${token}`;
    if (!token || !userId || attempted.current === key) return;
    attempted.current = key;
    setResult({ kind: 'loading' });
    // This invitation is being handled now: sign-in must not bring the user back to it later.
    takePendingInvitationPath();
    apiFetch<AcceptInvitationResponse>(
      '/api/invitations/accept',
      { body: { token } },
      ACCEPT_MESSAGES.failedStatus,
    )
      .then(async ({ organisationName }) => {
        await refresh();
        setResult({ kind: 'success', organisationName });
      })
      // The server's message, else the spec's default: a network failure's own text ('Failed to
      // fetch') says nothing about the invitation.
      .catch((err: unknown) =>
        setResult({
          kind: 'error',
          message:
            err instanceof ApiRequestError && err.message ? err.message : ACCEPT_MESSAGES.failed,
        }),
      );
  }, [token, userId, refresh]);

  useEffect(() => {
    if (session.status === 'signed-out' && token) savePendingInvitation(token);
  }, [session.status, token]);

  useEffect(() => {
    if (result.kind !== 'success') return;
    const timer = setTimeout(() => void navigate('/dashboard'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result.kind, navigate]);

  const state: State = !token
    ? { kind: 'error', message: ACCEPT_MESSAGES.noToken }
    : session.status === 'signed-out'
      ? { kind: 'login-required' }
      : result;

  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="card text-center">
        <Outcome
          state={state}
          onSignOut={
            state.kind === 'error' && userId
              ? () => void session.signOut().catch(() => undefined)
              : undefined
          }
        />
      </div>
    </div>
  );
}

function Outcome({ state, onSignOut }: { state: State; onSignOut?: () => void }) {
  switch (state.kind) {
    case 'loading':
      return (
        <div role="status">
          <h1 className="text-2xl font-bold text-slate-900">Processing Invitation...</h1>
          <p className="mt-3 text-slate-700">Please wait while we add you to your organisation.</p>
        </div>
      );
    case 'login-required':
      return (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Login Required</h1>
          <p className="mt-3 text-slate-700">{ACCEPT_MESSAGES.noSession}</p>
          <p className="mt-2 text-sm text-slate-600">
            Use the email address the invitation was sent to. You will come back to this invitation
            afterwards.
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <Link to="/login" className="btn-primary">
              Log In to Accept Invitation
            </Link>
            <Link to="/register" className="btn-secondary">
              Create Account &amp; Accept Invitation
            </Link>
          </div>
        </>
      );
    case 'success':
      return (
        <div role="status">
          <h1 className="text-2xl font-bold text-green-800">Welcome to the Team!</h1>
          <p className="mt-3 text-slate-700">
            You have joined {state.organisationName}. Taking you to the dashboard in a few seconds…
          </p>
          <Link to="/dashboard" className="btn-primary mt-6">
            Go to Dashboard
          </Link>
        </div>
      );
    case 'error':
      return (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Invitation Error</h1>
          <p role="alert" className="alert-error mt-4">
            {state.message}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/" className="btn-primary">
              Go to Home Page
            </Link>
            <Link to="/login" className="btn-secondary">
              Go to Login
            </Link>
          </div>
          {onSignOut && (
            <p className="mt-6 text-sm text-slate-700">
              Signed in with a different account from the one invited?{' '}
              {/* Signing out brings back 'Login Required' for this same invitation. */}
              <button
                type="button"
                className="font-medium text-brand-800 underline"
                onClick={onSignOut}
              >
                Sign out and use another account
              </button>
            </p>
          )}
        </>
      );
  }
}
