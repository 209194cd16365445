import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { classifyLine } from './headings';

describe("a transfer or referral form's own fields", () => {
  it.each([
    'Sending facility: Orange Base Hospital     Receiving: Westmead ICU',
    'Reason for referral: recurrent falls, ?postural hypotension',
    'Escort: EN    Transport: patient transport service',
    'Nominated pharmacy: Chemist Warehouse Penrith',
  ])('%s is a label, not an order', (line) => {
    expect(classifyLine(line)).toMatchObject({ kind: 'ignored', note: 'label' });
  });

  it('leaves no "Could not read" warning for them, and reads the orders below', () => {
    const r = reconcileChecked(
      'Reason for transfer: fractured neck of femur\nEscort: nil\nAmlodipine 5 mg mane',
      'Amlodipine 5 mg mane',
    );
    expect(r.warnings ?? []).toEqual([]);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('still reports a field that names a medicine', () => {
    const r = reconcileChecked(
      'Reason for transfer: dabigatran reversal\nAmlodipine 5 mg mane',
      'Amlodipine 5 mg mane',
    );
    expect((r.warnings ?? []).join(' ')).toMatch(/dabigatran/i);
  });
});
