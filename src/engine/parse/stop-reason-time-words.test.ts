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
