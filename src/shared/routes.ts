/**
 * Every page route of the single-page app. The server uses this list to answer unknown paths with
 * a real 404 status (the client still renders its 404 page).
 */
export const CLIENT_ROUTES = [
  '/',
  '/login',
  '/register',
  '/auth/confirm',
  '/auth/reset-password',
  '/auth/magic-link',
  '/privacy-policy',
  '/terms-of-service',
  '/organisation/accept-invite',
  '/organisation/setup',
  '/organisation/invite',
  '/organisation/members',
  '/organisation/activity',
  '/dashboard',
  '/subscription/plans',
  '/subscription/success',
  '/subscription/status',
  '/subscription/manage',
  '/feedback',
  '/admin/feedback',
  '/admin/organisations',
  '/settings/security',
  '/settings/profile',
  '/settings/confirm-email',
  '/test-stripe',
] as const;

/** The page route a path names (without trailing slashes), or undefined when it is none. */
export function clientRoute(path: string): (typeof CLIENT_ROUTES)[number] | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return CLIENT_ROUTES.find((route) => route === clean);
}

export function isClientRoute(path: string): boolean {
  return clientRoute(path) !== undefined;
}
