import { useState, type FormEvent } from 'react';
import { firstIssue, updateUserRequestSchema } from '../../../shared/auth';
import { PROFILE_MESSAGES } from '../../../shared/profile';
import { apiFetch } from '../../lib/api';
import { useSession } from '../../lib/session';
import { errorMessage } from './errors';

/** The full name, by registration's rules: it appears on PDFs ('Verified by') and invitations. */
export function NameForm() {
  const session = useSession();
  const [name, setName] = useState(session.user?.name ?? '');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = updateUserRequestSchema.safeParse({ name });
    if (!parsed.success) return setResult({ ok: false, text: firstIssue(parsed.error) });
    setBusy(true);
    setResult(null);
    try {
      await apiFetch('/api/auth/update-user', { body: parsed.data });
      await session.refresh();
      setResult({ ok: true, text: PROFILE_MESSAGES.nameSaved });
    } catch (err) {
      setResult({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="name-heading" className="card">
      <h2 id="name-heading" className="text-lg font-semibold text-slate-900">
        Your Name
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Shown as &lsquo;Verified by&rsquo; on the PDFs you export and on invitations you send.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 flex flex-col gap-3">
        {result && (
          <p
            role={result.ok ? 'status' : 'alert'}
            className={result.ok ? 'alert-success' : 'alert-error'}
          >
            {result.text}
          </p>
        )}
        <div>
          <label htmlFor="profile-name" className="field-label">
            Full Name
          </label>
          <input
            id="profile-name"
            className="field-input"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary self-start" disabled={busy || !name.trim()}>
          {busy ? 'Saving...' : 'Save Name'}
        </button>
      </form>
    </section>
  );
}
