import { useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { authClient } from './auth-client';
import { AuthCard, ErrorBox, SuccessBox } from './auth-ui';

/** After registration: the spec's 'Check Your Email' with 'Resend Confirmation Email' and 'Back to Login'. */
export function CheckYourEmail({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    // The spec asks for the address by prompt (offering the one just used); nothing happens if empty.
    const answer = window.prompt(
      'Enter your email address to resend the confirmation email:',
      email,
    );
    const address = answer?.trim();
    if (!address) return;
    setBusy(true);
    setSent(null);
    setError(null);
    try {
      await authClient.resendConfirmation(address);
      setSent(AUTH_MESSAGES.resendSent);
    } catch {
      setError(AUTH_MESSAGES.resendFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Check Your Email">
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">
          {AUTH_MESSAGES.checkEmailConfirmation}. We sent it to{' '}
          <strong className="break-all">{email}</strong>. Click the link in the email to confirm
          your address and sign in.
        </p>
        <p className="text-sm text-slate-600">
          No email after a few minutes? Check your spam or junk folder, or send it again.
        </p>
        <SuccessBox message={sent} />
        <ErrorBox message={error} />
        <button type="button" className="btn-primary" onClick={() => void resend()} disabled={busy}>
          {busy ? 'Sending...' : 'Resend Confirmation Email'}
        </button>
        <Link to="/login" className="btn-secondary">
          Back to Login
        </Link>
      </div>
    </AuthCard>
  );
}
