/**
 * A previous-regimen note written with a colon ('(was: mornings)', '[was - 10 mg]') is the old regimen, like
 * '(was mornings)': its dose and times are never read as the new order's.
 */
import { expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

type Slot = '0800' | '1200' | '1800' | '2200';

it.each<[string, Slot, Slot]>([
  ['Pravastatin 20 mg - 1 tablet at night (was: mornings)', '2200', '0800'],
  ['Pravastatin 20 mg 1 tablet in the morning [was - at night]', '0800', '2200'],
  ['Pravastatin 20 mg, one at bedtime (was= breakfast)', '2200', '0800'],
])('%s', (line, slot, old) => {
  const request = { admissionOrders: 'Pravastatin 20 mg 1 tablet daily', dischargeOrders: line };
  const r = reconcileChecked(request.admissionOrders, request.dischargeOrders);
  const row = r.medications[0]!;
  expect(row.schedule[slot]).toBeTruthy();
  expect(row.schedule[old]).toBe('');
});
