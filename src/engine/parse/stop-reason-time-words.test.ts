/** After a stop, words that hold a time word but no dose are why it stopped, never its dosing. */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';

describe('a stop reason with a time word in it', () => {
  it.each([
    ['Zolpidem 10 mg - ceased - morning drowsiness and falls', /drowsiness/],
    ['Amitriptyline 10 mg: STOPPED, evening confusion worsening', /confusion/],
    ['Frusemide 40 mg - withheld - nocturnal urination disturbing sleep', /urination/],
  ])('%j keeps its reason', (line, reason) => {
    const r = run(line.replace(/[-:].*$/, ' nocte'), line);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason).toMatch(reason);
  });
});

describe('a cause written before "do not restart"', () => {
  it.each([
    'Dabigatran - intracranial bleed; do not restart until neurology review',
    'Dabigatran: intracranial bleed, never restart without neurology advice',
  ])('%j keeps the cause and the restart condition', (line) => {
    const r = run('Dabigatran 150 mg bd', line);
    expect(r.ceasedMedications[0]!.reason).toMatch(/intracranial bleed.*neurology/);
  });
});
