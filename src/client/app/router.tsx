import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingStatus } from '../components/loading-status';
import { authRoutes } from '../features/auth/auth-routes';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { LandingPage } from '../features/landing/landing-page';
import { PrivacyPage } from '../features/legal/privacy-page';
import { TermsPage } from '../features/legal/terms-page';
import { feedbackRoutes } from '../features/feedback/feedback-routes';
import { memberRoutes } from '../features/members/member-routes';
import { operatorRoutes } from '../features/operator/operator-routes';
import { organisationRoutes } from '../features/organisations/organisation-routes';
import { profileRoutes } from '../features/profile/profile-routes';
import { reconciliationRoutes } from '../features/reconciliation/reconciliation-routes';
import { subscriptionRoutes } from '../features/subscription/subscription-routes';
import { Layout } from './layout';

/** Each feature exports its own route list; this file only puts them together. */
const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    // Shown on a first visit to a lazy page (the dashboard, sign-in...) while its code loads.
    HydrateFallback: LoadingStatus,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/privacy-policy', element: <PrivacyPage /> },
      { path: '/terms-of-service', element: <TermsPage /> },
      ...authRoutes,
      ...organisationRoutes,
      ...memberRoutes,
      ...feedbackRoutes,
      ...profileRoutes,
      ...operatorRoutes,
      ...subscriptionRoutes,
      ...reconciliationRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
