/**
 * Eye lubricants are ordered by brand as often as by ingredient: each brand is read as what it holds, so a
 * brand on one list and the ingredient on the other are one medicine, and products that hold something
 * else (glycerol with the carmellose, a hyaluronate, paraffins) are never taken for plain carmellose.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { lookupMedicine } from './index';

describe('eye lubricant brands are read as their ingredients', () => {
  it.each([
    ['Refresh Liquigel', 'carmellose'],
    ['Refresh Liquigel 1% eye drops', 'carmellose'],
    ['Celluvisc', 'carmellose'],
    ['Refresh Plus', 'carmellose'],
    ['Refresh Tears Plus', 'carmellose'],
    ['Cellufresh', 'carmellose'],
    ['carboxymethylcellulose sodium 0.5%', 'carmellose'],
    ['Optive', 'carmellose+glycerol'],
    ['Optive Fusion', 'carmellose+glycerol+hyaluronic acid'],
    ['Hylo-Forte', 'hyaluronic acid'],
    ['Refresh Night Time', 'paraffin'],
  ])('%s is %s', (name, id) => {
    const r = lookupMedicine(name);
    expect(r?.medicine.id).toBe(id);
    expect(r?.matchedBy).not.toBe('fuzzy');
  });

  it('a brand on admission and the ingredient on discharge are one row, unchanged', () => {
    const r = reconcileChecked(
      'Celluvisc 1 drop each eye QID prn',
      'Carmellose 1% eye drops (Celluvisc), 1 drop both eyes up to four times daily as needed',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
  });

  it('the ingredient written the international way pairs with the brand', () => {
    const r = reconcileChecked(
      'Refresh Liquigel eye drops 1 drop both eyes four times a day',
      'Carboxymethylcellulose eye drops 1 drop both eyes QID',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });

  it('plain carmellose for Optive is a different product: a new row and a stop, with a warning', () => {
    const r = reconcileChecked(
      'Optive eye drops 1 drop both eyes QID',
      'Carmellose 0.5% eye drops 1 drop both eyes QID',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Carmellose + Glycerol (Optive)']);
    expect(r.medications[0]!.changeType).toBe('new');
    expect((r.medications[0]!.warnings ?? []).join(' ')).toMatch(/replaces/);
  });
});
