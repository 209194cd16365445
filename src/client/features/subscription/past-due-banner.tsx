import { Link } from 'react-router';
import { formatDateAu } from '../../lib/format';
import { useSession } from '../../lib/session';

/**
 * Shown on every page to an organisation's admins while a payment has failed: how long access
 * lasts, and where to fix it. Members are not worried with it; the dashboard keeps working.
 */
export function PastDueBanner() {
  const { organisation: org } = useSession();
  if (!org || org.role !== 'admin' || org.subscriptionStatus !== 'past_due') return null;
  return (
    <div role="alert" className="border-b border-red-300 bg-red-50">
      <p className="mx-auto max-w-7xl px-4 py-3 text-sm text-red-900 sm:px-6">
        <strong>Payment failed.</strong>{' '}
        {org.hasAccess && org.paymentGraceEndsAt
          ? `Your organisation keeps access until ${formatDateAu(org.paymentGraceEndsAt)}. `
          : 'Your organisation no longer has access. '}
        <Link to="/subscription/manage" className="font-semibold underline">
          Update the payment method
        </Link>
      </p>
    </div>
  );
}
