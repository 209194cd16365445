/**
 * The clipped names wards write for common medicines ('pred', 'fluclox', 'metro'): the medicine they
 * clip, so a chat message or a JMO's list pairs with the home list. A brand that starts with the clipped
 * name ('Pred Forte') stays the brand.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { lookupMedicine } from './index';

describe('clipped ward names', () => {
  it.each([
    ['pred 50 mg mane', 'prednisolone'],
    ['Pred Forte 1 drop QID left eye', 'prednisolone'],
    ['IV fluclox 2 g 6 hourly', 'flucloxacillin'],
    ['fluclox 500 mg QID', 'flucloxacillin'],
    ['amox 500 mg TDS', 'amoxicillin'],
    ['metro 400 mg BD', 'metronidazole'],
    ['cipro 500 mg BD', 'ciprofloxacin'],
    ['vanc 125 mg QID PO', 'vancomycin'],
  ])('%s is %s', (text, id) => {
    expect(lookupMedicine(text.replace(/^IV /, ''))?.medicine.id).toBe(id);
  });

  it('pairs a clipped name with the home order, a change after the name read as the new dose', () => {
    const r = reconcile({
      admissionOrders: 'Prednisolone 10 mg mane\nMetronidazole 400 mg BD',
      dischargeOrders: 'pred down to 5 mg mane\nmetro 400 mg bd',
    });
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Prednisolone', 'changed'],
      ['Metronidazole', 'unchanged'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });
});
