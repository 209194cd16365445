/**
 * A line whose 'name' is everyday words (a table header, a care instruction, an app's footer), a
 * person (a ward round's header) or a condition is never a medicine row or a ceased entry: it is
 * reported as a line the engine could not read, so nothing is dropped silently.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (adm: string, dis: string) => reconcile({ admissionOrders: adm, dischargeOrders: dis });

describe('everyday words where the name should be', () => {
  it('a chart\'s column headings ("Day Date Mane Nocte Total") are no medicine and no stop', () => {
    // Read as a table's heading row (a note) or reported unread: either way no row and no ceased entry.
    const res = run(
      'Atorvastatin 40 mg nocte\nDay\tDate\tMane\tNocte\tTotal',
      'Atorvastatin 40 mg nocte',
    );
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications.map((m) => m.name)).toEqual(['Atorvastatin']);
  });

  it.each([
    'Drop\tRight eye\tLeft eye\tWhen',
    'Time\tMedicine / directions\t20\t21\t22',
    'Moisturise the whole body at least twice a day; short lukewarm showers',
    '⏰ Reminders on · Adherence 96%',
    'Treatment en route: 250 mL N/saline IV, nil else.',
    'Last dose azathioprine this morning.',
    'Anaphylaxis (cashew), ASCIA Action Plan completed and given',
  ])('admission line %j is no ceased medicine', (line) => {
    const res = run(`Atorvastatin 40 mg nocte\n${line}`, 'Atorvastatin 40 mg nocte');
    expect(res.ceasedMedications).toEqual([]);
    // Reported by line number: unread, or read as doses already given ('Treatment en route').
    expect(res.warnings?.join(' ')).toMatch(/Could not read line 2|Line 2: /);
  });

  it('a ward round header with a prescriber and D/C is no stop', () => {
    const res = run(
      'Gliclazide MR 60 mg mane\nMetformin 1 g BD',
      'WR Dr Evans (Gen Med) 20/11 - BGLs stable off gliclazide, D/C today\nMetformin 1 g BD\nGliclazide - ceased (hypos)',
    );
    expect(res.ceasedMedications.map((c) => c.name)).toEqual(['Gliclazide']);
  });

  it('an unknown medicine name is still read as an order', () => {
    const res = run('Atorvastatin 40 mg nocte', 'Atorvastatin 40 mg nocte\nZyxamol 15 mg BD');
    expect(res.medications.map((m) => m.name)).toContain('Zyxamol');
  });
});
