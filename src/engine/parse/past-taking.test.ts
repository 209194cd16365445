/** A discharge sentence about what the patient had been taking is history, reported, never a row. */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';

describe('what the patient had been taking, told on the discharge list', () => {
  it.each([
    'Digoxin toxicity: he had been taking digoxin 250 microgram twice daily by mistake.',
    'He was taking two digoxin 250 microgram tablets each morning from an old box.',
    'Family report she used to take digoxin 125 microgram daily.',
  ])('%j is reported, not a row', (sentence) => {
    const r = run('Digoxin 125 microgram daily', `${sentence}\nDigoxin - withheld (level 3.1)`);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Digoxin']);
    expect((r.warnings ?? []).join(' ')).toMatch(/Could not read line 1/);
  });

  it('a sentence that also says what happens now is still read as the order', () => {
    const r = run(
      'Digoxin 125 microgram daily',
      'He had been taking digoxin 125 microgram daily and will continue it.',
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Digoxin']);
  });

  it('on the admission list it is what the patient takes', () => {
    const r = run(
      'She had been taking digoxin 125 microgram daily.',
      'Digoxin 125 microgram daily',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
