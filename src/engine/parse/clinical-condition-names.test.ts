/**
 * Indications copied from a diagnosis list in full clinical words ('benign prostatic hypertrophy',
 * 'nephrolithiasis', 'graft thrombosis') and treatments named by their aim ('medical expulsive therapy') read in plain words.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { plainIndication, looksLikeCondition } from './conditions';

describe('clinical names of conditions become plain words', () => {
  it.each([
    ['benign prostatic hypertrophy', /enlarged prostate/i],
    ['Benign Prostatic Hyperplasia', /enlarged prostate/i],
    ['nephrolithiasis', /kidney stones/i],
    ['renal colic', /kidney stone/i],
    ['medical expulsive therapy', /pass a kidney stone/i],
    // A clot by its clinical name, and by where it formed.
    ['arteriovenous fistula thrombosis', /blood clot in the fistula \(thrombosis\)/i],
    ['for graft thrombosis', /^Blood clot in the graft/],
    ['left ventricle thrombus', /blood clot in the left ventricle/i],
    ['venous thrombosis', /^Blood clot in a vein/],
    ['Deep vein thrombosis', /^Deep vein thrombosis \(blood clot\)$/],
    ['pulmonary embolism', /blood clot in the lung/],
  ])('%j', (text, plain) => {
    expect(plainIndication(text)).toMatch(plain);
  });

  it.each(['medical expulsive therapy', 'renal calculi', 'urolithiasis'])(
    '%j in brackets is what the medicine is for',
    (text) => expect(looksLikeCondition(text)).toBe(true),
  );

  it('a bracket naming the aim is the row indication, not a note', () => {
    const row = reconcileChecked(
      'Aspirin 100 mg mane',
      'Aspirin 100 mg mane\nTamsulosin 400 microgram MR capsule 1 at night for 10 days (medical expulsive therapy)',
    ).medications.find((m) => /tamsulosin/i.test(m.name))!;
    expect(row.indication).toMatch(/kidney stone/i);
  });

  it('a diagnosis-list indication on the admission line is carried in plain words', () => {
    const row = reconcileChecked(
      'Tamsulosin 400 microgram MR capsule; one at night; benign prostatic hyperplasia',
      'Tamsulosin 400 microgram MR capsule 1 nocte',
    ).medications[0]!;
    expect(row.indication).toMatch(/enlarged prostate/i);
  });
});
