/**
 * A phone app's medicine list: the name on its own line, then unlabelled field lines ('Capsule · 20 mg',
 * 'Every Day · 8:00 am'), and an archived section of medicines no longer taken.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rowNames = (r: ReturnType<typeof reconcileChecked>) => r.medications.map((m) => m.name);
const ceasedNames = (r: ReturnType<typeof reconcileChecked>) =>
  r.ceasedMedications.map((m) => m.name);

describe('field lines under a bare medicine name go on that medicine', () => {
  it.each([
    ['Omeprazole\nCapsule · 20 mg\nEvery Day · 8:00 am', 'Omeprazole 20 mg mane'],
    ['Sertraline\nTablet - 50 mg\nEvery day - 7 am', 'Sertraline 50 mg daily'],
    ['Amlodipine\nTablets · 5 mg\nOnce daily', 'Amlodipine 5 mg daily'],
  ])('%j', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    expect(ceasedNames(r)).toEqual([]);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('an as-needed field makes the medicine when required', () => {
    const r = reconcileChecked(
      'Paracetamol\nTablet · 500 mg\nAs Needed · for headache',
      'Paracetamol 500 mg 2 tablets PRN',
    );
    expect(r.medications[0]!.isPRN).toBe(true);
    expect(ceasedNames(r)).toEqual([]);
  });

  it('a field line under a complete order stays its own line (reported)', () => {
    const r = reconcileChecked(
      'Omeprazole 20 mg mane\nEvery Day · 8:00 am',
      'Omeprazole 20 mg mane',
    );
    expect(rowNames(r)).toEqual(['Omeprazole']);
    expect((r.warnings ?? []).join(' ')).toMatch(/Every Day/);
  });
});

describe('an archived or inactive section is medicines no longer taken', () => {
  it.each([
    'Archived Medications\nMetoprolol - Tablet · 25 mg - archived 14 Mar 2026',
    'Inactive medicines:\nPravastatin 20 mg nocte',
    'Archived medications\nPravastatin\nTablet · 20 mg\nEvery Day · 9:00 pm',
  ])('%j', (past) => {
    const r = reconcileChecked(`Aspirin 100 mg daily\n\n${past}`, 'Aspirin 100 mg daily');
    expect(ceasedNames(r)).toEqual([]);
    expect((r.warnings ?? []).join(' ')).toMatch(/no longer taken/);
  });
});
