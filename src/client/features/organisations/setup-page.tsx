import { useState, type FormEvent } from 'react';
import {
  createOrganisationSchema,
  ORGANISATION_NAME_MAX,
  ORGANISATION_TYPE_LABELS,
  ORGANISATION_TYPES,
  type OrganisationType,
} from '../../../shared/organisations';
import { apiFetch } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';

/** 'Set Up Your Organisation': the creator becomes its admin, then starts the trial on the plans page. */
export function SetupPage() {
  useDocumentTitle('Set Up Your Organisation');
  const [name, setName] = useState('');
  const [type, setType] = useState<OrganisationType>('hospital');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = createOrganisationSchema.safeParse({ name, type });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiFetch(
        '/api/organisations',
        { body: parsed.data },
        (s) => `Failed to create organisation: ${s}`,
      );
      // A fresh page load rather than refresh() + navigate(): with the session refreshed in place,
      // this page's own guard would race us and send the new admin to /dashboard instead.
      window.location.assign('/subscription/plans');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Failed to create organisation');
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">Set Up Your Organisation</h1>
        <p className="mt-2 text-slate-700">
          Create your hospital or local health district to start using MedRecon.
        </p>
        <form className="mt-6 flex flex-col gap-5" onSubmit={(e) => void submit(e)} noValidate>
          {error && (
            <p role="alert" className="alert-error">
              {error}
            </p>
          )}
          <div>
            <label htmlFor="org-name" className="field-label">
              Organisation Name
            </label>
            <input
              id="org-name"
              className="field-input"
              value={name}
              maxLength={ORGANISATION_NAME_MAX}
              required
              autoComplete="organization"
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="org-type" className="field-label">
              Organisation Type
            </label>
            <select
              id="org-type"
              className="field-input"
              value={type}
              onChange={(e) => setType(e.target.value as OrganisationType)}
            >
              {ORGANISATION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ORGANISATION_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <p className="alert-info">
            As the creator, you will become the administrator of this organisation and receive a
            7-day free trial. You can invite colleagues once it is set up.
          </p>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Creating Organisation...' : 'Create Organisation & Start Trial'}
          </button>
        </form>
      </div>
    </div>
  );
}
