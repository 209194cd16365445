import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  bulkInviteTextSchema,
  INVITATION_EXPIRY_DAYS,
  INVITATION_MESSAGES,
  splitEmailList,
  type BulkInvitationResponse,
} from '../../../shared/invitations';
import { apiFetch } from '../../lib/api';
import { CopyButton } from './copy-button';
import { downloadInvitationsCsv } from './invitation-csv';
import { WhatHappensNext } from './what-happens-next';

/** Bulk Invitations mode: up to 100 addresses in, one result row per address out. */
export function BulkInvite() {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<BulkInvitationResponse | null>(null);
  const detected = useMemo(() => splitEmailList(text).length, [text]);
  const hintId = useId();
  const countId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = bulkInviteTextSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? INVITATION_MESSAGES.emailsRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setResult(
        await apiFetch<BulkInvitationResponse>(
          '/api/invitations/bulk',
          { body: { emails: parsed.data } },
          INVITATION_MESSAGES.bulkFailed,
        ),
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : INVITATION_MESSAGES.bulkFailed(0));
    } finally {
      setBusy(false);
    }
  }

  if (result) {
    return (
      <BulkResult
        result={result}
        onMore={() => {
          setResult(null);
          setText('');
        }}
      />
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {error && (
        <p role="alert" className="alert-error">
          {error}
        </p>
      )}
      <div>
        <label htmlFor="invite-emails" className="field-label">
          Email Addresses *
        </label>
        <textarea
          id="invite-emails"
          className="field-input font-mono text-sm"
          rows={8}
          value={text}
          aria-describedby={`${hintId} ${countId}`}
          placeholder={
            'nurse.one@health.example.org\npharmacist@health.example.org; doctor@health.example.org'
          }
          onChange={(e) => setText(e.target.value)}
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          Separate email addresses with commas, semicolons or new lines. Maximum 100 invitations per
          batch
        </p>
        <p id={countId} className="mt-1 text-sm font-medium text-slate-800" aria-live="polite">
          {detected} email addresses detected
        </p>
      </div>
      <WhatHappensNext bulk />
      <button
        type="submit"
        className="btn-primary self-start"
        disabled={busy || text.trim() === ''}
      >
        {busy ? 'Processing Invitations...' : 'Process Bulk Invitations'}
      </button>
    </form>
  );
}

function BulkResult({ result, onMore }: { result: BulkInvitationResponse; onMore: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rowId = useId();
  const successes = result.results.filter((r) => r.success && r.invitationUrl);
  const allUrls = successes.map((r) => `${r.email}: ${r.invitationUrl}`).join('\n');
  return (
    <section aria-labelledby="bulk-result-heading" className="flex flex-col gap-4">
      <h2
        id="bulk-result-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900"
      >
        Bulk Invitations Processed
      </h2>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {(
          [
            ['Total Processed', result.summary.total, 'text-slate-900'],
            ['Successful', result.summary.successful, 'text-green-800'],
            ['Failed', result.summary.failed, 'text-red-800'],
          ] as const
        ).map(([label, value, colour]) => (
          <div key={label} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className={`text-2xl font-bold ${colour}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">
        {successes.length > 0 && <CopyButton text={allUrls} label="Copy All URLs" />}
        <button
          type="button"
          className="btn-secondary"
          onClick={() => downloadInvitationsCsv(result.results)}
        >
          Download CSV
        </button>
      </div>
      <p className="alert-info">
        Copy these invitation URLs and send them to the recipients (we have also emailed each
        invitee). Each link expires in {INVITATION_EXPIRY_DAYS} days.
      </p>
      <div
        className="max-h-96 overflow-auto rounded-lg border border-slate-200"
        tabIndex={0}
        aria-label="Invitation results"
      >
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                Email
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                Action
              </th>
            </tr>
          </thead>
          <tbody>
            {result.results.map((r, i) => (
              <tr key={r.email} className="border-t border-slate-200">
                <td id={`${rowId}-${i}`} className="px-3 py-2 break-all">
                  {r.email}
                </td>
                <td className={`px-3 py-2 ${r.success ? 'text-green-800' : 'text-red-800'}`}>
                  {r.success ? 'Success' : `Failed: ${r.error ?? 'Unknown error'}`}
                </td>
                <td className="px-3 py-2">
                  {r.success && r.invitationUrl && (
                    <CopyButton
                      text={r.invitationUrl}
                      label="Copy URL"
                      describedBy={`${rowId}-${i}`}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onMore}>
          Send More Invitations
        </button>
        <Link to="/dashboard" className="btn-secondary">
          Done
        </Link>
      </div>
    </section>
  );
}
