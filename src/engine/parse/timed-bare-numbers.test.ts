/**
 * Ward shorthand with a number and no unit before each time ('lasix 80 mane 40 midday'): each number is
 * that time's dose, kept as written with the no-unit warning, so a change at one time is seen.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const filled = (s: Record<string, string>) =>
  Object.fromEntries(Object.entries(s).filter(([, v]) => v));

describe('a bare number before each time', () => {
  it('puts each number at its own time', () => {
    const r = reconcile({
      admissionOrders: 'Paracetamol 1 g qid',
      dischargeOrders: 'gliclazide MR 60 mane 30 tea',
    });
    const row = r.medications.find((m) => m.name === 'Gliclazide')!;
    expect(filled(row.schedule)).toEqual({ '0800': '60', '1800': '30' });
    expect(row.warnings?.join(' ')).toMatch(/No unit written for "60"/);
  });

  it('sees a change at one time against doses written in full', () => {
    const r = reconcile({
      admissionOrders: 'sotalol 80 mane 40 nocte',
      dischargeOrders: 'Sotalol 80 mg twice a day',
    });
    const row = r.medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(row.warnings?.join(' ')).not.toMatch(/not understood/);
  });

  it('leaves small numbers before times as counts', () => {
    const r = reconcile({
      admissionOrders: 'Paracetamol 1 g qid',
      dischargeOrders: 'Sinemet 100/25 1 mane 2 nocte',
    });
    const row = r.medications.find((m) => /Levodopa/.test(m.name))!;
    expect(filled(row.schedule)).toEqual({ '0800': '1 tablet', '2200': '2 tablets' });
  });
});
