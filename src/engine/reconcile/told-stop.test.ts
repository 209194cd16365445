/**
 * A stop told on a discharge line that is not the medicine's order (a letter's sentence, a footnote) is the
 * ceased entry's stated reason, quoted with its line, and the entry still warns that the line was not read.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';

const entry = (adm: string, dis: string, name: RegExp) =>
  run(adm, dis).ceasedMedications.find((c) => name.test(c.name))!;

describe('a stop told on a line that is not an order', () => {
  it('a letter sentence that says the medicine was stopped gives the reason', () => {
    const c = entry(
      'Dabigatran 150 mg bd\nBisoprolol 5 mg mane',
      'Dear Dr Ho,\nAfter the fall we discontinued dabigatran because of the subdural bleed, and neurosurgery will review.\nBisoprolol 5 mg mane',
      /Dabigatran/,
    );
    expect(c.reason).toMatch(/^Ceased: .*subdural bleed.*\(discharge line 2\)$/);
    expect(c.warnings?.join(' ')).toMatch(/not read as its order/);
  });

  it('a footnote that says what replaced it gives the reason', () => {
    const c = entry(
      'Rabeprazole 20 mg daily',
      'Omeprazole 20 mg daily†\n\n† in place of rabeprazole (ward formulary)',
      /Rabeprazole/,
    );
    expect(c.reason).toMatch(/formulary/);
  });

  it('a hold word is a withheld reason', () => {
    const c = entry(
      'Ramipril 5 mg daily\nAspirin 100 mg daily',
      'Aspirin 100 mg daily\nThe ramipril is on hold while the kidneys recover, recheck in a week.',
      /Ramipril/,
    );
    expect(c.reason).toMatch(/^Withheld: /);
  });

  it('an instruction not to stop is never a reason', () => {
    const c = entry(
      'Sertraline 50 mg mane\nAspirin 100 mg daily',
      'Aspirin 100 mg daily\nShe must not stop sertraline suddenly.',
      /Sertraline/,
    );
    expect(c.reason).toBe('Not on discharge list - confirm with prescriber');
  });
});
