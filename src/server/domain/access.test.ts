import { describe, expect, it } from 'vitest';
import { hasDashboardAccess, organisationAccess } from './access';

const NOW = new Date('2026-06-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const org = (
  subscriptionStatus: string,
  extra: Partial<Parameters<typeof organisationAccess>[0]> = {},
) => ({
  subscriptionStatus,
  trialEndDate: null,
  ...extra,
});

describe('organisationAccess', () => {
  it('opens for an active subscription and a trial before its end only', () => {
    expect(organisationAccess(org('active'), NOW).hasAccess).toBe(true);
    expect(organisationAccess(org('trial', { trialEndDate: at(1) }), NOW)).toMatchObject({
      hasAccess: true,
      status: 'trial',
    });
    expect(organisationAccess(org('trial', { trialEndDate: at(-1) }), NOW)).toMatchObject({
      hasAccess: false,
      status: 'trial_expired',
    });
  });

  it('keeps a past_due organisation in for 7 days from the first failed payment', () => {
    const sixDays = organisationAccess(org('past_due', { pastDueSince: at(-6) }), NOW);
    expect(sixDays).toMatchObject({ hasAccess: true, graceEndsAt: at(1) });
    const eightDays = organisationAccess(org('past_due', { pastDueSince: at(-8) }), NOW);
    expect(eightDays).toMatchObject({ hasAccess: false, graceEndsAt: at(-1) });
  });

  it('keeps a cancelled subscription in until the end of the period paid for', () => {
    for (const status of ['canceled', 'cancelled']) {
      expect(organisationAccess(org(status, { currentPeriodEnd: at(3) }), NOW)).toMatchObject({
        hasAccess: true,
        accessEndsAt: at(3),
      });
      expect(organisationAccess(org(status, { currentPeriodEnd: at(-3) }), NOW)).toMatchObject({
        hasAccess: false,
        accessEndsAt: null,
      });
      expect(organisationAccess(org(status), NOW).hasAccess).toBe(false);
    }
  });

  it('closes for every other status, and never for superusers', () => {
    for (const status of ['none', 'expired', 'trial_expired', 'incomplete', 'unknown']) {
      expect(organisationAccess(org(status, { currentPeriodEnd: at(3) }), NOW).hasAccess).toBe(
        false,
      );
    }
    expect(hasDashboardAccess({ isSuperuser: true }, null, NOW)).toBe(true);
    expect(hasDashboardAccess({ isSuperuser: false }, null, NOW)).toBe(false);
  });
});
