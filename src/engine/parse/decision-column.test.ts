/**
 * A clinic's outcome table with a Decision (or Outcome) column and a Detail column, printed with runs
 * of spaces between cells: the Decision cell is the order's status ('Cease', 'Stop', 'Continue'), and a
 * Detail cell beside a going-on decision holds its directions ('1 capsule at night'), read like the line's
 * own. A stop's Detail is its reason. Never an unchanged row for a medicine the table says to stop.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from '../reconcile/invariants';

const run = (admissionOrders: string, dischargeOrders: string) => {
  const request = { admissionOrders, dischargeOrders };
  const r = reconcile(request);
  expect(checkInvariants(request, r)).toEqual([]);
  return r;
};

const ADMISSION = [
  'Risedronate 35 mg weekly on Wednesday',
  'Temazepam 10 mg at night',
  'Pravastatin 40 mg at night',
  'Pantoprazole 40 mg daily',
].join('\n');

describe.each([
  ['Medication', 'Decision', 'Detail'],
  ['Drug', 'Outcome', 'Details'],
  ['Medicine', 'DECISION', 'Comments'],
])('a %s / %s / %s table', (name, decision, detail) => {
  const pad = (cells: string[]) =>
    cells
      .map((c) => c.padEnd(34))
      .join('')
      .trimEnd();
  const discharge = [
    'Falls clinic - review 02/12',
    pad([name, decision, detail]),
    pad(['Risedronate 35 mg tablet', 'Stop', 'changed to denosumab injection']),
    pad(['Temazepam 10 mg tablet', 'Cease', 'unsteady overnight, taper done']),
    pad(['Pravastatin 40 mg tablet', 'Continue', '1 tablet at night']),
    pad(['Pantoprazole 20 mg tablet', 'Adjust', '1 tablet before breakfast']),
  ].join('\n');

  it('stops what the decision stops, with the detail as its reason', () => {
    const r = run(ADMISSION, discharge);
    const ceased = r.ceasedMedications.map((c) => c.name.toLowerCase());
    expect(ceased).toEqual(expect.arrayContaining(['risedronate', 'temazepam']));
    expect(r.medications.map((m) => m.name.toLowerCase())).not.toContain('temazepam');
    const tem = r.ceasedMedications.find((c) => /temazepam/i.test(c.name))!;
    expect(tem.reason).toMatch(/unsteady/);
  });

  it('reads the directions of a going-on decision from the detail cell', () => {
    const r = run(ADMISSION, discharge);
    const prav = r.medications.find((m) => /pravastatin/i.test(m.name))!;
    expect(prav.changeType).toBe('unchanged');
    expect(prav.schedule['2200']).toMatch(/1 tablet/);
    const panto = r.medications.find((m) => /pantoprazole/i.test(m.name))!;
    expect(panto.changeType).toBe('changed');
    expect(panto.schedule['0800']).toMatch(/1 tablet/);
  });
});
