import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { afterSignInPath } from './after-sign-in';
import { authClient, errorMessage } from './auth-client';
import { AuthCard } from './auth-ui';

/** /auth/magic-link: the e-mailed sign-in link lands here, signs in, then reads the session and moves on. */
export function MagicLinkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const token = params.get('token');
  const [error, setError] = useState<string | null>(token ? null : AUTH_MESSAGES.magicLinkInvalid);
  const started = useRef(false);
  useDocumentTitle('Signing In');

  useEffect(() => {
    // A link works once: never verify it twice (React runs effects twice in development).
    if (!token || started.current) return;
    started.current = true;
    authClient
      .verifyMagicLink(token)
      .then(() => {
        const destination = afterSignInPath();
        const reading = session.completeSignIn();
        void navigate(destination, { replace: true });
        return reading;
      })
      .catch((e: unknown) => setError(errorMessage(e, AUTH_MESSAGES.magicLinkInvalid)));
  }, [token, session, navigate]);

  if (!error) {
    return (
      <AuthCard title="Signing You In">
        <p role="status" className="text-slate-700">
          Please wait while we sign you in…
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign-In Link Not Valid">
      <div className="flex flex-col gap-4">
        <p role="alert" className="alert-error">
          {error}
        </p>
        <Link to="/login?view=magic_link" className="btn-primary">
          Send a New Link
        </Link>
        <Link to="/login" className="btn-secondary">
          Go to Login
        </Link>
      </div>
    </AuthCard>
  );
}
