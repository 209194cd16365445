/** A dose change written in place of the dose: the new amount is the dose, never a range with the old one. */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { normaliseLine } from './normalise';

const filled = (s: Record<string, string>) =>
  Object.fromEntries(Object.entries(s).filter(([, v]) => v));

describe('a change from one dose to another written as the order', () => {
  it.each([
    [
      'Candesartan 8 mg daily',
      'Candesartan increased from 8 mg to 16 mg daily',
      { '0800': '16 mg' },
      /increased/i,
    ],
    [
      'Carvedilol 12.5 mg bd',
      'Carvedilol dose reduced from 12.5 to 6.25 mg twice daily',
      { '0800': '6.25 mg', '1800': '6.25 mg' },
      /reduced/i,
    ],
    [
      'Quetiapine 25 mg 2 tabs nocte',
      'Quetiapine 25 mg weaned from 2 tablets to 1 tablet at night',
      { '2200': '1 tablet' },
      /./,
    ],
  ])('%j -> %j', (admission, discharge, slots, comment) => {
    const row = reconcileChecked(admission, discharge).medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(filled(row.schedule)).toEqual(slots);
    expect(row.comment).toMatch(comment);
  });

  it('after a dose already written, the sentence is left as a note', () => {
    const text = 'Candesartan 16 mg daily - increased from 8 mg to 16 mg';
    expect(normaliseLine(text)).not.toMatch(/\(increased from/);
  });

  it('a range with no change verb stays a range', () => {
    expect(normaliseLine('Oxycodone 5 mg to 10 mg q4h prn')).toMatch(/5 to 10 mg/);
  });
});
