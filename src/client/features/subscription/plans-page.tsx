import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { StartTrialResponse, SubscriptionStatusResponse } from '../../../shared/subscriptions';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { formatDateAu } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { StatusBadge } from './status-badge';
import { useSubscriptionStatus } from './use-subscription-status';

const TRIAL_FEATURES = [
  'Unlimited medication reconciliations',
  'AI-powered medication parsing',
  'Patient-friendly PDF exports',
  'Real-time medication comparison',
  'Professional medication summaries',
  'Full access to all features',
];

/** The plans page: the organisation's standing and the 1-Week Free Trial, which only admins start. */
export function PlansPage() {
  useDocumentTitle('Subscription Plans');
  const { load, reload } = useSubscriptionStatus();

  if (load.kind === 'failed' && load.status === 404)
    return <Navigate to="/organisation/setup" replace />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Subscription Plans</h1>
      {load.kind === 'loading' && (
        <p role="status" className="mt-6 text-slate-600">
          Loading your organisation…
        </p>
      )}
      {load.kind === 'failed' && (
        <LoadError status={load.status} message={load.message} onRetry={() => void reload()} />
      )}
      {load.kind === 'loaded' && <Plans data={load.data} />}
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to="/feedback" className="font-medium text-brand-800 underline">
          Contact Support
        </Link>
        <Link to="/subscription/status" className="font-medium text-brand-800 underline">
          Check Current Status
        </Link>
      </p>
    </div>
  );
}

function LoadError({
  status,
  message,
  onRetry,
}: {
  status: number;
  message: string;
  onRetry: () => void;
}) {
  const text =
    status === 401
      ? 'Authentication error. Please log in again.'
      : status === 0
        ? 'Failed to verify access. Please try again.'
        : `Failed to load organisation: ${message}`;
  return (
    <div className="mt-6">
      <p role="alert" className="alert-error">
        {text}
      </p>
      <div className="mt-4 flex gap-3">
        <Link to="/login" className="btn-secondary">
          Go to Login
        </Link>
        <button type="button" className="btn-primary" onClick={onRetry}>
          Try Again
        </button>
      </div>
    </div>
  );
}

function Plans({ data }: { data: SubscriptionStatusResponse }) {
  const { organisation: org } = data;
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = org.subscriptionStatus === 'trial' || org.subscriptionStatus === 'active';

  async function startTrial() {
    setBusy(true);
    setError(null);
    try {
      await apiFetch<StartTrialResponse>(
        '/api/subscriptions/trial',
        { method: 'POST' },
        () => 'Failed to start trial. Please try again.',
      );
      await refresh();
      void navigate('/subscription/success?trial=true');
    } catch (err) {
      setError(
        err instanceof ApiRequestError ? err.message : 'Failed to start trial. Please try again.',
      );
      setBusy(false);
    }
  }

  return (
    <>
      <dl className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Organisation</dt>
          <dd className="font-semibold text-slate-900">{org.name}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Your Role</dt>
          <dd className="font-semibold text-slate-900">
            {org.role === 'admin' ? 'Administrator' : 'Member'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Status</dt>
          <dd>
            <StatusBadge status={org.subscriptionStatus} />
          </dd>
        </div>
        {org.trialEndDate && (
          <div>
            <dt className="text-sm text-slate-600">Trial End Date</dt>
            <dd className="font-semibold text-slate-900">{formatDateAu(org.trialEndDate)}</dd>
          </div>
        )}
      </dl>

      <section aria-labelledby="trial-heading" className="card mt-6 border-brand-600">
        <h2 id="trial-heading" className="text-2xl font-bold text-slate-900">
          1-Week Free Trial
        </h2>
        <ul className="mt-4 space-y-2">
          {TRIAL_FEATURES.map((f) => (
            <li key={f} className="flex gap-2 text-slate-800">
              <span aria-hidden="true" className="text-brand-700">
                ✓
              </span>
              {f}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm font-medium text-slate-700">No credit card required.</p>
        {error && (
          <p role="alert" className="alert-error mt-4">
            {error}
          </p>
        )}
        <div className="mt-6">
          {org.role !== 'admin' ? (
            <div className="alert-info">
              <h3 className="font-semibold">Admin Access Required</h3>
              <p className="mt-1">
                Only organisation administrators can start trials. Please contact your admin.
              </p>
            </div>
          ) : running ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-slate-700">
                {org.subscriptionStatus === 'active'
                  ? 'Your organisation has an active subscription.'
                  : `Your organisation's free trial is running until ${formatDateAu(org.trialEndDate)}.`}
              </p>
              <Link to="/dashboard" className="btn-primary">
                Go to Dashboard
              </Link>
            </div>
          ) : (
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              onClick={() => void startTrial()}
            >
              {busy ? 'Starting Trial...' : 'Start Free Trial'}
            </button>
          )}
        </div>
      </section>
    </>
  );
}
