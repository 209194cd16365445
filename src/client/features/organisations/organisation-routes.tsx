import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';

/** Loaded on first visit: the landing page need not carry these pages (or their zod schemas). */
export const organisationRoutes: RouteObject[] = [
  {
    path: '/organisation/setup',
    lazy: async () => {
      const { SetupPage } = await import('./setup-page');
      return { element: guarded('organisation-setup', <SetupPage />) };
    },
  },
  {
    path: '/organisation/invite',
    lazy: async () => {
      const { InvitePage } = await import('./invite-page');
      return { element: guarded('organisation', <InvitePage />) };
    },
  },
  // Public: a signed-out visitor is offered sign-in or registration here, not redirected.
  {
    path: '/organisation/accept-invite',
    lazy: async () => {
      const { AcceptInvitePage } = await import('./accept-invite-page');
      return { element: <AcceptInvitePage /> };
    },
  },
];
