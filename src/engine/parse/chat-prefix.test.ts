import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { withoutChatPrefix } from './chat-prefix';

const body = ['Morning, meds below', 'Lisinopril 10 mg mane', 'Sotalol 80 mg twice daily'];

describe('a chat or secure-message export', () => {
  it.each([
    ['bracketed date and time', (i: number) => `[03/02/2025, 14:0${i}] Priya (Coastal Pharmacy): `],
    ['date, time and a dash', (i: number) => `3/2/25, 2:0${i} pm - Dr O'Neil: `],
    ['bracketed time alone', (i: number) => `[14:0${i}] Ward 7 RN: `],
    ['ISO date and time', (i: number) => `2025-02-03 14:0${i} Practice Nurse: `],
  ])('drops a %s prefix from every message', (_shape, prefix) => {
    expect(withoutChatPrefix(body.map((l, i) => `${prefix(i)}${l}`))).toEqual(body);
  });

  it('leaves a single timed line to the time readers', () => {
    const list = ['[08:00] Morning: Lisinopril 10 mg', 'Sotalol 80 mg twice daily'];
    expect(withoutChatPrefix(list)).toEqual(list);
  });

  it('reads the medicines a sender lists, never the sender or the send time', () => {
    const admission = [
      '[03/02/2025, 14:01] Priya (Coastal Pharmacy): here is what we dispense',
      '[03/02/2025, 14:02] Priya (Coastal Pharmacy): Lisinopril 10mg mane',
      '[03/02/2025, 14:02] Priya (Coastal Pharmacy): Sotalol 80mg BD',
    ].join('\n');
    const r = reconcile({
      admissionOrders: admission,
      dischargeOrders: 'Lisinopril 10 mg mane\nSotalol 80 mg twice daily',
    });
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('drops an eMR audit log prefix with a pipe after the user', () => {
    const logged = body.map((l, i) => `2025-02-03 14:0${i}:17 kpatel | ${l}`);
    expect(withoutChatPrefix(logged)).toEqual(body);
  });

  it('keeps a timed dose chart whose first cell is a medicine before a pipe', () => {
    const chart = [
      '[04/03 08:00] Sotalol 80mg x1 | Lisinopril 10mg x1',
      '[04/03 20:00] Sotalol 80mg x1',
    ];
    expect(withoutChatPrefix(chart)).toEqual(chart);
    const plain = ['[04/03 08:00] Ramipril | 1 tablet', '[04/03 20:00] Ramipril | 1 tablet'];
    expect(withoutChatPrefix(plain)).toEqual(plain);
  });
});
