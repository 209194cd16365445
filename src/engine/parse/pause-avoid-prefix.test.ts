import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const names = (xs: Array<{ name: string }>) => xs.map((x) => x.name);

describe('a pause or avoid written before the medicine stops it', () => {
  it.each([
    'Pause: Apixaban tablets - bleeding risk before procedure',
    'PAUSED - apixaban (bleeding risk)',
    'Please pause: apixaban; haematology to advise',
  ])('%s is a withheld medicine, not a continuing row', (line) => {
    const r = reconcileChecked(
      'Apixaban 5 mg bd\nSertraline 50 mg mane',
      `${line}\nSertraline 50 mg mane`,
    );
    expect(names(r.medications)).toEqual(['Sertraline']);
    expect(r.ceasedMedications[0]!.name).toMatch(/Apixaban/);
    expect(r.ceasedMedications[0]!.reason).toMatch(/^Withheld/);
  });

  it.each([
    'Please avoid: naproxen - kidney function',
    'Please avoid - naproxen (kidney function)',
  ])('%s is a ceased medicine with its reason', (line) => {
    const r = reconcileChecked(
      'Naproxen 250 mg bd\nSertraline 50 mg mane',
      `Sertraline 50 mg mane\n${line}`,
    );
    expect(names(r.medications)).toEqual(['Sertraline']);
    expect(r.ceasedMedications[0]!.name).toMatch(/Naproxen/);
    expect(r.ceasedMedications[0]!.reason).toMatch(/kidney/);
  });

  it('an avoid line about food is not a medicine', () => {
    const r = reconcileChecked(
      'Sertraline 50 mg mane',
      'Sertraline 50 mg mane\nPlease avoid: alcohol',
    );
    expect(names(r.medications)).toEqual(['Sertraline']);
    expect(r.ceasedMedications).toEqual([]);
  });
});
