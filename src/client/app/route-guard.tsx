import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingStatus } from '../components/loading-status';
import { saveRedirectAfterLogin } from '../lib/redirect-after-login';
import { decideRoute, type RouteRule } from '../lib/route-access';
import { useSession } from '../lib/session';

/** Wraps a page in the route table's rule: waits for the session, then shows it or redirects. */
export function RouteGuard({ rule, children }: { rule: RouteRule; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideRoute(rule, session);
  if (decision.kind === 'wait') return <LoadingStatus />;
  if (decision.kind === 'redirect') {
    // Not after the person signed out themselves: that is no visit to come back to.
    if (decision.saveReturn && !session.endedByUser)
      saveRedirectAfterLogin(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={decision.to} replace />;
  }
  return <>{children}</>;
}

/** Shorthand for route lists: `guarded('dashboard', <DashboardPage />)`. */
export const guarded = (rule: RouteRule, element: ReactNode) => (
  <RouteGuard rule={rule}>{element}</RouteGuard>
);
