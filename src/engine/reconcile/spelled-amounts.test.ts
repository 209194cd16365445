import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { spelledValue } from '../lexicon/spelled-numbers';

describe('amounts spelled out in words (dictated histories)', () => {
  it('reads compound spelled numbers as one value', () => {
    expect(spelledValue('six hundred and sixty-five')).toBe(665);
    expect(spelledValue('sixty-two point five')).toBe(62.5);
    expect(spelledValue('one thousand two hundred')).toBe(1200);
    expect(spelledValue('five six')).toBeUndefined();
  });

  it('treats a spelled strength as the same as its digits (no invented change)', () => {
    const out = reconcile({
      admissionOrders:
        'Gabapentin three hundred milligrams three times a day.\nThyroxine seventy-five point five micrograms in the morning.',
      dischargeOrders: 'Gabapentin 300 mg TDS\nThyroxine 75.5 microgram mane',
    });
    const rows = out.medications.map((m) => m.changeType);
    expect(rows).toEqual(['unchanged', 'unchanged']);
  });
});
