import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';

/** The profile page (signed in) and the public landing page of the new-address link. */
export const profileRoutes: RouteObject[] = [
  {
    path: '/settings/profile',
    lazy: async () => {
      const { ProfilePage } = await import('./profile-page');
      return { element: guarded('session', <ProfilePage />) };
    },
  },
  {
    path: '/settings/confirm-email',
    lazy: async () => {
      const { ConfirmEmailChangePage } = await import('./confirm-email-page');
      return { element: <ConfirmEmailChangePage /> };
    },
  },
];
