/**
 * A sentence with the patient's own name for the medicine between the verb and the medicine's name
 * ('She uses her "puffer" Ventolin ...', 'He takes his heart tablet, Cardizem CD ...'): the order is the
 * medicine's, the lay name a note (never the use, never a medicine named after it).
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("the patient's name for a medicine inside a sentence", () => {
  it.each([
    ['He has "the water pill" Frusemide 40mg each morning', 'Furosemide 40 mg mane', 'Furosemide'],
    [
      'Uses her “blue puffer” Ventolin 2 puffs when needed',
      'Salbutamol 100 microgram 2 puffs PRN',
      'Salbutamol',
    ],
    [
      'He takes his heart tablet, Cardizem CD 180 mg daily',
      'Diltiazem CD 180 mg daily',
      'Diltiazem',
    ],
  ])('%s is paired', (adm, dis, name) => {
    const r = reconcileChecked(adm, dis);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.name).toMatch(name);
    expect(r.medications[0]!.changeType).not.toBe('new');
  });

  it('keeps a quoted lay name out of the use', () => {
    const r = reconcileChecked(
      'Takes "sugar tablet" Diabex 500 mg twice a day',
      'Metformin 500 mg BD',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.medications[0]!.indication).not.toMatch(/"/);
  });
});
