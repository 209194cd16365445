import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { OrganisationDto } from '../../../shared/organisations';
import {
  PAYMENT_MESSAGES as M,
  type PlanDto,
  type PlansResponse,
  type RedirectResponse,
  type SubscriptionRecordDto,
} from '../../../shared/subscriptions';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { planLabel } from './status-badge';

type Load = { kind: 'loading' } | { kind: 'loaded'; data: PlansResponse } | { kind: 'failed' };

/**
 * The paid plans from Stripe, each with Subscribe for admins (to Stripe's hosted checkout). When
 * the server has no Stripe configuration it says so, and the trial card still works.
 */
export function PaidPlans({
  org,
  current,
}: {
  org: OrganisationDto;
  current: SubscriptionRecordDto | null;
}) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const subscribed = org.subscriptionStatus === 'active' || org.subscriptionStatus === 'past_due';

  useEffect(() => {
    apiFetch<PlansResponse>('/api/subscriptions/plans', {}, () => M.plansFailed)
      .then((data) => setLoad({ kind: 'loaded', data }))
      .catch(() => setLoad({ kind: 'failed' }));
  }, []);

  async function subscribe(plan: PlanDto) {
    setBusy(plan.priceId);
    setError(null);
    try {
      const { url } = await apiFetch<RedirectResponse>(
        '/api/subscriptions/checkout',
        { body: { priceId: plan.priceId } },
        () => M.checkoutFailed,
      );
      window.location.assign(url);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : M.checkoutFailed);
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="paid-heading" className="mt-6">
      <h2 id="paid-heading" className="text-2xl font-bold text-slate-900">
        Paid Plans
      </h2>
      {load.kind === 'loading' && (
        <p role="status" className="mt-3 text-slate-600">
          Loading plans…
        </p>
      )}
      {load.kind === 'failed' && (
        <p role="alert" className="alert-error mt-3">
          {M.plansFailed}
        </p>
      )}
      {load.kind === 'loaded' && !load.data.configured && (
        <p className="alert-info mt-3">
          {M.notConfigured} The free trial still works; to subscribe, please contact support.
        </p>
      )}
      {error && (
        <p role="alert" className="alert-error mt-3">
          {error}
        </p>
      )}
      {load.kind === 'loaded' && load.data.plans.length > 0 && (
        <>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {load.data.plans.map((plan) => {
              const isCurrent = subscribed && current?.planType === plan.planType;
              return (
                <li key={plan.priceId} className="card flex flex-col">
                  <h3 className="text-xl font-bold text-slate-900">{planLabel(plan.planType)}</h3>
                  <p className="text-sm text-slate-600">{plan.name}</p>
                  <p className="mt-4 text-3xl font-bold text-slate-900">
                    {formatMoney(plan.amount, plan.currency)}
                  </p>
                  <p className="text-sm text-slate-700">
                    per {plan.interval}
                    {plan.taxInclusive ? ', including GST' : ''}
                  </p>
                  <div className="mt-auto pt-5">
                    {isCurrent ? (
                      <p className="font-semibold text-green-800">Your current plan</p>
                    ) : (
                      org.role === 'admin' &&
                      !subscribed && (
                        <button
                          type="button"
                          className="btn-primary w-full"
                          disabled={busy !== null}
                          aria-label={`Subscribe to the ${planLabel(plan.planType)} plan`}
                          onClick={() => void subscribe(plan)}
                        >
                          {busy === plan.priceId ? 'Redirecting to Checkout...' : 'Subscribe'}
                        </button>
                      )
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          {subscribed && (
            <p className="mt-4 text-sm">
              <Link to="/subscription/manage" className="font-medium text-brand-800 underline">
                Manage Subscription
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
