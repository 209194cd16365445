/**
 * A swap written with an arrow whose old side already says why after the name ('Fosamax 70 mg - jaw pain,
 * dental work due  ->  Prolia 60 mg ...'): the stop is a clause of its own (it had run on into the last reason,
 * '... dental work due stopped', where no reader saw it, and the old medicine stayed on as 'changed'), and the
 * old side's words are the stop's reason.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('an arrow swap whose old side states why', () => {
  it.each([
    'Fosamax 70 mg weekly - jaw pain, dental work due\t->\tDenosumab (Prolia) 60 mg SC every 6 months',
    'Alendronate 70mg - jaw pain, dental work due → Prolia 60 mg subcut 6 monthly',
    'Alendronate (Fosamax) weekly, jaw pain, dental work due  =>  Denosumab 60 mg every 6 months',
  ])('%j stops the old medicine with its reason and starts the new one', (line) => {
    const r = reconcileChecked('Alendronate 70 mg weekly on Sundays', line);
    const stop = r.ceasedMedications.find((c) => /Alendronate/.test(c.name))!;
    expect(stop.reason).toMatch(/jaw pain/);
    expect(r.medications.map((m) => [m.name.split(' ')[0], m.changeType])).toEqual([
      ['Denosumab', 'new'],
    ]);
    expect(r.medications[0]!.comment).toMatch(/replaces (?:Fosamax|Alendronate)/);
    expect(r.medications[0]!.comment).not.toMatch(/jaw/);
  });

  it('an old side with its own stop word keeps its own reason', () => {
    const r = reconcileChecked(
      'Alendronate 70 mg weekly',
      'Alendronate - ceased: jaw pain -> Denosumab 60 mg SC every 6 months',
    );
    const stop = r.ceasedMedications.find((c) => /Alendronate/.test(c.name))!;
    expect(stop.reason).toMatch(/jaw pain/);
  });
});
