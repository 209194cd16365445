import { describe, expect, it } from 'vitest';
import { cleanText } from './lines';
import { parseOrder } from './order';

const order = (t: string) => {
  const o = parseOrder({ list: 'admission', line: 1, raw: t, text: cleanText(t), section: null });
  if (!o) throw new Error(`not read: ${t}`);
  return o;
};

describe('a mass per day after the name is the daily total', () => {
  it('with the dose at each time written, those doses are the schedule', () => {
    const o = order('Metoprolol 150 mg/day (100 mg morning + 50 mg evening)');
    const split = order('Metoprolol 100 mg morning + 50 mg evening');
    expect(o.slotAmounts?.['0800']?.measure?.text).toBe('100 mg');
    expect(o.strength?.per).toBeUndefined();
    expect([o.strength, o.amount, o.slotAmounts]).toEqual([
      split.strength,
      split.amount,
      split.slotAmounts,
    ]);
    expect(o.warnings.join()).not.toMatch(/daily total/);
  });

  it('a total that does not add up to the split is said', () => {
    const o = order('Metoprolol 200 mg/day (100 mg morning + 50 mg evening)');
    expect(o.warnings.join()).toMatch(/daily total 200 mg\/day does not match/);
  });

  it('taken once a day, the total is the one dose', () => {
    const o = order('Atorvastatin 40 mg/day (at night)');
    expect(o.amount.measure?.text).toBe('40 mg');
    expect(o.strength?.per).toBeUndefined();
  });

  it('a patch rate per day is left a rate', () => {
    const o = order('Estradiol 50 microgram/day patch twice weekly');
    expect(o.strength?.per ?? o.amount.measure?.per).toBe('day');
  });

  it.each([
    ['Calcium carbonate 3000 mg/day (1500 mg tabs, 1 bd)', '1500 mg', 1],
    ['Lithium 750 mg/day (250 mg tablets, 3 at night)', '250 mg', 3],
    ['Mesalazine 2.4 g/day (800 mg tablets, 1 tds)', '800 mg', 1],
  ])('the dose unit and its count inside the bracket are the dose: %s', (t, strength, count) => {
    const o = order(t);
    expect(o.strength?.text).toBe(strength);
    expect(o.amount.count?.value).toBe(count);
    expect(o.warnings.join()).not.toMatch(/daily total|not understood/);
  });

  it('a total the doses in the bracket do not make is said', () => {
    const o = order('Lithium 1000 mg/day (250 mg tablets, 3 at night)');
    expect(o.strength?.text).toBe('250 mg');
    expect(o.warnings.join()).toMatch(/daily total 1000 mg\/day does not match/);
  });

  it("a when-required order's day total is its maximum", () => {
    const o = order('Ibuprofen up to 1200 mg/day (200 mg, 2 tabs 8 hourly as needed)');
    expect(o.prn).toBe(true);
    expect(o.strength?.text).toBe('200 mg');
    expect(o.prnMax?.text ?? JSON.stringify(o.prnMax)).toMatch(/1200 mg/);
  });
});
