/**
 * A stop word in a column of its own that no reader took (a table whose header the engine does not know):
 * the row that goes on warns, naming the word, never a silent 'unchanged'.
 */
import { expect, it } from 'vitest';
import { reconcileChecked } from '../../../../tests/helpers/reconcile-checked';

it.each([
  ['Verdict', 'Cease'],
  ['Ruling', 'Stop'],
  ['Call', 'WITHHOLD'],
])('a %s column saying %s', (head, word) => {
  const request = {
    admissionOrders: 'Risedronate 35 mg weekly\nPravastatin 20 mg nocte',
    dischargeOrders: [
      `Drug                          ${head}      Remarks`,
      `Risedronate 35 mg tablet      ${word}       on denosumab now`,
      'Pravastatin 20 mg tablet      Continue     1 tablet at night',
    ].join('\n'),
  };
  const r = reconcileChecked(request.admissionOrders, request.dischargeOrders);
  const row = r.medications.find((m) => /risedronate/i.test(m.name));
  if (row) expect((row.warnings ?? []).join(' ')).toContain(`"${word}"`);
  else expect(r.ceasedMedications.map((c) => c.name)).toContain('Risedronate');
});
