/**
 * A symptom plan: what the medicine is for, an arrow, then the order. The left is the use, never the name.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { readSymptomArrow } from './symptom-arrow';

describe('a symptom before an arrow', () => {
  it.each([
    ['Pain -> paracetamol 1 g four times a day', 'paracetamol 1 g four times a day (for Pain)'],
    ['Itch ⇒ cetirizine 10 mg daily when needed', 'cetirizine 10 mg daily when needed (for Itch)'],
    ['Low mood => sertraline 100 mg mane', 'sertraline 100 mg mane (for Low mood)'],
  ])('%s reads as %s', (line, read) => {
    expect(readSymptomArrow(line)).toBe(read);
  });

  it.each([
    'Frusemide → furosemide 40 mg mane',
    'Change Lipitor → rosuvastatin 10 mg nocte',
    'Quetiapine 200mg nocte → 300mg nocte',
    '(new) → Apixaban 5mg bd',
    'Breathless → see the GP',
    'Warfarin 3 mg daily',
  ])('%s is left to the other readers', (line) => {
    expect(readSymptomArrow(line)).toBeNull();
  });
});

describe('a symptom plan against a home list', () => {
  it('pairs each order by its medicine and keeps the symptom as its use', () => {
    const request = {
      admissionOrders: [
        'Paracetamol 1 g QID',
        'Loperamide 2 mg PRN',
        'Pantoprazole 40 mg daily',
      ].join('\n'),
      dischargeOrders: [
        'Plan for symptoms at home',
        'Pain -> paracetamol 1 g four times a day',
        'Loose stools -> loperamide 2 mg when needed (max 8 a day)',
        'Reflux -> pantoprazole 40 mg daily',
      ].join('\n'),
    };
    const r = reconcileChecked(request.admissionOrders, request.dischargeOrders);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Paracetamol', 'unchanged'],
      ['Loperamide', 'unchanged'],
      ['Pantoprazole', 'unchanged'],
    ]);
    expect(r.medications[2]!.indication).toMatch(/reflux/i);
    expect(r.ceasedMedications).toEqual([]);
  });
});
