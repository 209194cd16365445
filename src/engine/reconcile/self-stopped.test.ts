/**
 * An admission line that says the patient stopped the medicine of their own accord ('no longer
 * taking', 'self-ceased', 'stopped it herself') may not be an admission medicine at all: its ceased
 * entry stays (the contract lists every admission medicine not continued) but says so.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a medicine the patient already stopped, on the admission history', () => {
  it.each([
    'Sertraline 50 mg - no longer taking since June',
    'Atorvastatin 40mg nocte (self-ceased 2025, muscle aches)',
    'Amlodipine 5 mg daily - is not taking, ran out in March',
  ])('%s', (line) => {
    const r = reconcile({
      admissionOrders: `Ramipril 5mg mane\n${line}`,
      dischargeOrders: 'Ramipril 5 mg mane',
    });
    expect(r.medications.map((m) => m.name)).toEqual(['Ramipril']);
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.warnings?.join(' ')).toMatch(
      /already stopped before this admission/,
    );
  });

  it('a supply record the patient stopped is reported, not listed as stopped now', () => {
    const r = reconcile({
      admissionOrders:
        'Ramipril 5mg mane\nRisperidone 2 mg last filled 02/07, daughter says she stopped it herself',
      dischargeOrders: 'Ramipril 5 mg mane',
    });
    expect(r.ceasedMedications).toEqual([]);
    expect(r.warnings?.join(' ')).toMatch(/Risperidone.*already stopped before this admission/);
  });

  it('an admission medicine simply left off the discharge list carries no such warning', () => {
    const r = reconcile({
      admissionOrders:
        'Ramipril 5mg mane\nMetformin 1 g BD - not taking as prescribed, misses evening dose',
      dischargeOrders: 'Ramipril 5 mg mane',
    });
    expect(r.ceasedMedications.map((m) => m.warnings ?? [])).toEqual([[]]);
  });
});
