import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION = ['Simvastatin 20 mg nocte', 'Ramipril 5 mg mane', 'Ibuprofen 400 mg tds'].join(
  '\n',
);

describe('a discharge reconciliation table: home medicine, action, the order as it goes home', () => {
  it.each([
    'Home medication\tDischarge action\tDischarge order / reason',
    'Pre-admission medication\tAction\tDischarge medication',
    'Home medicines\tDecision\tOrder on discharge',
  ])('%s', (header) => {
    const discharge = [
      header,
      'Simvastatin 20 mg tablet\tResume with changes\tSimvastatin 40 mg at night',
      'Ramipril 5 mg capsule\tResume\tRamipril 5 mg in the morning',
      'Ibuprofen 400 mg tablet\tDo not resume\tacute kidney injury',
      '(started in hospital)\tStart\tApixaban 5 mg twice daily (atrial fibrillation)',
    ].join('\n');
    const r = reconcileChecked(ADMISSION, discharge);
    const by = Object.fromEntries(r.medications.map((m) => [m.name.split(' ')[0], m]));
    expect(by.Simvastatin!.changeType).toBe('changed');
    expect(by.Simvastatin!.schedule['2200']).toMatch(/40 mg/);
    expect(by.Ramipril!.changeType).toBe('unchanged');
    expect(by.Apixaban!.changeType).toBe('new');
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Ibuprofen']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/kidney/i);
  });
});
