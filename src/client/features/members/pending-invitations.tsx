import { useCallback, useEffect, useState } from 'react';
import {
  MEMBER_MESSAGES as M,
  type PendingInvitationDto,
  type PendingInvitationsResponse,
  type ResendInvitationResponse,
} from '../../../shared/members';
import { apiFetch } from '../../lib/api';
import { formatDateAu } from '../../lib/format';

/** Invitations not yet accepted, with their expiry, Resend (a new 7-day link) and Revoke. */
export function PendingInvitations() {
  const [items, setItems] = useState<PendingInvitationDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; url?: string } | null>(null);

  const load = useCallback(async () => {
    try {
      const res = await apiFetch<PendingInvitationsResponse>('/api/invitations');
      setItems(res.invitations);
    } catch (e) {
      setError(e instanceof Error ? e.message : M.fetchFailed);
    }
  }, []);
  useEffect(() => void load(), [load]);

  async function resend(i: PendingInvitationDto) {
    setError(null);
    setNotice(null);
    try {
      const res = await apiFetch<ResendInvitationResponse>(
        `/api/invitations/${i.id}/resend`,
        { method: 'POST' },
        () => M.resendFailed,
      );
      setNotice({
        text: res.emailSent
          ? `A new invitation link has been emailed to ${i.email}.`
          : `The email to ${i.email} could not be sent. Please share this new link yourself:`,
        url: res.emailSent ? undefined : res.invitationUrl,
      });
      await load();
    } catch (e) {
      setError(e instanceof Error ? e.message : M.resendFailed);
    }
  }

  async function revoke(i: PendingInvitationDto) {
    if (!window.confirm(`Revoke the invitation sent to ${i.email}? Its link will stop working.`))
      return;
    setError(null);
    setNotice(null);
    try {
      await apiFetch(`/api/invitations/${i.id}`, { method: 'DELETE' }, () => M.revokeFailed);
      setNotice({ text: `The invitation to ${i.email} has been revoked.` });
      await load();
    } catch (e) {
      setError(e instanceof Error ? e.message : M.revokeFailed);
    }
  }

  return (
    <section aria-labelledby="invitations-heading" className="card">
      <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
        Pending Invitations
      </h2>
      {error && (
        <p role="alert" className="alert-error mt-3">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="alert-success mt-3 break-all">
          {notice.text} {notice.url}
        </p>
      )}
      {items && items.length === 0 && (
        <p className="mt-3 text-slate-700">There are no pending invitations.</p>
      )}
      <ul className="mt-3 divide-y divide-slate-200">
        {items?.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="font-medium break-all text-slate-900">{i.email}</span>
              <span className={`block text-sm ${i.expired ? 'text-red-800' : 'text-slate-600'}`}>
                {i.expired ? 'Expired' : 'Expires'} {formatDateAu(i.expiresAt)}
              </span>
            </span>
            <span className="flex gap-2">
              <button
                type="button"
                className="btn-secondary py-1"
                aria-label={`Resend invitation to ${i.email}`}
                onClick={() => void resend(i)}
              >
                Resend
              </button>
              <button
                type="button"
                className="btn-danger py-1"
                aria-label={`Revoke invitation to ${i.email}`}
                onClick={() => void revoke(i)}
              >
                Revoke
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
