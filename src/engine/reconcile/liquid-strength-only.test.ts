/**
 * A liquid's concentration is its strength, never a dose: when no amount of it was read, the slot can only
 * repeat the strength, and the row says the dose is missing. A table's amount column ('Give', 'How much', or
 * one the engine has no word for) is read as the dose.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;
const NO_DOSE = /No dose read for this liquid/;

describe('a liquid with only its concentration', () => {
  it.each([
    'Flucloxacillin 250 mg/5 mL oral suspension QID',
    'Lactulose 3.34 g/5 mL twice a day',
    'Ondansetron syrup 4 mg/5 mL every 8 hours when needed',
    'Phenobarbital 10 mg/mL oral liquid at night',
  ])('%j is flagged: the strength is no dose', (line) => {
    const row = run('Aspirin 100 mg daily', line).medications[0]!;
    expect(row.warnings?.some((w) => NO_DOSE.test(w))).toBe(true);
  });

  it.each([
    'Flucloxacillin 250 mg/5 mL oral suspension 10 mL QID',
    'Ondansetron syrup 4 mg/5 mL 2 mg every 8 hours when needed',
    'Phenobarbital 10 mg/mL oral liquid 3 mL (30 mg) at night',
    'Salbutamol 100 microgram/dose inhaler twice a day',
    'Fentanyl 25 microgram/hour patch every 72 hours',
  ])('%j is not: an amount is written, or the strength is per dose or per hour', (line) => {
    const row = run('Aspirin 100 mg daily', line).medications[0]!;
    expect(row.warnings?.some((w) => NO_DOSE.test(w)) ?? false).toBe(false);
  });
});

describe('a table of liquids', () => {
  const table = (header: string, row: string) =>
    run('Aspirin 100 mg daily', `${header}\n${row}`).medications[0]!;

  it.each([
    [
      'Drug | Strength | Give | How often',
      'Flucloxacillin syrup | 250 mg/5 mL | 10 mL (500 mg) | QID',
    ],
    [
      'Medicine | Strength | How much | When',
      'Flucloxacillin syrup | 250 mg/5 mL | 10 mL (500 mg) | QID',
    ],
    [
      'Medicine | Strength | Amount to give | Freq',
      'Flucloxacillin syrup | 250 mg/5 mL | 10 mL (500 mg) | QID',
    ],
  ])('reads the amount column as the dose (%s)', (header, row) => {
    const r = table(header, row);
    expect(r.schedule['0800']).toMatch(/10 mL/);
    expect(filledSlots(r.schedule)).toBe('0800,1200,1800,2200');
    expect(r.warnings ?? []).toEqual([]);
  });

  it('reads an Until column as the end of the course, and a stop in it as a stop', () => {
    const r = run(
      'Ibuprofen 100 mg/5 mL 5 mL TDS when needed',
      [
        'Drug | Strength | Give | How often | Until',
        'Flucloxacillin syrup | 250 mg/5 mL | 10 mL | QID | 21/03, then stop',
        'Ibuprofen | - | - | - | CEASED - rash',
      ].join('\n'),
    );
    expect(r.medications[0]!.comment).toMatch(/21\/03/);
    expect(r.ceasedMedications.map((c) => [c.name, c.reason])).toEqual([
      ['Ibuprofen', expect.stringMatching(/rash/)],
    ]);
  });

  it('reads an amount in a column it has no word for as the dose', () => {
    const r = table(
      'Drug | Dose | Freq | Nurse gives',
      'Paracetamol oral liquid | 240 mg/5 mL | QID | 7.5 mL (360 mg)',
    );
    expect(r.schedule['0800']).toMatch(/7\.5 mL/);
  });
});

describe('a puffer', () => {
  it('after a brand in brackets is the form, and the dose after it is read', () => {
    const r = run(
      'Budesonide (Pulmicort) puffer 100 microgram 2 puffs twice a day',
      'Budesonide (Pulmicort) puffer 200 microgram 2 puffs twice a day',
    ).medications[0]!;
    expect(r.form).toBe('200 microgram inhaler');
    expect(r.changeType).toBe('changed');
    expect(filledSlots(r.schedule)).toBe('0800,1800');
  });
});

function filledSlots(s: Record<string, string>): string {
  return Object.keys(s)
    .filter((k) => s[k])
    .sort()
    .join(',');
}
