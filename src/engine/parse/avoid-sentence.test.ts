import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { isAvoidSentence } from './advice';

// A letter's sentence that another medicine must not be had is a warning about it, never an order of it.
describe('a sentence that a medicine must not be had', () => {
  it.each([
    'Clopidogrel is also contraindicated.',
    'NSAIDs should be avoided (eGFR 25)',
    'Tramadol must not be used with the sertraline',
    'Metoclopramide is not suitable in Parkinson disease',
    'Trimethoprim should likewise be avoided',
  ])('%s', (line) => expect(isAvoidSentence(line)).toBe(true));

  it('keeps orders and stops as they were', () => {
    for (const line of [
      'Aspirin 100 mg daily',
      'Warfarin - ceased, not suitable with the bleed',
      'Candesartan 8 mg daily - avoid if dizzy',
    ])
      expect(isAvoidSentence(line)).toBe(false);
  });

  it('is reported, not made a new row, after a stop on the same line', () => {
    const r = reconcileChecked(
      'Allopurinol 300 mg daily\nAtorvastatin 40 mg nocte',
      'Allopurinol - CEASED: DRESS. Febuxostat is also contraindicated.\nAtorvastatin 40 mg nocte',
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Atorvastatin']);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Allopurinol']);
    expect((r.warnings ?? []).join(' ')).toMatch(/Febuxostat is also contraindicated/);
  });
});
