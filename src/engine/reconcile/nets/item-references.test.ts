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

it.each([
  ['Nos 2-3: no change.\nNo. 1 (ramipril): stop, cough.'],
  ['Item #2 and #3 go on as before\nItem 1: stop (cough)'],
])('flags the items a discharge list refers to by number: %s', (discharge) => {
  const r = reconcileChecked(admission, discharge);
  const said = (r.warnings ?? []).join(' ').toLowerCase();
  for (const name of ['simvastatin', 'gliclazide']) expect(said).toContain(name);
  for (const x of [...r.medications, ...r.ceasedMedications].filter((m) =>
    /simvastatin|gliclazide/i.test(m.name),
  ))
    expect((x.warnings ?? []).join(' ')).toMatch(/by number/);
});

it('says nothing when the discharge list names its medicines', () => {
  const r = reconcileChecked(
    admission,
    'Ramipril 5 mg mane\nSimvastatin 20 mg nocte\nGliclazide MR 60 mg mane',
  );
  expect((r.warnings ?? []).join(' ')).not.toMatch(/by number/);
});
