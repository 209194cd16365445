/**
 * A spreadsheet saved with semicolons between its cells (where the decimal mark is a comma) is the same
 * table as a comma- or tab-separated one: read by column, its time and when-needed columns kept.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a semicolon-separated table is read by column', () => {
  it('time columns give the slots, a when-needed cell makes it when required', () => {
    const r = reconcileChecked(
      'Metoprolol 50 mg BD\nPravastatin 40 mg nocte',
      'Drug;Dose;Morning;Noon;Evening;Bedtime;PRN;Status\nMetoprolol;50 mg;1;;1;;;continue\nPravastatin;40 mg;;;;1;;continue\nLoratadine;10 mg;;;;;1 daily if itchy;new',
    );
    const by = Object.fromEntries(r.medications.map((m) => [m.name, m]));
    expect(by['Metoprolol']!.changeType).toBe('unchanged');
    expect(by['Pravastatin']!.schedule['2200']).not.toBe('');
    expect(by['Pravastatin']!.schedule['0800']).toBe('');
    expect(by['Loratadine']!.isPRN).toBe(true);
  });

  it('a line with a semicolon and no header is read as written', () => {
    const r = reconcileChecked('Perindopril 5 mg daily', 'Perindopril 5 mg daily; check potassium');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
