import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';
import { ConfirmPage } from './confirm-page';
import { LoginPage } from './login-page';
import { MagicLinkPage } from './magic-link-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';
import { SecurityPage } from './security-page';

/** The account pages. Links in e-mails land on the /auth/* ones, which are public. */
export const authRoutes: RouteObject[] = [
  { path: '/login', element: guarded('guest-only', <LoginPage />) },
  { path: '/register', element: guarded('guest-only', <RegisterPage />) },
  { path: '/auth/confirm', element: <ConfirmPage /> },
  { path: '/auth/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/magic-link', element: <MagicLinkPage /> },
  { path: '/settings/security', element: guarded('session', <SecurityPage />) },
];
