import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';
import { PlansPage } from './plans-page';
import { StatusPage } from './status-page';
import { SuccessPage } from './success-page';

/** /subscription/manage (cancel and reactivate) arrives with the payments issue. */
export const subscriptionRoutes: RouteObject[] = [
  { path: '/subscription/plans', element: guarded('subscription', <PlansPage />) },
  { path: '/subscription/success', element: guarded('subscription', <SuccessPage />) },
  { path: '/subscription/status', element: guarded('subscription', <StatusPage />) },
];
