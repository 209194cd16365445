import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

// A clause beside an ongoing order that records a dose already given (a loading or stat dose on the ward, in
// ED, this morning) is a note: its amount is never the order's dose.
describe('a dose already given, written beside the order', () => {
  const cases: Array<[string, string, string]> = [
    [
      'Azithromycin 250 mg daily for 4 days (500 mg loading dose given in ED)',
      'Azithromycin',
      '250 mg',
    ],
    [
      'Fluconazole 100 mg daily - 200 mg loading dose administered this morning',
      'Fluconazole',
      '100 mg',
    ],
    ['Roxithromycin 150 mg BD (300 mg stat given on ward yesterday)', 'Roxithromycin', '150 mg'],
  ];
  it.each(cases)('%s', (line, name, dose) => {
    const r = reconcileChecked('Paracetamol 1 g QID', `Paracetamol 1 g QID\n${line}`);
    const row = r.medications.find((m) => m.name.startsWith(name))!;
    expect(row.schedule['0800']).toBe(dose);
    expect(row.comment).toMatch(/given|administered/i);
  });

  it('who gives an ongoing dose is no dose given', () => {
    const r = reconcileChecked(
      'Paracetamol 1 g QID',
      'Paracetamol 1 g QID\nCyanocobalamin 1000 microgram IM monthly - given by practice nurse',
    );
    const row = r.medications.find((m) => m.name.startsWith('Cyanocobalamin'))!;
    expect(row.schedule['0800']).toMatch(/1000 microgram/);
  });
});
