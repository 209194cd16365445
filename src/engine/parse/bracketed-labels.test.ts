/**
 * A category label with its directions in brackets before the order ('Long-acting (every 12 hours):
 * MS Contin 30 mg') is passed over like any group label, and its bracket is read as directions.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a bracketed category label before the order', () => {
  it.each([
    [
      'Slow release (every 12 hours): Targin 10/5 mg 1 tablet',
      'Targin 10/5 mg 1 tablet BD',
      'oxycodone',
    ],
    [
      'Preventer (morning and night): Flixotide 250 microgram 2 puffs',
      'Flixotide 250 mcg 2 puffs bd',
      'fluticasone',
    ],
    ['Blood thinner (at night): Warfarin 3 mg', 'Warfarin 3 mg nocte', 'warfarin'],
  ])('%s is the order of its medicine, with the label directions', (adm, dis, ingredient) => {
    const r = reconcile({ admissionOrders: adm, dischargeOrders: dis });
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.name.toLowerCase()).toContain(ingredient);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('a medicine with a bracket before a colon is not a label', () => {
    const r = reconcile({
      admissionOrders: 'Ramipril (for BP): 5 mg mane',
      dischargeOrders: 'Ramipril 5 mg mane',
    });
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});

describe('a bracketed label that says what happened to the medicine', () => {
  it.each(['Given on the ward (one dose only): Iron sucrose 200 mg IV'])(
    '%s is not passed over as a category',
    (line) => {
      const r = reconcile({ admissionOrders: 'Nil', dischargeOrders: line });
      expect(r.medications.filter((m) => m.changeType === 'new' && !m.warnings?.length)).toEqual(
        [],
      );
    },
  );
});
