import { useState } from 'react';
import { Link } from 'react-router';
import { isAdministrator, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BulkInvite } from './bulk-invite';
import { SingleInvite } from './single-invite';

type Mode = 'single' | 'bulk';

/** Invite Users: admins (and superusers) of an organisation create invitation links, one or many. */
export function InvitePage() {
  useDocumentTitle('Invite Users');
  const session = useSession();
  const [mode, setMode] = useState<Mode>('single');

  if (!isAdministrator(session)) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <BackLink />
        <div className="card mt-4">
          <h1 className="text-2xl font-bold text-slate-900">Invite Users</h1>
          <p role="alert" className="alert-error mt-4">
            Only organisation administrators can invite users
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackLink />
      <div className="card mt-4">
        <h1 className="text-2xl font-bold text-slate-900">Invite Users</h1>
        <p className="mt-2 text-slate-700">
          Invite healthcare professionals to join{' '}
          {session.organisation?.name ?? 'your organisation'} on MedRecon.
        </p>
        <div
          role="group"
          aria-label="Invitation type"
          className="mt-6 inline-flex rounded-lg border border-slate-300 p-1"
        >
          {(
            [
              ['single', 'Single Invitation'],
              ['bulk', 'Bulk Invitations'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              className={`rounded-md px-4 py-2 text-sm font-semibold ${
                mode === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
              onClick={() => setMode(value)}
            >
              {label}
            </button>
          ))}
        </div>
        {/* Each mode keeps its own inputs and results, so switching mode starts afresh. */}
        <div className="mt-6">
          {mode === 'single' ? <SingleInvite key="single" /> : <BulkInvite key="bulk" />}
        </div>
      </div>
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/dashboard" className="text-sm font-medium text-brand-800 underline">
      ← Back to Dashboard
    </Link>
  );
}
