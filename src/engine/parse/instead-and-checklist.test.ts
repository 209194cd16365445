/**
 * A stop line that points to the medicine to take instead ('Use X instead.', 'Take X in its place.') names
 * no new order: the alternative's own order, if any, is elsewhere on the list. A teaching checklist whose
 * medicine column also holds the directions ('Medicine / how to take') is a table, and its next-dose-due
 * column is when the next dose falls, never the order's times.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { readTableHeader } from './table';

describe("'use X instead' after a stop", () => {
  it.each([
    'Celecoxib - STOPPED (reflux). Use paracetamol instead.',
    'Celecoxib ceased - kidneys. Take Panadol in its place.',
    'Celecoxib: stop (renal function). Please use paracetamol instead.',
  ])('%s', (line) => {
    const res = reconcile({
      admissionOrders: 'Celecoxib 200 mg daily\nParacetamol 1 g QID',
      dischargeOrders: `Paracetamol 1 g QID\n${line}`,
    });
    expect(res.medications.map((m) => m.name)).toEqual(['Paracetamol']);
    expect(res.medications[0]!.changeType).toBe('unchanged');
    expect(res.ceasedMedications.map((c) => c.name).join()).toMatch(/celecoxib/i);
  });

  it('a second sentence with its own dose is still its own order', () => {
    const res = reconcile({
      admissionOrders: 'Celecoxib 200 mg daily',
      dischargeOrders: 'Celecoxib - stopped (reflux). Start paracetamol 1 g QID.',
    });
    expect(res.medications.map((m) => m.name)).toContain('Paracetamol');
  });
});

describe('a teaching checklist', () => {
  it.each([
    [['Medicine / how to take', 'Taught', 'Next dose due']],
    [['Medication & instructions', 'Explained', 'Next due']],
  ])('%j is a header', (cells) => {
    expect(readTableHeader(cells)).not.toBeNull();
  });

  it('the next dose due is not when the medicine is taken', () => {
    const res = reconcile({
      admissionOrders: 'Metformin 500 mg BD',
      dischargeOrders:
        'Medicine / how to take\tTaught\tNext dose due\nMetformin 500 mg - 1 tablet twice a day with meals\t✓\t13:00 today',
    });
    const row = res.medications[0]!;
    expect(row.changeType).toBe('unchanged');
    expect(row.schedule['1200']).toBe('');
    expect(res.warnings ?? []).toEqual([]);
  });
});
