import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { errorMessage } from './auth-client';
import { ErrorBox, Field } from './auth-ui';

/** Asks for the account password before a security change; shows the server's answer if refused. */
export function PasswordConfirmForm({
  purpose,
  submitLabel,
  onConfirm,
  onCancel,
  danger,
}: {
  purpose: string;
  submitLabel: string;
  onConfirm(password: string): Promise<void>;
  onCancel(): void;
  danger?: boolean;
}) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password) return setError(AUTH_MESSAGES.fillAllFields);
    setBusy(true);
    setError(null);
    try {
      await onConfirm(password);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mt-4 flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <p className="text-sm text-slate-700">{purpose}</p>
      <ErrorBox message={error} />
      <Field
        label="Your Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={danger ? 'btn-danger' : 'btn-primary'} disabled={busy}>
          {busy ? 'Please wait...' : submitLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
