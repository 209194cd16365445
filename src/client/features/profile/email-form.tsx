import { useState, type FormEvent } from 'react';
import { firstIssue } from '../../../shared/auth';
import { changeEmailSchema, PROFILE_MESSAGES } from '../../../shared/profile';
import { apiFetch } from '../../lib/api';
import { useSession } from '../../lib/session';
import { errorMessage } from './errors';
import { FormResultLine, useFormAction } from './use-form-action';

/** A new e-mail address, which takes effect only once confirmed from the new mailbox. */
export function EmailForm() {
  const session = useSession();
  const [email, setEmail] = useState('');
  const { busy, result, run } = useFormAction((err) =>
    errorMessage(err, PROFILE_MESSAGES.changeEmailFailed),
  );

  const submit = (e: FormEvent) =>
    run(e, async () => {
      const parsed = changeEmailSchema.safeParse({ newEmail: email });
      if (!parsed.success) return { ok: false, text: firstIssue(parsed.error) };
      if (parsed.data.newEmail === session.user?.email.toLowerCase())
        return { ok: false, text: PROFILE_MESSAGES.sameEmail };
      await apiFetch('/api/auth/change-email', {
        body: { newEmail: parsed.data.newEmail, callbackURL: '/settings/profile' },
      });
      setEmail('');
      return PROFILE_MESSAGES.changeEmailSent(parsed.data.newEmail);
    });

  return (
    <section aria-labelledby="email-heading" className="card">
      <h2 id="email-heading" className="text-lg font-semibold text-slate-900">
        Email Address
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Your current address is {session.user?.email}. We send a confirmation link to the new
        address; nothing changes until you open it.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 flex flex-col gap-3">
        <FormResultLine result={result} />
        <div>
          <label htmlFor="profile-new-email" className="field-label">
            New Email Address
          </label>
          <input
            id="profile-new-email"
            type="email"
            className="field-input"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary self-start" disabled={busy || !email.trim()}>
          {busy ? 'Sending...' : 'Change Email Address'}
        </button>
      </form>
    </section>
  );
}
