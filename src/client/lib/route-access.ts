import type { SessionState } from './session';

/**
 * The spec's route table as data: each rule says where a kind of user is sent instead of seeing
 * the page. The server enforces the same rules on its API; these only keep the UI honest.
 */
export type RouteRule =
  | 'guest-only' // /login, /register: signed in goes to /dashboard
  | 'session' // /feedback, /test-stripe, /settings/*: needs a session
  | 'organisation-setup' // needs a session, no organisation, not a superuser
  | 'organisation' // /organisation/invite: needs a session and an organisation
  | 'dashboard' // the reconciliation screen
  | 'subscription' // /subscription/*: session and organisation, not a superuser
  | 'feedback-admin' // /admin/feedback: superuser or an organisation
  | 'superuser'; // /admin/organisations: the operator's view

export type RouteDecision =
  | { kind: 'wait' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; saveReturn?: boolean };

type SessionView = Pick<SessionState, 'status' | 'user' | 'organisation'>;

const toLogin: RouteDecision = { kind: 'redirect', to: '/login', saveReturn: true };
const toDashboard: RouteDecision = { kind: 'redirect', to: '/dashboard' };
const allow: RouteDecision = { kind: 'allow' };

export function decideRoute(rule: RouteRule, s: SessionView): RouteDecision {
  if (s.status === 'loading') return { kind: 'wait' };
  const signedIn = s.status === 'signed-in' && !!s.user;
  if (rule === 'guest-only') return signedIn ? toDashboard : allow;
  if (!signedIn) return toLogin;
  const superuser = !!s.user?.isSuperuser;
  const org = s.organisation;
  switch (rule) {
    case 'session':
      return allow;
    case 'organisation-setup':
      return superuser || org ? toDashboard : allow;
    case 'organisation':
      return org ? allow : toDashboard;
    case 'dashboard':
      if (superuser) return allow;
      if (!org) return { kind: 'redirect', to: '/organisation/setup' };
      return org.hasAccess ? allow : { kind: 'redirect', to: '/subscription/plans' };
    case 'subscription':
      if (superuser) return toDashboard;
      return org ? allow : { kind: 'redirect', to: '/organisation/setup' };
    case 'feedback-admin':
      return superuser || org ? allow : toDashboard;
    case 'superuser':
      return superuser ? allow : toDashboard;
  }
}
