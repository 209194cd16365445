import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { SubscriptionStatusResponse } from '../../../shared/subscriptions';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { formatAud, formatDateAu } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { planLabel, StatusBadge } from './status-badge';

/** The spec's timings: on to the dashboard 3 s after success; payment checks after 2 s, then every 3 s. */
const REDIRECT_MS = 3000;
const FIRST_CHECK_MS = 2000;
const POLL_MS = 3000;

type Variant = 'trial' | 'test' | 'paid';
type State =
  | { kind: 'processing' }
  | { kind: 'success'; data: SubscriptionStatusResponse | null }
  | { kind: 'error'; message: string };

const fetchStatus = () =>
  apiFetch<SubscriptionStatusResponse>(
    '/api/subscriptions/status',
    {},
    () => 'Failed to verify subscription',
  );
const errorText = (err: unknown) =>
  err instanceof ApiRequestError
    ? err.status === 401
      ? 'User not found'
      : err.message
    : 'Failed to verify subscription';

/**
 * After a trial starts (?trial=true), a test payment (?test=true) or a checkout (?session_id=...).
 * A checkout is confirmed only once the organisation reads as active (the payment webhook may lag).
 */
export function SuccessPage() {
  useDocumentTitle('Subscription Confirmed');
  const [params] = useSearchParams();
  const variant: Variant | null =
    params.get('trial') === 'true'
      ? 'trial'
      : params.get('test') === 'true'
        ? 'test'
        : params.get('session_id')
          ? 'paid'
          : null;
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [state, setState] = useState<State>(
    variant === 'paid' ? { kind: 'processing' } : { kind: 'success', data: null },
  );

  useEffect(() => {
    if (!variant) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (variant !== 'paid') {
      // Already confirmed by the caller: only fetch the details to show.
      fetchStatus()
        .then((data) => !cancelled && setState({ kind: 'success', data }))
        .catch(() => undefined);
      return () => {
        cancelled = true;
      };
    }
    const check = async () => {
      try {
        const data = await fetchStatus();
        if (cancelled) return;
        if (data.organisation.subscriptionStatus === 'active') {
          await refresh();
          if (!cancelled) setState({ kind: 'success', data });
        } else {
          timer = setTimeout(() => void check(), POLL_MS);
        }
      } catch (err) {
        if (!cancelled) setState({ kind: 'error', message: errorText(err) });
      }
    };
    timer = setTimeout(() => void check(), FIRST_CHECK_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [variant, refresh]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(() => void navigate('/dashboard'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  if (!variant) return <Navigate to="/subscription/plans" replace />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="card text-center">
        {state.kind === 'processing' && (
          <div role="status">
            <h1 className="text-2xl font-bold text-slate-900">Processing Your Subscription...</h1>
            <p className="mt-3 text-slate-700">
              We are confirming your payment. This usually takes a few seconds.
            </p>
          </div>
        )}
        {state.kind === 'error' && (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Subscription Verification Failed</h1>
            <p role="alert" className="alert-error mt-4">
              {state.message}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to="/subscription/plans" className="btn-primary">
                Try Again
              </Link>
              <Link to="/subscription/status" className="btn-secondary">
                Check Subscription Status
              </Link>
            </div>
          </>
        )}
        {state.kind === 'success' && <Success variant={variant} data={state.data} />}
      </div>
    </div>
  );
}

const HEADINGS: Record<Variant, string> = {
  trial: 'Your Free Trial Has Started!',
  test: 'Test Subscription Successful!',
  paid: 'Payment Successful!',
};

function Success({ variant, data }: { variant: Variant; data: SubscriptionStatusResponse | null }) {
  const org = data?.organisation;
  const sub = data?.subscription;
  return (
    <div role="status">
      <h1 className="text-2xl font-bold text-green-800">{HEADINGS[variant]}</h1>
      <p className="mt-3 text-slate-700">
        {variant === 'trial'
          ? 'Your organisation now has 7 days of full access to MedRecon.'
          : 'Your organisation now has full access to MedRecon.'}{' '}
        Taking you to the dashboard in a few seconds…
      </p>
      {org && (
        <dl className="mx-auto mt-6 max-w-sm divide-y divide-slate-200 rounded-lg border border-slate-200 text-left">
          <Row label="Plan" value={planLabel(sub?.planType)} />
          <Row label="Status" value={<StatusBadge status={org.subscriptionStatus} />} />
          {variant === 'trial' && org.trialEndDate && (
            <Row label="Trial Ends" value={formatDateAu(org.trialEndDate)} />
          )}
          {variant !== 'trial' && sub && sub.amount > 0 && (
            <Row label="Amount" value={formatAud(sub.amount)} />
          )}
          {variant !== 'trial' && sub?.endDate && (
            <Row label="Next Billing Date" value={formatDateAu(sub.endDate)} />
          )}
        </dl>
      )}
      <Link to="/dashboard" className="btn-primary mt-6">
        Go to Dashboard
      </Link>
    </div>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-2 px-4 py-2">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}
