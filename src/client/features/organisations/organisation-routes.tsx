import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';
import { AcceptInvitePage } from './accept-invite-page';
import { InvitePage } from './invite-page';
import { SetupPage } from './setup-page';

export const organisationRoutes: RouteObject[] = [
  { path: '/organisation/setup', element: guarded('organisation-setup', <SetupPage />) },
  { path: '/organisation/invite', element: guarded('organisation', <InvitePage />) },
  // Public: a signed-out visitor is offered sign-in or registration here, not redirected.
  { path: '/organisation/accept-invite', element: <AcceptInvitePage /> },
];
