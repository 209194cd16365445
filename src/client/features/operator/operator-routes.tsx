import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';

/** The operator's view: superusers only (everyone else goes to /dashboard). */
export const operatorRoutes: RouteObject[] = [
  {
    path: '/admin/organisations',
    lazy: async () => {
      const { OrganisationsPage } = await import('./organisations-page');
      return { element: guarded('superuser', <OrganisationsPage />) };
    },
  },
];
