/**
 * A time with its count after a multiplication sign ('07 ×1, 19 ×2', '0800 x 2'), a packing sheet's
 * 'Packed'/'Checked' initials columns, and the Latin 'Midi'/'Vesp' columns are read as times of day.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { readTimeCounts } from './time-counts';

const filled = (s: Record<string, string>) =>
  Object.keys(s)
    .filter((k) => s[k])
    .sort();

describe('time × count', () => {
  it('spells each time and count as a per-time dose', () => {
    expect(readTimeCounts('Sotalol 80 mg 07 ×1, 19 ×2')).toBe('Sotalol 80 mg 1 at 0700, 2 at 1900');
    expect(readTimeCounts('Sotalol 80 mg 0800 x 1 + 2000 x 1')).toBe(
      'Sotalol 80 mg 1 at 0800 + 1 at 2000',
    );
  });

  it('leaves counts of a strength, packs and courses alone', () => {
    for (const t of [
      'Amoxicillin 2 x 500 mg tds',
      'Aspirin 100 mg x 28',
      'Prednisolone 25 mg 10 x 7 days',
    ])
      expect(readTimeCounts(t)).toBe(t);
  });

  it('reads a packing sheet row with initials columns', () => {
    const sheet = [
      'Item | Doses | Packed | Checked',
      'Sotalol 80 mg tab | 07 ×1, 19 ×1 | PK | AM',
      'Simvastatin 20 mg tab | 21 ×1 | PK | AM',
    ].join('\n');
    const res = reconcile({
      admissionOrders: sheet,
      dischargeOrders: 'Sotalol 80 mg bd\nSimvastatin 20 mg nocte',
    });
    expect(filled(res.medications[0]!.schedule)).toEqual(['0800', '1800']);
    expect(filled(res.medications[1]!.schedule)).toEqual(['2200']);
    expect(res.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('Latin time columns', () => {
  it('reads Midi and Vesp columns', () => {
    const table = [
      'Drug | Mane | Midi | Vesp | Nocte',
      'Sodium valproate 500 mg | 500 mg | - | 1000 mg | -',
      'Baclofen 10 mg | 10 mg | 10 mg | - | 10 mg',
    ].join('\n');
    const res = reconcile({ admissionOrders: 'Nil', dischargeOrders: table });
    expect(filled(res.medications[0]!.schedule)).toEqual(['0800', '1800']);
    expect(filled(res.medications[1]!.schedule)).toEqual(['0800', '1200', '2200']);
  });
});
