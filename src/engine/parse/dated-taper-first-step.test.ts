/**
 * A dose written in a clause of its own after the times ('- once daily in the morning, 50 mg') is the
 * dose, so the first step of a course announced after 'reducing:' or a date is read; a date alone is
 * when a step runs, never a dose, and a dose per time ('40 mg mane, 20 mg nocte') stays per time.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowOf = (discharge: string) =>
  reconcile({ admissionOrders: 'Nil', dischargeOrders: discharge }).medications[0]!;

describe('the first step of a course after its times', () => {
  it('a course printed by dates under a reducing label', () => {
    const row = rowOf(
      [
        'Prednisone 20 mg tablets - each morning, tapering:',
        '  01/10 - 07/10: 60 mg (3 tablets)',
        '  08/10 - 14/10: 40 mg',
        '  15/10 onwards: 20 mg until reviewed',
      ].join('\n'),
    );
    expect(row.schedule['0800']).toMatch(/^60 mg/);
    expect(row.schedule['0800']).toContain('then 40 mg');
    expect((row.warnings ?? []).join(' ')).not.toMatch(/not understood/);
  });

  it('a dose in its own clause after the times', () => {
    const row = rowOf('Hydrocortisone 10 mg tablets - in the morning, 20 mg');
    expect(row.schedule['0800']).toBe('20 mg');
  });

  it('a dose per time stays per time', () => {
    const row = rowOf('Furosemide 40 mg tablets - mane, 20 mg nocte');
    expect(row.schedule['0800']).toBe('40 mg');
    expect(row.schedule['2200']).toBe('20 mg');
  });

  it('a limit after the times is never the dose', () => {
    const row = rowOf('Dexamfetamine 5 mg tablet - 1 mane. Maximum daily dose: 20 mg');
    expect(row.schedule['0800']).not.toContain('20 mg');
  });
});
