import { SUBSCRIPTION_STATUS_LABELS } from '../../../shared/subscriptions';

const COLOURS: Record<string, string> = {
  trial: 'border-sky-300 bg-sky-50 text-sky-900',
  active: 'border-green-300 bg-green-50 text-green-900',
  complimentary: 'border-green-300 bg-green-50 text-green-900',
  canceled: 'border-amber-300 bg-amber-50 text-amber-900',
  cancelled: 'border-amber-300 bg-amber-50 text-amber-900',
  expired: 'border-red-300 bg-red-50 text-red-900',
  trial_expired: 'border-red-300 bg-red-50 text-red-900',
  past_due: 'border-red-300 bg-red-50 text-red-900',
};

/** The spec's status badges (Trial, Active, Canceled, Cancelled, Expired, Trial Expired) and Past Due. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-testid="status-badge"
      className={`inline-block rounded-full border px-3 py-0.5 text-sm font-semibold ${COLOURS[status] ?? 'border-slate-300 bg-slate-50 text-slate-800'}`}
    >
      {SUBSCRIPTION_STATUS_LABELS[status] ?? status}
    </span>
  );
}

/** A plan type as people say it. */
export function planLabel(planType: string | undefined): string {
  if (!planType) return 'No plan';
  if (planType === 'trial') return 'Free Trial';
  return planType.charAt(0).toUpperCase() + planType.slice(1).replace(/_/g, ' ');
}
