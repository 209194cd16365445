import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountSchema, PROFILE_MESSAGES as M } from '../../../shared/profile';
import { apiFetch } from '../../lib/api';
import { useSession } from '../../lib/session';
import { errorCode, errorMessage } from './errors';

/**
 * Deleting the account needs the password again, or a code e-mailed now. The server refuses an
 * organisation's last admin (with colleagues) until someone else is made administrator.
 */
export function DeleteAccount() {
  const session = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  async function sendCode() {
    setError(null);
    try {
      await apiFetch('/api/account/delete-code', { method: 'POST' });
      setInfo(M.deleteCodeSent);
    } catch (err) {
      setError(errorMessage(err, M.deleteFailed));
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = password ? { password } : { token: code.trim().toUpperCase() };
    const parsed = deleteAccountSchema.safeParse(body);
    if (!parsed.success) return setError(M.passwordOrCodeRequired);
    if (!window.confirm('Delete your MedRecon account? This cannot be undone.')) return;
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/api/auth/delete-user', { body: parsed.data });
      await session.signOut().catch(() => undefined);
      void navigate('/', { replace: true });
    } catch (err) {
      const c = errorCode(err);
      setError(
        c === 'INVALID_PASSWORD'
          ? M.wrongPassword
          : c === 'INVALID_TOKEN'
            ? M.invalidCode
            : errorMessage(err, M.deleteFailed),
      );
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="delete-heading" className="card border-red-200">
      <h2 id="delete-heading" className="text-lg font-semibold text-red-900">
        Delete Account
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Your account and sign-in details are deleted. Feedback you sent stays with the organisation
        without your name. If you are your organisation's only administrator, make someone else
        administrator first.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 flex flex-col gap-3">
        {error && (
          <p role="alert" className="alert-error">
            {error}
          </p>
        )}
        {info && (
          <p role="status" className="alert-info">
            {info}
          </p>
        )}
        <div>
          <label htmlFor="delete-password" className="field-label">
            Password
          </label>
          <input
            id="delete-password"
            type="password"
            className="field-input"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <p className="text-sm text-slate-700">
          Or{' '}
          <button
            type="button"
            className="font-medium text-brand-800 underline"
            onClick={() => void sendCode()}
          >
            email me a code
          </button>{' '}
          and enter it here:
        </p>
        <div>
          <label htmlFor="delete-code" className="field-label">
            Code from the email
          </label>
          <input
            id="delete-code"
            className="field-input font-mono"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <button
          type="submit"
          className="btn-danger self-start"
          disabled={busy || (!password && !code.trim())}
        >
          {busy ? 'Deleting...' : 'Delete My Account'}
        </button>
      </form>
    </section>
  );
}
