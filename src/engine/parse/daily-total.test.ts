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
    expect(o.amount.measure).toBeUndefined();
    expect(o.slotAmounts?.['0800']?.measure?.text).toBe('100 mg');
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
});
