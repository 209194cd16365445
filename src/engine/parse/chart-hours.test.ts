/**
 * A medication chart writes the hours a dose is given as two digits on the 24-hour clock after the
 * frequency ('nocte 22', 'BD 09 21', '4 hourly 02 06 10 14 18 22'). Those are times, never a count of
 * tablets; they choose the slots (24 is midnight, nearest 2200).
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from '../reconcile/invariants';
import { scanTiming } from './timing';

const slots = (text: string) => scanTiming(text.toLowerCase()).timing.slots.join(',');

describe('two-digit chart hours', () => {
  it.each([
    ['nocte 22', '2200'],
    ['bd 09 21', '0800,2200'],
    ['tds 07 13 19', '0800,1200,1800'],
    ['8 hourly 06 14 22', '0800,1200,2200'],
    ['daily 09', '0800'],
    ['09 21', '0800,2200'],
  ])('%s is given at %s', (text, expected) => {
    expect(slots(text)).toBe(expected);
  });

  it.each([
    // A count of dose units, a date or a decimal after a time word is not an hour.
    ['nocte 2 tabs', '2200'],
    ['mane 05/12', '0800'],
    // Two numbers without a leading zero and not rising are not chart hours.
    ['bd 20 10', '0800,1800'],
  ])('%s keeps its other numbers', (text, expected) => {
    expect(slots(text)).toBe(expected);
  });

  it('never reads the hour as the dose, so a charted order matches the home list', () => {
    const dis = [
      'Medicine\tRoute\tDose\tFrequency / times\tIndication',
      'Bisoprolol\tPO\t2.5 mg\tmane 08\tAF',
      'Sertraline\tPO\t50 mg\tdaily 09\tmood',
      'Flucloxacillin\tPO\t500 mg\t6 hourly 06 12 18 24\tcellulitis',
    ].join('\n');
    const request = {
      admissionOrders: 'Bisoprolol 2.5mg mane\nSertraline 50mg daily',
      dischargeOrders: dis,
    };
    const r = reconcile(request);
    expect(checkInvariants(request, r)).toEqual([]);
    const by = (n: RegExp) => r.medications.find((m) => n.test(m.name))!;
    expect(by(/bisoprolol/i).changeType).toBe('unchanged');
    expect(by(/sertraline/i).changeType).toBe('unchanged');
    const fluclox = by(/flucloxacillin/i);
    expect(Object.values(fluclox.schedule).filter(Boolean)).toHaveLength(4);
    expect(fluclox.warnings ?? []).toEqual([]);
  });
});
