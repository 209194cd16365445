import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppDeps, AppEnv } from './app-types';
import { allowedOrigins } from './config/origins';
import { clientDistDir } from './config/paths';
import { accountRoutes } from './features/auth/account-routes';
import { createAuth } from './features/auth/auth';
import { createAuthEmails } from './features/auth/auth-emails';
import { authRoutes } from './features/auth/auth-routes';
import { loadSession } from './features/auth/session-middleware';
import { profileGuard, profileRoutes } from './features/auth/profile-routes';
import { activityRoutes } from './features/activity/activity-routes';
import { feedbackRoutes } from './features/feedback/feedback-routes';
import { pendingInvitationRoutes } from './features/invitations/pending-invitation-routes';
import { memberRoutes } from './features/members/member-routes';
import { operatorRoutes } from './features/operator/operator-routes';
import { healthRoutes } from './features/health/health-routes';
import { invitationRoutes } from './features/invitations/invitation-routes';
import { mailboxRoutes } from './features/mail/mailbox-routes';
import { meRoutes } from './features/me/me-routes';
import { organisationRoutes } from './features/organisations/organisation-routes';
import { reconcileRoutes } from './features/reconcile/reconcile-routes';
import { statsRoutes } from './features/stats/stats-routes';
import { billingRoutes } from './features/subscriptions/billing-routes';
import { createPayments } from './features/subscriptions/stripe/payments';
import { stripeWebhookRoutes } from './features/subscriptions/stripe-webhook-routes';
import { subscriptionRoutes } from './features/subscriptions/subscription-routes';
import { refuseControlCharacters } from './http/control-characters';
import { jsonError, toErrorResponse } from './http/errors';
import { requestLogger } from './http/logger';
import { sameOriginWrites } from './http/same-origin';
import { securityHeaders } from './http/security';
import { mountClient } from './http/static-client';

/** Largest JSON body any route accepts: two 20,000-character lists with room for escaping. */
const MAX_BODY_BYTES = 256 * 1024;

export interface CreateAppOptions {
  /** Serve the built client from this folder (default dist/client); false for API-only tests. */
  clientDir?: string | false;
}

export function createApp(deps: AppDeps, opts: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', requestId());
  app.use('*', requestLogger(deps.log));
  app.use('*', securityHeaders(deps.env.isProduction));
  app.onError(toErrorResponse);

  const api = new Hono<AppEnv>();
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => jsonError(c, 413, 'The request is too large'),
  });
  // Not for GET and HEAD, whose bodies no route reads: bodyLimit looks at `c.req.raw.body`, which
  // makes @hono/node-server build a whole undici Request (a web stream, an AbortController) for
  // a request that otherwise needs only its headers.
  api.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  api.use('*', refuseControlCharacters(['/api/stripe/webhook']));
  api.use('*', async (c, next) => {
    await next();
    // API answers are per user and may hold personal data: never cache them in shared caches.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  const auth = createAuth(deps, createAuthEmails(deps.mailer, deps.env.APP_URL));
  api.use('/auth/*', profileGuard);
  api.route('/', authRoutes(auth, deps));
  const payments = createPayments(deps.env);
  // Stripe calls server to server: no session, no Origin; its signature is its authentication.
  api.route('/', stripeWebhookRoutes(deps, payments));
  // After the auth routes: better-auth checks the origin of its own endpoints.
  api.use('*', sameOriginWrites(allowedOrigins(deps.env.APP_URL, deps.env.isProduction)));
  api.use('*', loadSession(auth, deps.db, deps.env.SUPERUSER_EMAILS));
  api.route('/', accountRoutes(auth, deps));
  api.route('/', profileRoutes(auth, deps));
  api.route('/', healthRoutes(deps));
  api.route('/', meRoutes(deps));
  api.route('/', statsRoutes(deps));
  api.route('/', organisationRoutes(deps));
  api.route('/', subscriptionRoutes(deps));
  api.route('/', billingRoutes(deps, payments));
  api.route('/', invitationRoutes(deps));
  api.route('/', pendingInvitationRoutes(deps));
  api.route('/', memberRoutes(deps));
  api.route('/', activityRoutes(deps));
  api.route('/', feedbackRoutes(deps));
  api.route('/', operatorRoutes(deps));
  api.route('/', reconcileRoutes(deps));
  api.all('*', (c) => jsonError(c, 404, `No API route for ${c.req.method} ${c.req.path}`));
  app.route('/api', api);
  // The local outbox holds sign-in links: never served in production.
  if (!deps.env.isProduction) app.route('/', mailboxRoutes(deps));

  if (opts.clientDir !== false) mountClient(app, opts.clientDir ?? clientDistDir());
  app.notFound((c) => jsonError(c, 404, 'Not found'));
  return app;
}
