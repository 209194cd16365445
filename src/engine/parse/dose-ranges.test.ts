/** A range of doses written with an en dash or a spaced hyphen between volumes is one dose range. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const slot0800 = (discharge: string) =>
  reconcile({ admissionOrders: 'Nil', dischargeOrders: discharge }).medications[0]!.schedule[
    '0800'
  ];

describe('ranges in other layouts', () => {
  it.each([
    ['Diazepam 5mg tablet, one–two tabs every 4 hours as needed for anxiety', /^1-2 tablets /],
    ['Tramal 50 mg cap: take 1–2 caps nocte as required for pain', /^1-2 capsules /],
    ['Lactulose liquid  15 mL - 30 mL every 4-6 hours as needed', /^15-30 mL /],
    ['Continue Duphalac 15 mL - 30 mL once daily po', /^15-30 mL$/],
  ])('%s', (line, want) => expect(slot0800(line)).toMatch(want));

  it('a concentration then a volume is not a range', () =>
    expect(slot0800('Sodium valproate oral liquid 200 mg/5 mL - 12.5 mL twice daily')).toBe(
      '12.5 mL',
    ));
});
