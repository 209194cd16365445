/**
 * An Easy Read sheet writes a stop as short sentences under the medicine's name: the stop told of 'this' or
 * 'it', then why, told of 'it'. The why is the stop's reason; the pronoun is never the reason.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const reasonOf = (dis: string) =>
  reconcileChecked('Allopurinol 300 mg daily\nAmlodipine 5 mg mane', dis).ceasedMedications.map(
    (c) => c.reason,
  );

describe('the reason told after an Easy Read stop', () => {
  it('the sentence about it after the stop is why', () => {
    const dis =
      'Allopurinol.\nDo not take it any more.\nIt caused a bad skin rash.\n\nAmlodipine 5 mg.\nTake 1 every morning.';
    const [reason] = reasonOf(dis);
    expect(reason).toMatch(/skin rash/);
    expect(reason).not.toMatch(/^\w+: (?:it|this)$/i);
  });

  it('with no sentence of why, the pronoun is still no reason', () => {
    const dis = 'Allopurinol.\nStop taking this.\n\nAmlodipine 5 mg.\nTake 1 every morning.';
    expect(reasonOf(dis)[0]).not.toMatch(/\bthis\b/i);
  });

  it('a sentence about a medicine that goes on is not joined as a stop reason', () => {
    const r = reconcileChecked(
      'Amlodipine 5 mg mane',
      'Amlodipine 5 mg.\nTake 1 every morning.\nIt lowers your blood pressure.',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
