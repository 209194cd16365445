import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';

/**
 * The account pages, each loaded on first visit: the landing page need not carry them (nor zod,
 * which their forms validate with). Links in e-mails land on the /auth/* ones, which are public.
 */
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => {
      const { LoginPage } = await import('./login-page');
      return { element: guarded('guest-only', <LoginPage />) };
    },
  },
  {
    path: '/register',
    lazy: async () => {
      const { RegisterPage } = await import('./register-page');
      return { element: guarded('guest-only', <RegisterPage />) };
    },
  },
  {
    path: '/auth/confirm',
    lazy: async () => {
      const { ConfirmPage } = await import('./confirm-page');
      return { element: <ConfirmPage /> };
    },
  },
  {
    path: '/auth/reset-password',
    lazy: async () => {
      const { ResetPasswordPage } = await import('./reset-password-page');
      return { element: <ResetPasswordPage /> };
    },
  },
  {
    path: '/auth/magic-link',
    lazy: async () => {
      const { MagicLinkPage } = await import('./magic-link-page');
      return { element: <MagicLinkPage /> };
    },
  },
  {
    path: '/settings/security',
    lazy: async () => {
      const { SecurityPage } = await import('./security-page');
      return { element: guarded('session', <SecurityPage />) };
    },
  },
];
