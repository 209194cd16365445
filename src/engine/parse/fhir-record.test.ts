import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const statement = (medicine: string, dosage: object, extra: object = {}) =>
  JSON.stringify({
    resource: {
      resourceType: 'MedicationStatement',
      status: 'active',
      medicationCodeableConcept: { text: medicine },
      dosage: [dosage],
      ...extra,
    },
  });

describe('FHIR medicine resources, one JSON object a line', () => {
  const admission = [
    JSON.stringify({ resourceType: 'Bundle', type: 'searchset' }),
    JSON.stringify({ resource: { resourceType: 'Patient', name: [{ text: 'DOE, Jane' }] } }),
    statement('Amlodipine 5 mg tablet', { text: '1 tablet in the morning' }),
    statement('Salbutamol 100 microgram/dose inhaler', {
      text: '2 puffs four hourly',
      asNeededBoolean: true,
    }),
    statement(
      'Naproxen 500 mg tablet',
      { text: '1 tablet twice daily' },
      {
        status: 'stopped',
        statusReason: [{ text: 'indigestion' }],
      },
    ),
    JSON.stringify({
      resource: { resourceType: 'AllergyIntolerance', code: { text: 'Sulfa - rash' } },
    }),
  ].join('\n');

  it('reads each medicine with its dosage, when-required flag and status', () => {
    const r = reconcileChecked(
      admission,
      'Amlodipine 5 mg mane\nSalbutamol 100 mcg 2 puffs 4 hourly PRN wheeze',
    );
    const by = Object.fromEntries(r.medications.map((m) => [m.name.split(' ')[0], m]));
    expect(by.Amlodipine!.changeType).toBe('unchanged');
    expect(by.Salbutamol!.isPRN).toBe(true);
    expect(by.Salbutamol!.changeType).toBe('unchanged');
    expect(JSON.stringify(r)).not.toMatch(/jane|doe|sulfa/i);
    // A record entered in error is no medicine: no row, no stop.
    expect(JSON.stringify([r.medications, r.ceasedMedications])).not.toMatch(/diclofenac/i);
  });

  it('a MedicationRequest with dosageInstruction is read too', () => {
    const line = JSON.stringify({
      resourceType: 'MedicationRequest',
      status: 'active',
      medicationCodeableConcept: { coding: [{ display: 'Metformin 500 mg tablet' }] },
      dosageInstruction: [{ text: '1 tablet twice daily with meals' }],
    });
    const r = reconcileChecked(line, 'Metformin 500 mg BD');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
