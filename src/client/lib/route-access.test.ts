import { describe, expect, it } from 'vitest';
import { decideRoute, type RouteRule } from './route-access';
import type { SessionOrganisation, SessionUser } from './session';

const user: SessionUser = { id: 'u1', name: 'A', email: 'a@example.org', isSuperuser: false };
const org = (over: Partial<SessionOrganisation> = {}): SessionOrganisation => ({
  id: 'o1',
  name: 'Royal North Shore Hospital',
  type: 'hospital',
  role: 'admin',
  subscriptionStatus: 'trial',
  trialEndDate: null,
  paymentGraceEndsAt: null,
  accessEndsAt: null,
  hasAccess: true,
  ...over,
});
const signedOut = { status: 'signed-out' as const, user: null, organisation: null };
const noOrg = { status: 'signed-in' as const, user, organisation: null };
const withOrg = (o = org()) => ({ status: 'signed-in' as const, user, organisation: o });
const superuser = {
  status: 'signed-in' as const,
  user: { ...user, isSuperuser: true },
  organisation: null,
};
const to = (r: ReturnType<typeof decideRoute>) => (r.kind === 'redirect' ? r.to : r.kind);

describe('the route table', () => {
  it('waits while the session loads', () => {
    expect(decideRoute('dashboard', { status: 'loading', user: null, organisation: null })).toEqual(
      { kind: 'wait' },
    );
  });

  it('sends signed-out visitors to /login and remembers where they were going', () => {
    const rules: RouteRule[] = [
      'session',
      'organisation-setup',
      'organisation',
      'dashboard',
      'subscription',
      'feedback-admin',
      'superuser',
    ];
    for (const rule of rules)
      expect(decideRoute(rule, signedOut)).toEqual({
        kind: 'redirect',
        to: '/login',
        saveReturn: true,
      });
    expect(to(decideRoute('guest-only', signedOut))).toBe('allow');
  });

  it('sends signed-in users away from login and register', () => {
    expect(to(decideRoute('guest-only', noOrg))).toBe('/dashboard');
  });

  it('routes the dashboard by organisation and access', () => {
    expect(to(decideRoute('dashboard', noOrg))).toBe('/organisation/setup');
    expect(
      to(
        decideRoute(
          'dashboard',
          withOrg(org({ hasAccess: false, subscriptionStatus: 'trial_expired' })),
        ),
      ),
    ).toBe('/subscription/plans');
    expect(to(decideRoute('dashboard', withOrg()))).toBe('allow');
    expect(to(decideRoute('dashboard', superuser))).toBe('allow');
  });

  it('lets only users without an organisation set one up', () => {
    expect(to(decideRoute('organisation-setup', noOrg))).toBe('allow');
    expect(to(decideRoute('organisation-setup', withOrg()))).toBe('/dashboard');
    expect(to(decideRoute('organisation-setup', superuser))).toBe('/dashboard');
  });

  it('keeps superusers out of the subscription screens', () => {
    expect(to(decideRoute('subscription', superuser))).toBe('/dashboard');
    expect(to(decideRoute('subscription', withOrg()))).toBe('allow');
    expect(to(decideRoute('subscription', noOrg))).toBe('/organisation/setup');
  });

  it('admits organisation members and superusers to invite and feedback management', () => {
    expect(to(decideRoute('organisation', noOrg))).toBe('/dashboard');
    expect(to(decideRoute('organisation', withOrg(org({ role: 'member' }))))).toBe('allow');
    expect(to(decideRoute('feedback-admin', noOrg))).toBe('/dashboard');
    expect(to(decideRoute('feedback-admin', superuser))).toBe('allow');
  });

  it("admits only superusers to the operator's organisations view", () => {
    expect(to(decideRoute('superuser', superuser))).toBe('allow');
    expect(to(decideRoute('superuser', withOrg()))).toBe('/dashboard');
    expect(to(decideRoute('superuser', noOrg))).toBe('/dashboard');
  });
});
