/**
 * A label before the order ('Entry #3: ...', 'Problem 2: ...', a condition before two orders joined by 'and')
 * is never the medicine's name: the order after it is read, and a row is never named after the label.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';

describe('item and condition labels before orders', () => {
  it.each([
    'Entry #3: Dorzolamide 2% eye drops - 1 drop right eye three times daily - new',
    'Problem no. 2: Dorzolamide 2% eye drops - 1 drop right eye three times daily - new',
    'Item #12: Dorzolamide 2% eye drops - 1 drop right eye three times daily - new',
  ])('%j is the order after its numbered label', (line) => {
    const r = run('Aspirin 100 mg daily', `Aspirin 100 mg daily\n${line}`);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Aspirin', 'unchanged'],
      ['Dorzolamide', 'new'],
    ]);
  });

  it('a numbered label before a stop names the medicine it stops', () => {
    const r = run('Sotalol 80 mg bd', 'Query 1: Sotalol 80 mg - CEASED (QT prolonged)');
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications.map((c) => [c.name, c.reason])).toEqual([
      ['Sotalol', expect.stringMatching(/QT/)],
    ]);
  });

  it('a condition label before two orders joined by "and" is the use of the first, not a medicine', () => {
    const r = run(
      'Sulfasalazine 1 g bd\nFolic acid 5 mg weekly',
      'Psoriatic arthritis: keep taking sulfasalazine 1 g twice daily and folic acid 5 mg weekly.',
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Sulfasalazine', 'unchanged'],
      ['Folic acid', 'unchanged'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });
});
