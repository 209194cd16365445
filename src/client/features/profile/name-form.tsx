import { useState, type FormEvent } from 'react';
import { firstIssue, updateUserRequestSchema } from '../../../shared/auth';
import { PROFILE_MESSAGES } from '../../../shared/profile';
import { apiFetch } from '../../lib/api';
import { useSession } from '../../lib/session';
import { errorMessage } from './errors';
import { FormResultLine, useFormAction } from './use-form-action';

/** The full name, by registration's rules: it appears on PDFs ('Verified by') and invitations. */
export function NameForm() {
  const session = useSession();
  const [name, setName] = useState(session.user?.name ?? '');
  const { busy, result, run } = useFormAction((err) => errorMessage(err));

  const submit = (e: FormEvent) =>
    run(e, async () => {
      const parsed = updateUserRequestSchema.safeParse({ name });
      if (!parsed.success) return { ok: false, text: firstIssue(parsed.error) };
      await apiFetch('/api/auth/update-user', { body: parsed.data });
      await session.refresh();
      return PROFILE_MESSAGES.nameSaved;
    });

  return (
    <section aria-labelledby="name-heading" className="card">
      <h2 id="name-heading" className="text-lg font-semibold text-slate-900">
        Your Name
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Shown as &lsquo;Verified by&rsquo; on the PDFs you export and on invitations you send.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 flex flex-col gap-3">
        <FormResultLine result={result} />
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
