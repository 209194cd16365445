/**
 * Doses that each name their time, separated by a slash ('10 units breakfast / 8 units lunch'), and a dose
 * straight before 'tea' (the evening meal): each dose goes to its own time, never read as a ratio.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const filled = (s: Record<string, string>) =>
  Object.fromEntries(Object.entries(s).filter(([, v]) => v));
const row = (discharge: string) =>
  reconcile({ admissionOrders: 'Paracetamol 1 g qid', dischargeOrders: discharge }).medications[0]!;

describe('doses separated by a slash, each with its time', () => {
  it.each([
    [
      'Humalog 12 units breakfast / 9 units lunch / 14 units dinner',
      ['12 units', '9 units', '14 units'],
    ],
    [
      'Actrapid 6 units mane/4 units midday/8 units evening meal',
      ['6 units', '4 units', '8 units'],
    ],
  ])('%s', (line, [m, l, e]) => {
    expect(filled(row(line).schedule)).toEqual({ '0800': m, '1200': l, '1800': e });
    expect(row(line).warnings ?? []).toEqual([]);
  });

  it('compares each time with the other list', () => {
    const r = reconcile({
      admissionOrders: 'Lamotrigine 100 mg 1 mane / 2 nocte',
      dischargeOrders: 'Lamotrigine 100 mg 1 mane, 1 nocte',
    });
    expect(r.medications[0]!.changeType).toBe('changed');
    expect(r.medications[0]!.comment).toMatch(/Night dose reduced from 2 tablets to 1 tablet/);
  });
});

describe('a dose before tea', () => {
  it.each([
    ['Glipizide 5 mg 1 tab mane 1 tab tea', { '0800': '1 tablet', '1800': '1 tablet' }],
    ['Mixtard 30/70 20 units mane 10 units at tea', { '0800': '20 units', '1800': '10 units' }],
  ])('%s', (line, slots) => {
    expect(filled(row(line).schedule)).toEqual(slots);
  });
});
