/**
 * A combination brand's bare number ('Madopar 125') is the sum of its ingredients' strengths: when the
 * bracket gives them, they are the order's strength, so the order pairs with 'levodopa/benserazide
 * 100/25 mg' rather than with another product that carries the same label.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { parseList } from './list';

const strength = (line: string) => parseList(line, 'admission').orders[0]!.strength;

describe('brand strength labels of combinations', () => {
  it.each([
    ['Madopar 125 (levodopa 100mg/benserazide 25mg) 1 capsule QID', [100, 25]],
    ['Madopar 62.5 (levodopa 50 mg / benserazide 12.5 mg) 1 cap TDS', [50, 12.5]],
    ['Madopar 250 (levodopa 200mg/benserazide 50mg) 1 tab BD', [200, 50]],
    ['MADOPAR 125 (LEVODOPA 100MG/BENSERAZIDE 25MG) 1 CAPSULE QID', [100, 25]],
  ])('%s', (line, values) => {
    expect(strength(line)?.values).toEqual(values);
    expect(strength(line)?.unit).toBe('mg');
  });

  it('a label that is not the sum stays as written', () => {
    expect(strength('Madopar 125 (levodopa 200mg/benserazide 50mg) 1 capsule QID')?.values).toEqual(
      [125],
    );
  });

  it('Madopar 125 pairs with levodopa/benserazide 100/25, and Madopar HBS 125 is a second, new row', () => {
    const r = reconcile({
      admissionOrders:
        'Madopar 125 (levodopa 100mg/benserazide 25mg) 1 capsule at 06:30, 11:00, 16:00 and 21:00',
      dischargeOrders:
        'Levodopa/benserazide 100/25 mg capsule - 1 capsule at 0630, 1100, 1600 and 2100\nMadopar HBS 125 (levodopa/benserazide controlled release) 1 capsule at 2200 - NEW',
    });
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'new']);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('a brand label on one list and the ingredient strengths on the other', () => {
  it.each([
    ['Madopar 125 (levodopa 100 mg/benserazide 25 mg) 1 cap QID', 'Madopar 125 1 capsule QID'],
    ['Madopar 125 1 capsule QID', 'Levodopa/benserazide 100/25 mg 1 capsule QID'],
    ['Madopar 62.5 1 cap TDS', 'Levodopa 50 mg + benserazide 12.5 mg 1 cap TDS'],
  ])('%s -> %s is unchanged', (adm, dis) => {
    const r = reconcile({ admissionOrders: adm, dischargeOrders: dis });
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });

  it('a different strength is still a change', () => {
    const r = reconcile({
      admissionOrders: 'Madopar 125 1 capsule QID',
      dischargeOrders: 'Levodopa/benserazide 200/50 mg 1 capsule QID',
    });
    expect(r.medications[0]!.changeType).toBe('changed');
  });
});
