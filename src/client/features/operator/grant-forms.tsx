import { useState, type FormEvent } from 'react';
import {
  extendTrialSchema,
  grantComplimentarySchema,
  OPERATOR_MESSAGES as M,
  type OperatorOrganisationDto,
  type OperatorOrganisationsResponse,
} from '../../../shared/operator';
import { apiFetch } from '../../lib/api';

/** Extend a trial by some days, or grant complimentary access until a date: both are logged. */
export function GrantForms({
  org,
  onChanged,
}: {
  org: OperatorOrganisationDto;
  onChanged: () => void;
}) {
  const [days, setDays] = useState('7');
  const [endDate, setEndDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(path: string, body: unknown, failed: string) {
    setBusy(true);
    setError(null);
    try {
      await apiFetch<OperatorOrganisationsResponse>(path, { body }, () => failed);
      onChanged();
    } catch (e) {
      setError(e instanceof Error ? e.message : failed);
      setBusy(false);
    }
  }

  function extend(e: FormEvent) {
    e.preventDefault();
    const parsed = extendTrialSchema.safeParse({ days });
    if (!parsed.success) return setError(M.daysInvalid);
    void send(`/api/admin/organisations/${org.id}/extend-trial`, parsed.data, M.extendFailed);
  }

  function grant(e: FormEvent) {
    e.preventDefault();
    const parsed = grantComplimentarySchema.safeParse({ endDate });
    if (!parsed.success) return setError(M.endDateInvalid);
    void send(`/api/admin/organisations/${org.id}/complimentary`, parsed.data, M.grantFailed);
  }

  const id = org.id.slice(0, 8);
  return (
    <div className="flex flex-col gap-3">
      {error && (
        <p role="alert" className="alert-error">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-6">
        <form onSubmit={extend} noValidate className="flex items-end gap-2">
          <div>
            <label htmlFor={`days-${id}`} className="field-label">
              Extend trial by (days)
            </label>
            <input
              id={`days-${id}`}
              type="number"
              min={1}
              max={365}
              className="field-input w-28"
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            Extend Trial
          </button>
        </form>
        <form onSubmit={grant} noValidate className="flex items-end gap-2">
          <div>
            <label htmlFor={`until-${id}`} className="field-label">
              Complimentary access until
            </label>
            <input
              id={`until-${id}`}
              type="date"
              className="field-input"
              value={endDate}
              onChange={(e) => setEndDate(e.target.value)}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={busy || !endDate}>
            Grant Access
          </button>
        </form>
      </div>
    </div>
  );
}
