import { useState, type FormEvent } from 'react';
import { firstIssue, newPasswordSchema } from '../../../shared/auth';
import { authClient, errorCode, errorMessage } from './auth-client';
import { ErrorBox, Field, SubmitButton } from './auth-ui';

/** update_password: a new password for the account a reset link belongs to. */
export function UpdatePasswordView({
  token,
  onUpdated,
  onLinkRejected,
}: {
  token: string;
  onUpdated(): void;
  /** The link stopped working while the form was open (used elsewhere, or expired). */
  onLinkRejected(message: string): void;
}) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = newPasswordSchema.safeParse({ password });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setBusy(true);
    try {
      await authClient.resetPassword(token, parsed.data.password);
      onUpdated();
    } catch (err) {
      if (errorCode(err) === 'INVALID_TOKEN') onLinkRejected(errorMessage(err));
      else setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <ErrorBox message={error} />
      <Field
        label="New Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={6}
        hint="At least 6 characters."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <SubmitButton
        busy={busy}
        disabled={!password}
        label="Update Password"
        busyLabel="Updating Password..."
      />
    </form>
  );
}
