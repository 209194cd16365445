import type { RouteObject } from 'react-router';
import { LoginPlaceholder } from './login-placeholder';

/** Placeholder until the accounts feature lands. */
export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPlaceholder title="Welcome Back" /> },
  { path: '/register', element: <LoginPlaceholder title="Create Account" /> },
];
