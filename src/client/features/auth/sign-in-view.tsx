import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, firstIssue, signInRequestSchema } from '../../../shared/auth';
import { authClient, errorCode, errorMessage } from './auth-client';
import { ErrorBox, Field, SubmitButton, SuccessBox, ViewLink } from './auth-ui';
import type { ViewSwitch } from './auth-views';

/** sign_in: email and password (no social providers), with the ways round a forgotten password. */
export function SignInView({ views, notice }: { views: ViewSwitch; notice?: string | null }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [info, setInfo] = useState<string | null>(notice ?? null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setInfo(null);
    setUnconfirmed(false);
    const parsed = signInRequestSchema.safeParse({ email, password });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setBusy(true);
    try {
      const result = await authClient.signIn(parsed.data);
      if (result.twoFactorRedirect) views.go('verify_otp', { method: 'totp' });
      else await views.signedIn();
    } catch (err) {
      setError(errorMessage(err));
      setUnconfirmed(errorCode(err) === 'EMAIL_NOT_VERIFIED');
      setBusy(false);
    }
  }

  async function resend() {
    try {
      await authClient.resendConfirmation(email.trim());
      setError(null);
      setUnconfirmed(false);
      setInfo(AUTH_MESSAGES.resendSent);
    } catch {
      setError(AUTH_MESSAGES.resendFailed);
      setUnconfirmed(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <SuccessBox message={info} />
      <ErrorBox message={error}>
        {unconfirmed && (
          <button type="button" className="btn-secondary mt-3" onClick={() => void resend()}>
            Resend Confirmation Email
          </button>
        )}
      </ErrorBox>
      <Field
        label="Email Address"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <SubmitButton busy={busy} label="Sign In" busyLabel="Signing In..." />
      <div className="flex flex-col items-center gap-2 text-sm">
        <ViewLink onClick={() => views.go('forgotten_password')}>Forgot your password?</ViewLink>
        <ViewLink onClick={() => views.go('magic_link')}>Send a magic link email</ViewLink>
        <ViewLink onClick={() => views.go('verify_otp')}>Sign in with a one-time code</ViewLink>
        <p className="text-slate-700">
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-medium text-brand-800 underline">
            Sign up
          </Link>
        </p>
      </div>
    </form>
  );
}
