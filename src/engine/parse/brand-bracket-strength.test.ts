/**
 * A brand in a bracket after a combination's generic names, with the strength of each part and no unit
 * ('(Flutiform 250/10)'): the figures are the row's strength, not a note.
 */
import { expect, it } from 'vitest';
import { reconcile } from '../index';

it.each([
  ['Fluticasone/formoterol (Flutiform 125/5) 2 puffs BD', '125/5'],
  ['Salmeterol + fluticasone (Seretide MDI 125/25) two puffs twice daily', '125/25'],
  ['Budesonide and formoterol (Symbicort Rapihaler 100/3) 2 puffs morning and night', '100/3'],
])('%s', (line, shown) => {
  const row = reconcile({ admissionOrders: 'Nil', dischargeOrders: line }).medications[0]!;
  expect(`${row.name} ${row.form}`).toContain(shown);
});

it('a per-part figure after a single medicine is not taken as its strength', () => {
  const row = reconcile({
    admissionOrders: 'Nil',
    dischargeOrders: 'Salbutamol (Ventolin 100/2) 2 puffs PRN',
  }).medications[0]!;
  expect(row.form ?? '').not.toContain('100/2');
});
