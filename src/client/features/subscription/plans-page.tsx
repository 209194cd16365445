import { Link, Navigate } from 'react-router';
import type { SubscriptionStatusResponse } from '../../../shared/subscriptions';
import { formatDateAu } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PaidPlans } from './paid-plans';
import { StatusBadge } from './status-badge';
import { TrialCard } from './trial-card';
import { useSubscriptionStatus } from './use-subscription-status';

/**
 * The plans page: the organisation's standing, the 1-Week Free Trial (once per organisation) and
 * the paid plans from Stripe; only admins start either.
 */
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
  // A new organisation's first step is the free trial; after it, the paid plans come first.
  const subscribed = ['active', 'past_due'].includes(org.subscriptionStatus);
  const trialFirst = (!org.trialEndDate && !subscribed) || org.subscriptionStatus === 'trial';
  const trial = <TrialCard org={org} />;
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
      {org.role !== 'admin' && (
        <div className="alert-info mt-6">
          <h2 className="font-semibold">Admin Access Required</h2>
          <p className="mt-1">
            Only organisation administrators can start trials. Please contact your admin.
          </p>
          <p className="mt-1">Paid plans, too, are chosen by an administrator.</p>
        </div>
      )}
      {trialFirst && trial}
      <PaidPlans org={org} current={data.subscription} />
      {!trialFirst && trial}
    </>
  );
}
