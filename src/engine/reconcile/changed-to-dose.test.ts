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

describe('an imperative change straight after a name with no dose (" - reduce to 0.25 mg BD")', () => {
  it('reads the new dose as the order, changed', () => {
    const row = rowOf(
      'Olanzapine 5 mg nocte',
      'Olanzapine: decrease to 2.5 mg nocte, review in clinic',
    );
    expect(row.changeType).toBe('changed');
    expect(row.schedule['2200']).toBe('2.5 mg');
    expect(row.warnings ?? []).toEqual([]);
  });

  it('reads a twice-daily new dose after a dash', () => {
    const row = rowOf('Quetiapine 50mg bd', '3) Quetiapine - reduce dose to 25mg bd then cease');
    expect(row.changeType).toBe('changed');
    expect(row.schedule['0800']).toContain('25 mg');
  });

  it('keeps a change that starts later as a step after the dose written first', () => {
    const row = rowOf(
      'Prednisolone 40mg mane',
      'Prednisolone 40mg mane - reduce to 30mg after 5 days',
    );
    expect(row.schedule['0800']).toContain('40 mg');
    expect(row.schedule['0800']).toContain('30 mg');
  });

  it('does not take a conditional change with no dose now as today’s dose', () => {
    const row = rowOf('Amlodipine 10mg mane', 'Amlodipine - reduce to 5mg mane if SBP under 110');
    expect(row.schedule['0800']).not.toBe('5 mg');
    expect((row.warnings ?? []).length).toBeGreaterThan(0);
  });
});
