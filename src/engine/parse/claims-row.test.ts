/**
 * A PBS claims or pharmacy dispensing history row: the supply date, the PBS item code, the quantity and
 * the price are a supply record; the medicine, its strength and what the patient confirms are the order.
 */
import { describe, expect, it } from 'vitest';
import { parseList } from '../index';
import { readClaimsRow } from './claims-row';

describe('claims history rows', () => {
  it.each([
    [
      '04/11/2026 8215J ATORVASTATIN (Lipitor) tablet 40 mg 30 $31.60 pt confirms: 1 at night',
      'ATORVASTATIN (Lipitor) tablet 40 mg qty 30, 1 at night',
    ],
    [
      '21/10/2026 10210J RIVAROXABAN (Xarelto) tablet 20 mg 28 $31.60',
      'RIVAROXABAN (Xarelto) tablet 20 mg qty 28',
    ],
    [
      '04/11/26 Metformin 500mg tablets 100 $7.70 patient says: 1 bd',
      'Metformin 500mg tablets qty 100, 1 bd',
    ],
  ])('%s', (row, text) => {
    expect(readClaimsRow(row)).toBe(text);
  });

  it.each([
    '04/11/2026 Review with GP',
    '12/11 Metoprolol 25 mg BD',
    'Atorvastatin 40 mg nocte $30',
  ])('not a supply record: %s', (line) => {
    expect(readClaimsRow(line)).toBeNull();
  });

  it('the row is read as the medicine with its confirmed directions', () => {
    const [o] = parseList(
      '21/10/2026      1324L     METOPROLOL TARTRATE (Betaloc)      tablet 50 mg      100  $31.60    pt confirms: 1 twice a day',
      'admission',
    ).orders;
    expect(o!.medicine?.id).toBe('metoprolol');
    expect(o!.timing.perDay).toBe(2);
    expect(o!.quantity).toMatch(/100/);
  });
});
