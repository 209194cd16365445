/**
 * A titration record with one column per medicine and one dated row per visit: only the row marked
 * current, else the latest, is the order; earlier rows are history (reported), and the header is no
 * medicine.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (adm: string, dis: string) => reconcile({ admissionOrders: adm, dischargeOrders: dis });

describe('a dated titration table', () => {
  it('reads the row marked current as the order', () => {
    const out = run(
      'Date\tLantus (at night)\tHumalog b/l/d\n10/05\t14 units\t4/4/6\n24/05\t18 units\t6/4/6   <- now\n07/06\t(next visit)\t',
      'Lantus 18 units nocte\nHumalog 6 units breakfast, 4 units lunch, 6 units dinner',
    );
    expect(out.ceasedMedications).toEqual([]);
    const lantus = out.medications.find((m) => /glargine/i.test(m.name))!;
    expect(lantus.changeType).toBe('unchanged');
  });

  it('reads the latest dated row when none is marked, and reports the older rows', () => {
    const out = run(
      'Date       Toujeo (mane)\n01/04      30 units\n15/04      34 units\n29/04      38 units',
      'Toujeo 38 units mane',
    );
    expect(out.medications[0]!.changeType).toBe('unchanged');
    expect(out.ceasedMedications).toEqual([]);
    expect(out.warnings?.some((w) => w.includes('30 units'))).toBe(true);
  });

  it('leaves a table whose columns are not medicines alone', () => {
    const out = run('Date    Weight\n01/04   82 kg\nAspirin 100 mg daily', 'Aspirin 100 mg daily');
    expect(out.medications.map((m) => m.name)).toEqual(['Aspirin']);
  });
});
