/**
 * A Status cell that says the order is current and then what happened to it ('Current: amended') is
 * read as that status; a change word no reader took leaves a warning on an unchanged row, never a
 * silent 'unchanged'.
 */
import { expect, it } from 'vitest';
import { reconcileChecked } from '../../../../tests/helpers/reconcile-checked';

const run = (status: string) => {
  const request = {
    admissionOrders: 'Hydrocortisone 1% cream apply to arms BD\nPravastatin 20 mg nocte',
    dischargeOrders: [
      'Drug\tDose\tRoute\tFreq\tStatus',
      `Hydrocortisone 1% cream\tthin smear\tTOP\tBD\t${status}`,
      'Pravastatin 20 mg tab\t20 mg\tPO\tnocte\tCurrent',
    ].join('\n'),
  };
  const r = reconcileChecked(request.admissionOrders, request.dischargeOrders);
  return r;
};

it.each(['Current: amended', 'Ongoing - altered', 'ACTIVE / dose changed'])(
  'a current-then-change Status cell (%s) is not a silent unchanged row',
  (status) => {
    const row = run(status).medications.find((m) => /hydrocortisone/i.test(m.name))!;
    expect(row.changeType === 'changed' || (row.warnings ?? []).length > 0).toBe(true);
  },
);

it('an unknown lead word before the change word still warns', () => {
  const row = run('Live (modified)').medications.find((m) => /hydrocortisone/i.test(m.name))!;
  if (row.changeType === 'unchanged') expect((row.warnings ?? []).join(' ')).toContain('modified');
});

it('a bare current cell adds no warning', () => {
  const row = run('Current').medications.find((m) => /pravastatin/i.test(m.name))!;
  expect(row.changeType).toBe('unchanged');
  expect(row.warnings ?? []).toEqual([]);
});

it('"not changed" is no change word', () => {
  const row = run('Current - not changed').medications.find((m) => /hydrocortisone/i.test(m.name))!;
  expect((row.warnings ?? []).join(' ')).not.toContain('"changed"');
});
