/**
 * A label before doses on the same line that says they went in before the ward (before transfer, in
 * flight, in ED) or a retrieval handover's treatment field: the doses are a record, not the patient's
 * medicines. No row, no ceased entry, and the line is reported.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = (adm: string) => reconcileChecked(`${adm}\nMetoprolol 25 mg BD`, 'Metoprolol 25 mg BD');

describe('doses given before the ward, on a labelled line', () => {
  it.each([
    'Treatment prior to transfer: morphine 5 mg IV x2, ondansetron 4 mg IV',
    'Meds in-flight: midazolam 2 mg IV, fentanyl 50 mcg IV',
    'Given in the emergency department: ceftriaxone 2 g IV',
    'Tx during retrieval - ketamine 30 mg IV',
  ])('%j', (line) => {
    const res = run(line);
    expect(res.medications.map((m) => m.name)).toEqual(['Metoprolol']);
    expect(res.ceasedMedications).toEqual([]);
    expect(res.warnings?.join(' ')).toMatch(/Line 1: .* records doses already given/);
  });

  it("a handover's T: field under its other fields", () => {
    const res = run(
      'Mechanism: fall 3 m\nInjuries: # L femur\nSigns: GCS 15, BP 110/70\nT: methoxyflurane 3 mL inhaled, paracetamol 1 g IV',
    );
    expect(res.medications.map((m) => m.name)).toEqual(['Metoprolol']);
    expect(res.ceasedMedications).toEqual([]);
    expect(res.warnings?.join(' ')).toMatch(/Line 4: .* records doses already given/);
  });

  it('a T: line with no handover fields above is not read as doses given', () => {
    const res = reconcileChecked(
      'T: amlodipine 5 mg daily\nMetoprolol 25 mg BD',
      'Metoprolol 25 mg BD',
    );
    expect(res.warnings?.join(' ') ?? '').not.toMatch(/records doses already given/);
  });
});
