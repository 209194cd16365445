import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  PAYMENT_MESSAGES as M,
  type RedirectResponse,
  type SubscriptionStatusResponse,
} from '../../../shared/subscriptions';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { formatAud, formatDateAu } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { planLabel, StatusBadge } from './status-badge';
import { useSubscriptionStatus } from './use-subscription-status';

/** Manage Subscription: cancel at the period end (with a confirmation step), reactivate, billing. */
export function ManagePage() {
  useDocumentTitle('Manage Subscription');
  const { load, reload } = useSubscriptionStatus();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">Manage Subscription</h1>
        {load.kind === 'loading' && (
          <p role="status" className="mt-6 text-slate-600">
            Loading subscription details…
          </p>
        )}
        {load.kind === 'failed' && (
          <div className="mt-6">
            <p role="alert" className="alert-error">
              {M.loadFailed}
            </p>
            <button type="button" className="btn-primary mt-4" onClick={() => void reload()}>
              Try Again
            </button>
          </div>
        )}
        {load.kind === 'loaded' && <Manage data={load.data} reload={reload} />}
      </div>
    </div>
  );
}

type Step = 'idle' | 'confirm' | 'busy';

function Manage({
  data,
  reload,
}: {
  data: SubscriptionStatusResponse;
  reload: () => Promise<unknown>;
}) {
  const { organisation: org, subscription: sub } = data;
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const paid = !!sub?.stripeSubscriptionId;
  const live = org.subscriptionStatus === 'active' || org.subscriptionStatus === 'past_due';

  async function act(path: string, failed: string) {
    setStep('busy');
    setError(null);
    try {
      await apiFetch<SubscriptionStatusResponse>(path, { method: 'POST' }, () => failed);
      await Promise.all([reload(), refresh()]);
    } catch (err) {
      setError(
        err instanceof ApiRequestError ? err.message : err instanceof Error ? M.generic : failed,
      );
    }
    setStep('idle');
  }

  async function openBilling() {
    setError(null);
    try {
      const { url } = await apiFetch<RedirectResponse>(
        '/api/subscriptions/portal',
        { method: 'POST' },
        () => M.portalFailed,
      );
      window.location.assign(url);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : M.portalFailed);
    }
  }

  if (!paid) {
    return (
      <div className="mt-6">
        <p className="text-slate-700">{M.noPaidSubscription}</p>
        <Link to="/subscription/plans" className="btn-primary mt-4">
          View Plans
        </Link>
      </div>
    );
  }
  const endDate = formatDateAu(sub.endDate);
  return (
    <>
      <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
        <Row label="Current Plan" value={planLabel(sub.planType)} />
        <Row label="Status" value={<StatusBadge status={org.subscriptionStatus} />} />
        {sub.amount > 0 && <Row label="Amount" value={formatAud(sub.amount)} />}
        {sub.endDate && (
          <Row
            label={
              !live ? 'Ended' : sub.cancelAtPeriodEnd ? 'Subscription Ends' : 'Next Billing Date'
            }
            value={endDate}
          />
        )}
      </dl>
      {error && (
        <p role="alert" className="alert-error mt-4">
          {error}
        </p>
      )}
      {org.subscriptionStatus === 'past_due' && org.paymentGraceEndsAt && (
        <p className="alert-error mt-4">
          The last payment failed. Please update the payment method by{' '}
          {formatDateAu(org.paymentGraceEndsAt)} to keep access.
        </p>
      )}
      {org.role !== 'admin' ? (
        <div className="alert-info mt-6">
          <h2 className="font-semibold">Admin Access Required</h2>
          <p className="mt-1">
            Only organisation administrators can manage the subscription. Please contact your admin.
          </p>
        </div>
      ) : !live ? (
        <div className="mt-6">
          <p className="text-slate-700">{M.alreadyEnded}</p>
          <Link to="/subscription/plans" className="btn-primary mt-4">
            View Plans
          </Link>
        </div>
      ) : sub.cancelAtPeriodEnd ? (
        <div role="status" className="alert-info mt-6">
          <h2 className="font-semibold">Cancellation scheduled</h2>
          <p className="mt-1">
            Your subscription has been cancelled and will end on {endDate}. Your organisation keeps
            full access until then.
          </p>
          <button
            type="button"
            className="btn-primary mt-4"
            disabled={step === 'busy'}
            onClick={() => void act('/api/subscriptions/reactivate', M.reactivateFailed)}
          >
            {step === 'busy' ? 'Reactivating...' : 'Reactivate Subscription'}
          </button>
        </div>
      ) : step === 'confirm' || (step === 'busy' && !sub.cancelAtPeriodEnd) ? (
        <div className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h2 className="font-semibold text-amber-950">Cancel your subscription?</h2>
          <p className="mt-1 text-amber-950">
            It stays active until {endDate}, then ends. You will not be charged again, and you can
            reactivate it before then.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-danger"
              disabled={step === 'busy'}
              onClick={() => void act('/api/subscriptions/cancel', M.cancelFailed)}
            >
              {step === 'busy' ? 'Cancelling...' : 'Confirm Cancellation'}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={step === 'busy'}
              onClick={() => setStep('idle')}
            >
              Go Back
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={() => setStep('confirm')}>
            Cancel Subscription
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={() => void navigate('/subscription/status')}
          >
            Keep Subscription
          </button>
        </div>
      )}
      {org.role === 'admin' && (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <button type="button" className="btn-secondary" onClick={() => void openBilling()}>
            Manage billing
          </button>
          <p className="mt-2 text-sm text-slate-600">
            Invoices and the payment method, on Stripe&apos;s secure billing page.
          </p>
        </div>
      )}
    </>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 px-4 py-3">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}
