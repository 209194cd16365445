import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';

/** Loaded on first visit. /test-stripe needs only a session: the page itself tells non-superusers why not. */
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
  {
    path: '/subscription/manage',
    lazy: async () => {
      const { ManagePage } = await import('./manage-page');
      return { element: guarded('subscription', <ManagePage />) };
    },
  },
  {
    path: '/test-stripe',
    lazy: async () => {
      const { TestStripePage } = await import('./test-stripe-page');
      return { element: guarded('session', <TestStripePage />) };
    },
  },
];
