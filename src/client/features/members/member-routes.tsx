import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';

/** Organisation administration: a session and an organisation; the pages tell members why not. */
export const memberRoutes: RouteObject[] = [
  {
    path: '/organisation/members',
    lazy: async () => {
      const { MembersPage } = await import('./members-page');
      return { element: guarded('organisation', <MembersPage />) };
    },
  },
  {
    path: '/organisation/activity',
    lazy: async () => {
      const { ActivityPage } = await import('./activity-page');
      return { element: guarded('organisation', <ActivityPage />) };
    },
  },
];
