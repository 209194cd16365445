/**
 * An interval written as a fraction with '-ly' or after 'every' / 'q' ('3/12ly', 'every 6/12', 'q4/52')
 * is how often the dose is given, kept in the slot; the bare fraction after 'for' or 'x' is still a
 * duration.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const slotOf = (line: string) => {
  const res = reconcile({ admissionOrders: 'Nil', dischargeOrders: line });
  return { slot: res.medications[0]!.schedule['0800'], row: res.medications[0]! };
};

describe('interval fractions', () => {
  it.each([
    ['Cyanocobalamin 1000 microgram IM 3/12ly', /every 3 months/],
    ['Zoledronic acid 5 mg IV every 12/12', /every 12 months/],
    ['Paliperidone 100 mg IM q4/52', /every 4 weeks/],
    ['Flupentixol decanoate 40 mg IM 2/52-ly', /every 2 weeks/],
    ['Methotrexate 15 mg PO 1/52ly', /weekly/],
  ])('%s', (line, re) => {
    const { slot, row } = slotOf(line);
    expect(slot).toMatch(re);
    expect(row.comment).not.toMatch(/for \d+ (?:months|weeks)/i);
  });

  it('a bare fraction after for is how long', () => {
    const { row } = slotOf('Prednisolone 5 mg mane for 3/12');
    expect(row.schedule['0800']).not.toMatch(/every/);
    expect(row.comment).toMatch(/3 months/);
  });

  it('the same interval in either spelling is no change', () => {
    const res = reconcile({
      admissionOrders: 'B12 1000 mcg IMI 3/12ly',
      dischargeOrders: 'Hydroxocobalamin 1000 microgram IM every 3 months',
    });
    expect(res.medications[0]!.changeType).toBe('unchanged');
  });
});
