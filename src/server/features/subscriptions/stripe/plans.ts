import type Stripe from 'stripe';
import type { PlanDto } from '../../../../shared/subscriptions';
import type { Payments } from './payments';
import { planTypeOf } from './sync';

/** The configured prices as plans, read from Stripe (name, amount, currency, interval). */
export async function loadPlans(payments: Payments): Promise<PlanDto[]> {
  const prices = await Promise.all(
    payments.priceIds.map((id) => payments.stripe.prices.retrieve(id, { expand: ['product'] })),
  );
  return prices.map(toPlan);
}

export function toPlan(price: Stripe.Price): PlanDto {
  const interval =
    price.recurring?.interval === 'year'
      ? 'year'
      : price.recurring?.interval === 'month'
        ? 'month'
        : null;
  if (!interval)
    throw new Error(`Stripe price ${price.id} is not a monthly or yearly recurring price`);
  const product =
    typeof price.product === 'object' && !('deleted' in price.product && price.product.deleted)
      ? (price.product as Stripe.Product)
      : null;
  return {
    priceId: price.id,
    planType: planTypeOf(price),
    name: product?.name ?? 'MedRecon',
    amount: price.unit_amount ?? 0,
    currency: price.currency,
    interval,
    taxInclusive: price.tax_behavior === 'inclusive',
  };
}
