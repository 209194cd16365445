/**
 * A changes summary: each medicine's name over 'Before:' / 'After:' (or 'Was:' / 'Now:') lines and a 'Why:'.
 * The before line is the old order, never a second one; the after line is the order or its stop.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('name over before and after lines', () => {
  it('reads the after line as the order and the before line as what it was', () => {
    const request = {
      admissionOrders: [
        'Ramipril 2.5 mg daily',
        'Gliclazide MR 60 mg mane',
        'Naproxen 500 mg BD',
        'Atorvastatin 40 mg nocte',
      ].join('\n'),
      dischargeOrders: [
        'Changes made this admission',
        'Ramipril',
        '  Was: 2.5 mg daily',
        '  Now: 5 mg daily',
        '  Why: proteinuria',
        'Gliclazide MR',
        '  Before: 60 mg mane',
        '  After: 30 mg mane',
        'Naproxen',
        '  Before: 500 mg BD',
        '  After: stopped',
        '  Why: acute kidney injury',
        'Empagliflozin',
        '  Before: nil',
        '  After: 10 mg mane',
        'No change: atorvastatin 40 mg nocte',
      ].join('\n'),
    };
    const r = reconcileChecked(request.admissionOrders, request.dischargeOrders);
    expect(r.medications.map((m) => [m.name, m.changeType, m.schedule['0800']])).toEqual([
      ['Ramipril', 'changed', '5 mg'],
      ['Gliclazide', 'changed', '30 mg'],
      ['Empagliflozin', 'new', '10 mg'],
      ['Atorvastatin', 'unchanged', ''],
    ]);
    // 'Why:' under a dose change is why it changed, not what the medicine is for.
    expect(r.medications[0]!.indication).not.toMatch(/proteinuria/i);
    expect(r.ceasedMedications.map((c) => [c.name, c.reason])).toEqual([
      ['Naproxen', expect.stringMatching(/kidney/i)],
    ]);
  });
});
