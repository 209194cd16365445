import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowOf = (admission: string, discharge: string) =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge }).medications[0]!;

describe('a change clause that gives the new dose (" - dose reduced to 70mg daily")', () => {
  it('reads a liquid’s new dose in mg, the concentration staying the strength', () => {
    const row = rowOf(
      'Methadone (Biodone Forte) 80mg daily',
      '(i) Methadone (Biodone Forte 5mg/mL) - dose reduced to 70mg daily from 29/11 (QTc 520 ms); dosing point notified',
    );
    expect(row.changeType).toBe('changed');
    expect(row.schedule['0800']).toBe('70 mg');
  });

  it('reads an increase after a dash with its new time', () => {
    const row = rowOf('Sertraline 50mg mane', 'Sertraline 50mg tab - increased to 100mg mane');
    expect(row.changeType).toBe('changed');
    expect(row.schedule['0800']).toBe('100 mg');
  });

  it('reads the new dose after a semicolon with a reason in brackets', () => {
    const row = rowOf('Metoprolol 25mg bd', 'Metoprolol; dose increased to 50mg bd (HR 110)');
    expect(row.changeType).toBe('changed');
    expect(row.schedule['0800']).toBe('50 mg');
    expect(row.schedule['1800']).toBe('50 mg');
  });
});
