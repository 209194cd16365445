import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';

/**
 * The screen (and zod, which it validates with) loads on its own, so public pages stay small. As a
 * route `lazy` the router starts fetching it as soon as it matches the URL, alongside the session
 * check, instead of after the guard has waited for the session (the layout's HydrateFallback shows
 * meanwhile).
 */
export const reconciliationRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    lazy: async () => {
      const { DashboardPage } = await import('./dashboard-page');
      return { element: guarded('dashboard', <DashboardPage />) };
    },
  },
];
