/**
 * 'Ramipril 5 mg mane; indication: blood pressure': a label that says what the clause after it is. The clause is
 * read (the indication); the label word is no note of its own, so the comment never ends in a bare 'Reason'.
 * After a stop the label stays in the stop's reason as written.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a use label before a colon', () => {
  it.each(['reason', 'Indication', 'Purpose'])('is not left in the comment: %s', (label) => {
    const r = reconcileChecked(
      'ramipril 5mg mane',
      `Ramipril 5 mg in the morning; ${label}: blood pressure`,
    );
    const m = r.medications[0]!;
    expect(m.changeType).toBe('unchanged');
    expect(m.comment).not.toMatch(new RegExp(label, 'i'));
    expect(m.indication).toMatch(/blood pressure/i);
  });

  it('stays in the reason of a stop', () => {
    const r = reconcileChecked('temazepam 10mg nocte', 'Temazepam - CEASED - reason: falls');
    expect(r.ceasedMedications[0]!.reason).toMatch(/falls/i);
  });
});
