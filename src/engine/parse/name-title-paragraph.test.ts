/**
 * A letter that gives one paragraph per medicine, headed by the name alone and a full stop (sentence-split.ts):
 * the paragraph is all about that medicine, even when a later sentence names another.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a paragraph headed by its medicine name', () => {
  it.each([
    'RAMIPRIL. Ceased. Her potassium rose while taking it with spironolactone.',
    'Ramipril. Stopped. Dizzy on standing; candesartan may be tried later by the GP.',
    'RAMIPRIL. Withheld. Creatinine doubled after contrast; metformin is also on hold.',
  ])('%s: the named medicine stops, the other named one is no order', (line) => {
    const r = reconcileChecked(
      'Ramipril 5 mg mane\nAtorvastatin 20 mg nocte',
      `ATORVASTATIN. Unchanged, 20 mg at night.\n${line}`,
    );
    // 'metformin is also on hold' may be read as its own hold (a series part that only says it stopped):
    // never as a row that goes on.
    expect(r.ceasedMedications.map((c) => c.name)).toContain('Ramipril');
    expect(r.medications.map((m) => m.name)).toEqual(['Atorvastatin']);
  });

  it('still splits a line of two such paragraphs', () => {
    const r = reconcileChecked(
      'Ramipril 5 mg mane\nAtorvastatin 20 mg nocte',
      'Ramipril. Stopped, low blood pressure. Atorvastatin. Continue 20 mg at night.',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Ramipril']);
    expect(r.medications.map((m) => m.name)).toEqual(['Atorvastatin']);
  });
});
