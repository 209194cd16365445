import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { subscriptionChangeFor, type OrganisationBilling } from './sync';

const NOW = new Date('2026-06-01T00:00:00Z');
const PERIOD_END = Math.floor(new Date('2026-07-01T00:00:00Z').getTime() / 1000);

function sub(status: Stripe.Subscription.Status, extra: Partial<Stripe.Subscription> = {}) {
  return {
    id: 'sub_1',
    object: 'subscription',
    status,
    customer: 'cus_1',
    cancel_at_period_end: false,
    start_date: Math.floor(NOW.getTime() / 1000),
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          quantity: 1,
          current_period_end: PERIOD_END,
          price: { id: 'price_m', unit_amount: 4900, recurring: { interval: 'month' } },
        },
      ],
    },
    ...extra,
  } as unknown as Stripe.Subscription;
}
const org: OrganisationBilling = {
  id: 'org-1',
  name: 'RPA',
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: 'sub_1',
  pastDueSince: null,
};

describe('subscriptionChangeFor', () => {
  it('writes status, plan, cents, period end and the Stripe ids', () => {
    const change = subscriptionChangeFor(sub('active'), org, 'test', NOW);
    expect(change.organisation).toEqual({
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_1',
      currentPeriodEnd: new Date(PERIOD_END * 1000),
      pastDueSince: null,
    });
    expect(change.record).toMatchObject({
      stripeSubscriptionId: 'sub_1',
      stripePriceId: 'price_m',
      status: 'active',
      planType: 'monthly',
      amount: 4900,
      endDate: new Date(PERIOD_END * 1000),
      cancelAtPeriodEnd: false,
    });
  });

  it('starts the past_due clock once and keeps it on later events', () => {
    expect(
      subscriptionChangeFor(sub('past_due'), org, 't', NOW).organisation?.pastDueSince,
    ).toEqual(NOW);
    const earlier = new Date('2026-05-30T00:00:00Z');
    const again = subscriptionChangeFor(
      sub('past_due'),
      { ...org, pastDueSince: earlier },
      't',
      NOW,
    );
    expect(again.organisation?.pastDueSince).toEqual(earlier);
  });

  it("leaves the organisation alone for an unpaid first checkout and for an old subscription's late events", () => {
    expect(subscriptionChangeFor(sub('incomplete'), org, 't', NOW).organisation).toBeUndefined();
    const newer = { ...org, stripeSubscriptionId: 'sub_2' };
    expect(subscriptionChangeFor(sub('canceled'), newer, 't', NOW).organisation).toBeUndefined();
    expect(subscriptionChangeFor(sub('canceled'), newer, 't', NOW).record?.status).toBe('canceled');
  });

  it('maps unpaid and paused to expired, and links a customer the organisation did not have', () => {
    expect(
      subscriptionChangeFor(sub('unpaid'), org, 't', NOW).organisation?.subscriptionStatus,
    ).toBe('expired');
    const linked = subscriptionChangeFor(
      sub('active'),
      { ...org, stripeCustomerId: null, stripeSubscriptionId: null },
      't',
      NOW,
    );
    expect(linked.organisation?.stripeCustomerId).toBe('cus_1');
  });
});
