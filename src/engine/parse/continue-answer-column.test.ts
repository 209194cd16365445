/**
 * A reconciliation table that asks whether each home medicine goes on ('Keep? (yes/no)', 'Continued on
 * discharge'), with the dose in a column of its own: 'N' ends the medicine though no stop word is written (the
 * reason is in the Comments cell), 'Y' keeps it, and the old regimen written in the medicine cell is only the
 * previous one when the Dose cell holds a new whole dose.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION = [
  'Candesartan 16 mg once daily',
  'Pravastatin 20 mg at night',
  'Sitagliptin 100 mg daily',
  'Levetiracetam 500 mg twice daily',
].join('\n');

describe.each([
  ['Home medication', 'Keep? (yes/no)', 'Dose on discharge', 'Comments', 'no', 'yes'],
  ['Admission medicine', 'Continued', 'Current dose', 'Reason', 'N', 'Y'],
])('a %s | %s | %s | %s table', (name, answer, dose, why, no, yes) => {
  const discharge = [
    'Discharge medicines - Renal ward',
    [name, answer, dose, why].join('\t'),
    ['Candesartan 16 mg daily', no, '-', 'low blood pressure on the ward, GP to review'].join('\t'),
    ['Pravastatin 20 mg nocte', yes, '40 mg nocte', 'LDL above target'].join('\t'),
    ['Sitagliptin 100 mg daily', yes, '50 mg daily', 'renal dosing'].join('\t'),
    ['Levetiracetam 500 mg BD', yes, '500 mg BD', '-'].join('\t'),
  ].join('\n');

  it('ends a medicine answered no, with the comment as its reason', () => {
    const r = reconcileChecked(ADMISSION, discharge);
    expect(r.medications.map((m) => m.name.toLowerCase())).not.toContain('candesartan');
    const c = r.ceasedMedications.find((x) => /candesartan/i.test(x.name))!;
    expect(c.reason).toMatch(/blood pressure/);
  });

  it('reads the Dose cell as the order and the medicine cell dose as the old one', () => {
    const r = reconcileChecked(ADMISSION, discharge);
    const prav = r.medications.find((m) => /pravastatin/i.test(m.name))!;
    expect(prav.changeType).toBe('changed');
    expect(prav.schedule['2200']).toMatch(/40 mg/);
    const sita = r.medications.find((m) => /sitagliptin/i.test(m.name))!;
    expect(sita.changeType).toBe('changed');
    expect(sita.schedule['0800']).toMatch(/50 mg/);
    const lev = r.medications.find((m) => /levetiracetam/i.test(m.name))!;
    expect(lev.changeType).toBe('unchanged');
  });
});
