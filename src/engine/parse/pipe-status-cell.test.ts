/**
 * A single spaced pipe that no table reader took ends a cell as a dash does, so a status cell after it
 * ('| STOPPED - reason') is read even when a bracket name comes before it.
 */
import { expect, it } from 'vitest';
import { reconcile } from '../index';

it.each([
  ['Drug: Esomeprazole 20 mg (Nexium) tablet | STOPPED - reflux settled', 'reflux'],
  ['Lactulose 3.34 g/5 mL (Actilax) liquid | Discontinued: diarrhoea', 'diarrhoea'],
])('%s', (line, why) => {
  const r = reconcile({
    admissionOrders: 'Nexium 20 mg daily\nActilax 15 mL BD',
    dischargeOrders: line,
  });
  expect(r.medications).toEqual([]);
  expect(r.ceasedMedications.some((c) => c.reason.includes(why))).toBe(true);
});

it('a pipe between fields of an order that goes on keeps it going on', () => {
  const r = reconcile({
    admissionOrders: 'Metformin 500 mg BD',
    dischargeOrders: 'Metformin 500 mg (Diabex) | 1 tablet BD | continue',
  });
  expect(r.medications[0]?.changeType).toBe('unchanged');
});
