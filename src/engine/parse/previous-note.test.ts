/**
 * A note of the old regimen after the new order ('was: ...', 'previously ...', 'prev: ...') is kept as a
 * note: its amounts and times are never more doses of the new order.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const filled = (s: Record<string, string>) =>
  Object.keys(s)
    .filter((k) => s[k])
    .sort();

const one = (adm: string, dis: string) =>
  reconcile({ admissionOrders: adm, dischargeOrders: dis }).medications[0]!;

describe('a previous-regimen note after the order', () => {
  it('reads a colon after the lead word, and the bracket after the note, as the old regimen', () => {
    const m = one(
      'Metoprolol 25 mg at bedtime',
      'Metoprolol 25 mg tab - one each morning - previously: 25 mg at bedtime (night dizziness)',
    );
    expect(filled(m.schedule)).toEqual(['0800']);
    expect(m.changeType).toBe('changed');
    expect(m.comment).toMatch(/previously 25 mg at bedtime/i);
  });

  it('reads a short lead and a full stop before it', () => {
    const m = one('Sertraline 50 mg nocte', 'Sertraline 50 mg, 1 tab mane. Prev: 1 tab nocte');
    expect(filled(m.schedule)).toEqual(['0800']);
  });

  it('ends the note at a comma, so the new dosing after it is read', () => {
    const m = one('Diltiazem 180 mg mane', 'Diltiazem 240 mg (formerly 180 mg), 1 capsule morning');
    expect(filled(m.schedule)).toEqual(['0800']);
    expect(m.schedule['0800']).toMatch(/1 capsule/);
  });

  it('leaves a verb sentence after "was" to the order readers', () => {
    const m = one('Atenolol 50 mg daily', 'Atenolol 50 mg daily - was on this before admission');
    expect(m.changeType).toBe('unchanged');
  });
});
