/**
 * Pharmacies swap one brand of a generic for another between lists ('Lipitor' at home, 'Lorstat' on discharge):
 * both must read as the same medicine, so the row is unchanged rather than a stop plus a new medicine.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('one brand of a generic swapped for another', () => {
  it.each([
    ['Lipitor 40 mg nocte', 'Lorstat 40 mg nocte', /atorvastatin/i],
    ['Pravachol 20 mg nocte', 'Cholstat 20 mg nocte', /pravastatin/i],
    ['Norvasc 5 mg mane', 'Nordip 5 mg mane', /amlodipine/i],
    ['Atacand 8 mg daily', 'Adesan 8 mg daily', /candesartan/i],
    ['Plavix 75 mg daily', 'Piax 75 mg daily', /clopidogrel/i],
    ['Lexapro 10 mg mane', 'Loxalate 10 mg mane', /escitalopram/i],
    ['Somac 40 mg mane', 'Salpraz 40 mg mane', /pantoprazole/i],
    ['Cipramil 20 mg mane', 'Ciazil 20 mg mane', /citalopram/i],
    ['Mobic 15 mg daily', 'Movalis 15 mg daily', /meloxicam/i],
    ['Neurontin 300 mg TDS', 'Gantin 300 mg TDS', /gabapentin/i],
  ])('%s then %s is one unchanged row', (admissionOrders, dischargeOrders, name) => {
    const res = reconcile({ admissionOrders, dischargeOrders });
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications).toHaveLength(1);
    expect(res.medications[0]!.name).toMatch(name);
    expect(res.medications[0]!.changeType).toBe('unchanged');
  });

  it('reads a combination brand as its ingredients, pairing with the ingredients written out', () => {
    const res = reconcile({
      admissionOrders: 'Perindopril arginine + amlodipine 10/5 mg mane',
      dischargeOrders: 'Coveram 10/5 mg mane',
    });
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications).toHaveLength(1);
    expect(res.medications[0]!.name).toMatch(/perindopril.*amlodipine/i);
  });
});

describe('the name a row shows', () => {
  it('keeps an international spelling the list wrote beside the Australian name', () => {
    const res = reconcile({
      admissionOrders: '',
      dischargeOrders: 'Albuterol 100 microgram 2 puffs PRN',
    });
    expect(res.medications[0]!.name).toMatch(/salbutamol/i);
    expect(res.medications[0]!.name).toMatch(/albuterol/i);
  });

  it('keeps the salt of a mineral named by its salt, and pairs it with the bare mineral', () => {
    const res = reconcile({
      admissionOrders: 'Magnesium 500 mg daily',
      dischargeOrders: 'Magnesium aspartate 500 mg daily',
    });
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications).toHaveLength(1);
    expect(res.medications[0]!.name).toMatch(/magnesium aspartate/i);
  });
});
