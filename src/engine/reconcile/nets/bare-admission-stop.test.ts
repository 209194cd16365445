/**
 * An admission line that names a medicine with nothing to take (a level not measured, a medicine the patient
 * gave up before this stay) and is not on the discharge list: whether it was being taken is a guess, so any
 * stop made of it carries a warning naming it, never a silent stop.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../../tests/helpers/reconcile-checked';

const DISCHARGE = 'Lamotrigine 100 mg BD\nAtorvastatin 20 mg nocte';

describe('a bare admission name left off the discharge list', () => {
  it.each([
    'Theophylline      -        -          not measured',
    'Amiodarone - the patient says he gave it up in March',
    'Lithium (level not sent)',
  ])('%s is never a silent stop', (line) => {
    const r = reconcileChecked(
      `Lamotrigine 100 mg BD\n${line}\nAtorvastatin 20 mg nocte`,
      DISCHARGE,
    );
    for (const c of r.ceasedMedications) expect(c.warnings?.join(' ')).toMatch(/admission line 2/);
  });

  it('leaves a stop with a dose on its admission line unflagged', () => {
    const r = reconcileChecked(
      'Lamotrigine 100 mg BD\nAmiodarone 200 mg daily\nAtorvastatin 20 mg nocte',
      DISCHARGE,
    );
    const amio = r.ceasedMedications.find((c) => /amiodarone/i.test(c.name))!;
    expect(amio.warnings?.join(' ') ?? '').not.toMatch(/no dose, strength or time/);
  });
});
