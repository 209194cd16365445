import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SubscriptionStatusResponse } from '../../../shared/subscriptions';
import { formatAud, formatDateAu } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { planLabel, StatusBadge } from './status-badge';
import { useSubscriptionStatus } from './use-subscription-status';

/** Subscription Status: badge, plan, dates, amount and the actions that fit the status. */
export function StatusPage() {
  useDocumentTitle('Subscription Status');
  const { load, reload } = useSubscriptionStatus();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <div className="card">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">Subscription Status</h1>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void reload()}
            disabled={load.kind === 'loading'}
          >
            Refresh
          </button>
        </div>
        {load.kind === 'loading' && (
          <p role="status" className="mt-6 text-slate-600">
            Loading subscription status…
          </p>
        )}
        {load.kind === 'failed' && (
          <div className="mt-6">
            <p role="alert" className="alert-error">
              {load.message}
            </p>
            <button type="button" className="btn-primary mt-4" onClick={() => void reload()}>
              Try Again
            </button>
          </div>
        )}
        {load.kind === 'loaded' && <StatusDetails data={load.data} />}
      </div>
    </div>
  );
}

function StatusDetails({ data }: { data: SubscriptionStatusResponse }) {
  const { organisation: org, subscription: sub } = data;
  const status = org.subscriptionStatus;
  const inTrial = status === 'trial' || status === 'trial_expired';
  const rows: Array<[string, ReactNode]> = [
    ['Organisation', org.name],
    ['Status', <StatusBadge key="badge" status={status} />],
    ['Current Plan', planLabel(sub?.planType)],
  ];
  const paid = status === 'active' || status === 'past_due';
  if (inTrial && org.trialEndDate) rows.push(['Trial Ends', formatDateAu(org.trialEndDate)]);
  else if (paid && sub?.endDate)
    rows.push([
      sub.cancelAtPeriodEnd ? 'Subscription Ends' : 'Next Billing Date',
      formatDateAu(sub.endDate),
    ]);
  else if (org.accessEndsAt) rows.push(['Access Until', formatDateAu(org.accessEndsAt)]);
  if (sub && sub.amount > 0) rows.push(['Amount', formatAud(sub.amount)]);
  if (sub?.stripeSubscriptionId)
    rows.push(['Subscription ID', <code key="id">{sub.stripeSubscriptionId}</code>]);

  return (
    <>
      <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-2 px-4 py-3">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {paid && sub?.cancelAtPeriodEnd && sub.endDate && (
        <p className="alert-info mt-4">
          Your subscription is scheduled to end on {formatDateAu(sub.endDate)}.
        </p>
      )}
      {status === 'past_due' && org.paymentGraceEndsAt && (
        <p className="alert-error mt-4">
          The last payment failed. Access continues until {formatDateAu(org.paymentGraceEndsAt)}; an
          administrator can update the payment method under Manage Subscription.
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/subscription/plans" className="btn-secondary">
          View Plans
        </Link>
        {paid && (
          <Link to="/subscription/manage" className="btn-primary">
            Manage Subscription
          </Link>
        )}
        {status === 'trial' && (
          <Link to="/subscription/plans" className="btn-primary">
            Upgrade Now
          </Link>
        )}
      </div>
    </>
  );
}
