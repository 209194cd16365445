/**
 * A discharge list that refers to the numbered admission list by item number ('Nos 2-3: unchanged'): the
 * medicines it means are named nowhere on it, so each one's row or ceased entry is flagged, never silent.
 */
import { expect, it } from 'vitest';
import { reconcileChecked } from '../../../../tests/helpers/reconcile-checked';

const admission = [
  'Home medicines:',
  '1) ramipril 5 mg in the morning',
  '2) simvastatin 20 mg at night',
  '3) gliclazide MR 60 mg in the morning',
].join('\n');

// parse/item-references.ts reads a reference every number of which the admission list has; the net is left
// with the lines it could not read: a number the list does not have, or one dose over several items.
it.each([
  ['Nos 2-3: no change.\nNo. 1 (ramipril): stop, cough.'],
  ['Item #2 and #3 go on as before\nItem 1: stop (cough)'],
])('reads the items a discharge list refers to by number: %s', (discharge) => {
  const r = reconcileChecked(admission, discharge);
  for (const name of ['Simvastatin', 'Gliclazide'])
    expect(r.medications.find((m) => m.name.startsWith(name))?.changeType).toBe('unchanged');
  expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Ramipril']);
});

it.each([
  [
    'Nos 2-4: no change.\nNo. 1 (ramipril): stop, cough.',
    /items? 4, which the admission list does not number/,
  ],
  ['Items 2 and 3: 10 mg daily\nItem 1: stop (cough)', /simvastatin.*by number/i],
])('flags what it cannot resolve: %s', (discharge, said) => {
  const r = reconcileChecked(admission, discharge);
  expect((r.warnings ?? []).join(' ')).toMatch(said);
});

it('says nothing when the discharge list names its medicines', () => {
  const r = reconcileChecked(
    admission,
    'Ramipril 5 mg mane\nSimvastatin 20 mg nocte\nGliclazide MR 60 mg mane',
  );
  expect((r.warnings ?? []).join(' ')).not.toMatch(/by number/);
});
