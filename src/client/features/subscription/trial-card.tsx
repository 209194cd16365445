import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OrganisationDto } from '../../../shared/organisations';
import type { StartTrialResponse } from '../../../shared/subscriptions';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { formatDateAu } from '../../lib/format';
import { useSession } from '../../lib/session';

const TRIAL_FEATURES = [
  'Unlimited medication reconciliations',
  'AI-powered medication parsing',
  'Patient-friendly PDF exports',
  'Real-time medication comparison',
  'Professional medication summaries',
  'Full access to all features',
];

/** The spec's '1-Week Free Trial' card: admins start it, once per organisation. */
export function TrialCard({ org }: { org: OrganisationDto }) {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = org.subscriptionStatus;
  const subscribed = status === 'active' || status === 'past_due';
  const trialUsed = !!org.trialEndDate && status !== 'trial';

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
        {org.role !== 'admin' ? null : status === 'trial' || subscribed ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-slate-700">
              {subscribed
                ? 'Your organisation has an active subscription.'
                : `Your organisation's free trial is running until ${formatDateAu(org.trialEndDate)}.`}
            </p>
            <Link to="/dashboard" className="btn-primary">
              Go to Dashboard
            </Link>
          </div>
        ) : trialUsed ? (
          <p className="text-slate-700">
            Your organisation has already used its free trial. Choose a paid plan to continue.
          </p>
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
  );
}
