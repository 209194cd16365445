/**
 * A table with one column per stage of the stay whose last column is the one going home ('Home | In hospital |
 * Going home', 'Usual | On the ward | Take home'): that column is the order. A dash or nothing there means the
 * medicine does not go home: no discharge row, and a warning naming the line instead of a silent guess.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION = [
  'Lisinopril 10 mg each morning',
  'Sertraline 50 mg daily',
  'Naproxen 250 mg BD',
].join('\n');

describe.each([
  ['Drug', 'At home', 'On the ward', 'Going home'],
  ['Medicine', 'Usual', 'Inpatient', 'Take home'],
  ['Medication', 'Before admission', 'During stay', 'On leaving hospital'],
])('a %s | %s | %s | %s table', (name, home, ward, going) => {
  const discharge = [
    [name, home, ward, going].join('\t'),
    ['Lisinopril', '10 mg mane', 'HELD (BP 88/50)', '5 mg mane - dose lowered, BP low'].join('\t'),
    ['Sertraline', '50 mg daily', '50 mg daily', '50 mg daily'].join('\t'),
    ['Naproxen', '250 mg BD', 'not given', '-'].join('\t'),
    ['Metoclopramide', '-', '10 mg IV stat', '-'].join('\t'),
    ['Docusate', '-', '2 caps nocte', '2 capsules at night'].join('\t'),
  ].join('\n');

  it('reads the going-home column as the order', () => {
    const r = reconcileChecked(ADMISSION, discharge);
    const lis = r.medications.find((m) => /lisinopril/i.test(m.name))!;
    expect(lis.changeType).toBe('changed');
    expect(r.medications.find((m) => /sertraline/i.test(m.name))?.changeType).toBe('unchanged');
    expect(r.medications.find((m) => /docusate/i.test(m.name))?.changeType).toBe('new');
  });

  it('gives no row to a medicine with a dash going home, and says so', () => {
    const r = reconcileChecked(ADMISSION, discharge);
    const names = r.medications.map((m) => m.name).join(' ');
    expect(names).not.toMatch(/metoclopramide|naproxen/i);
    expect(r.ceasedMedications.map((c) => c.name).join(' ')).not.toMatch(/metoclopramide/i);
    expect(r.warnings?.join(' ')).toMatch(/Metoclopramide[^"]*" \(discharge list\) has nothing/);
    // A home medicine that does not go home is ended, as any medicine left off is.
    expect(r.ceasedMedications.map((c) => c.name).join(' ')).toMatch(/naproxen/i);
  });
});
