/**
 * How a combination's strength is shown (units.ts, partText): as the order writes it. A unit written
 * once after the figures stays once ('125/25 microgram'); a unit written after each ingredient stays after
 * each, the parts joined by a slash ('4 mg/10 mg'), so the row says every figure with the unit the line
 * gave it. The figures compare the same either way.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowOf = (discharge: string, admission = 'Nil') =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge }).medications[0]!;

describe('combination strengths say what the order says', () => {
  it.each([
    ['Perindopril 4 mg + amlodipine 10 mg tablet, one in the morning', '4 mg/10 mg tablet'],
    ['Amlodipine 10 mg and perindopril 4 mg tablets - 1 mane', '4 mg/10 mg tablet'],
    ['Kinson (carbidopa 25 mg / levodopa 100 mg) one tablet three times a day', '100 mg/25 mg'],
    [
      'Duodart (dutasteride 500 microgram + tamsulosin 400 microgram) one capsule daily',
      '500 microgram/400 microgram',
    ],
    ['Cosopt (dorzolamide 2% + timolol 0.5%) 1 drop both eyes twice daily', '2%/0.5%'],
    ['Calcium carbonate 1.25 g with colecalciferol 880 IU, one tablet daily', '1.25 g/880 IU'],
  ])('each ingredient written with its unit: %s', (line, shown) => {
    expect(rowOf(line).form).toContain(shown);
  });

  it.each([
    ['Seretide MDI 125/25 microgram 2 puffs bd', '125/25 microgram'],
    ['Coversyl Plus 5/1.25 mg one tablet daily', '5/1.25 mg'],
  ])('a unit written once stays once: %s', (line, shown) => {
    expect(rowOf(line).form).toContain(shown);
  });

  it('the same product written either way is unchanged', () => {
    const row = rowOf(
      'Levodopa 100 mg + carbidopa 25 mg tablet - 1 tablet three times a day',
      'Sinemet 100/25 one tds',
    );
    expect(row.changeType).toBe('unchanged');
    expect(row.form).toContain('100 mg/25 mg');
  });
});
