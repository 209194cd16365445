/**
 * A chart change order with the action in its own cell before the medicine ('CEASE<tab>name<tab>why'): the
 * cell after the medicine is the reason, even one word long.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('the reason cell of an action-first row', () => {
  it.each([
    ['WITHHOLD\tApixaban 5 mg\tbleeding', /^Withheld: .*bleeding/],
    ['Cease\tApixaban 5 mg\tmelaena - review with haematology', /^Ceased: .*melaena.*haematology/],
    ['SUSPEND\tApixaban 5 mg tablet\tprocedure Friday', /procedure Friday/],
    ['stop\tApixaban 5 mg bd\trecurrent epistaxis', /epistaxis/],
  ])('%s', (discharge, reason) => {
    const r = reconcileChecked('Apixaban 5 mg bd', discharge);
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.reason).toMatch(reason);
  });

  it('a row whose first cell is not a stop keeps its cells as before', () => {
    const r = reconcileChecked(
      'Apixaban 5 mg bd',
      'NIL CHANGE\tApixaban 5 mg tablet\t1 tablet twice a day',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
