/**
 * A numbered item whose medicine is glossed in a bracket after the number: the bracket is the order's name,
 * never lost to the word after it.
 */
import { expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const admission = 'Ramipril 2.5 mg mane\nSimvastatin 20 mg nocte\nOxycodone 5 mg nocte PRN';

it.each([
  ['#1 (ramipril) - up to 5 mg each morning', 'Ramipril', 'changed'],
  ['No. 2 (Simvastatin): continue 20 mg at night', 'Simvastatin', 'unchanged'],
])('%j is an order of the bracketed medicine', (line, name, changeType) => {
  const r = reconcileChecked(admission, line);
  expect(r.medications.map((m) => [m.name, m.changeType])).toContainEqual([name, changeType]);
});

it('a bracketed name after a number with a stop is ceased, with its reason', () => {
  const r = reconcileChecked(admission, 'Item 3 (oxycodone): cease - drowsy');
  const entry = r.ceasedMedications.find((c) => /oxycodone/i.test(c.name));
  expect(entry?.reason).toMatch(/drowsy/);
});

it('a bracket that names no medicine stays a note', () => {
  const r = reconcileChecked(admission, 'Item 4 (see GP letter): nil else');
  expect(r.medications.map((m) => m.name)).not.toContain('See');
});
