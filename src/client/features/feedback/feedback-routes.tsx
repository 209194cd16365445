import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';

/** /feedback for anyone signed in; /admin/feedback for an organisation's members or a superuser. */
export const feedbackRoutes: RouteObject[] = [
  {
    path: '/feedback',
    lazy: async () => {
      const { FeedbackPage } = await import('./feedback-page');
      return { element: guarded('session', <FeedbackPage />) };
    },
  },
  {
    path: '/admin/feedback',
    lazy: async () => {
      const { FeedbackAdminPage } = await import('./feedback-admin-page');
      return { element: guarded('feedback-admin', <FeedbackAdminPage />) };
    },
  },
];
