import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';

/** Loaded on first visit. /subscription/manage (cancel and reactivate) arrives with the payments issue. */
export const subscriptionRoutes: RouteObject[] = [
  {
    path: '/subscription/plans',
    lazy: async () => {
      const { PlansPage } = await import('./plans-page');
      return { element: guarded('subscription', <PlansPage />) };
    },
  },
  {
    path: '/subscription/success',
    lazy: async () => {
      const { SuccessPage } = await import('./success-page');
      return { element: guarded('subscription', <SuccessPage />) };
    },
  },
  {
    path: '/subscription/status',
    lazy: async () => {
      const { StatusPage } = await import('./status-page');
      return { element: guarded('subscription', <StatusPage />) };
    },
  },
];
