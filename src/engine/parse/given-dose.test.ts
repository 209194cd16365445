/** A dose already given in hospital is neither a row nor a ceased medicine, and it is reported. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { isGivenDose } from './given-dose';

describe('a dose already given is reported, not listed', () => {
  it.each([
    'Ferric carboxymaltose (Ferinject) 1 g IV given 23/11 - no further doses needed',
    'Ferinject 1000 mg IV given on ward 15/11',
    'Ferinject 1 g IV - given 23/11',
    'Iron polymaltose 1000 mg IV infused 20/11',
    'Zoledronic acid 5 mg IV given this admission',
    'Vitamin K 1 mg IM given at birth',
    'Ceftriaxone 2 g IV stat given in ED',
    'Dexamethasone 8 mg IV given pre-op',
    'Ceftriaxone 1 g IM given 21/11',
    'Cholecalciferol 50,000 units given 20/11 - one-off',
  ])('%s', (line) => {
    expect(isGivenDose(line)).toBe(true);
    const res = reconcile({ admissionOrders: '', dischargeOrders: line });
    expect(res.medications).toEqual([]);
    expect(res.ceasedMedications).toEqual([]);
    expect(res.warnings?.some((w) => w.includes('line 1') || w.includes('Line 1'))).toBe(true);
  });
  it.each([
    'Cyanocobalamin 1000 microgram IM every 3 months - given by practice nurse',
    'Denosumab 60 mg SC 6 monthly - last given 12/05/2026',
    'Zoledronic acid 5 mg IV yearly - given 12/11',
    'Enoxaparin 40 mg SC daily - first dose given 23/11',
    'Morphine 5 mg SC 1 hourly PRN',
    'Aspirin 100 mg mane - to be given with food',
    'Ferro-Grad - ceased, IV iron given 23/11',
    'Metformin 500 mg BD given with meals',
  ])('%s is an order', (line) => expect(isGivenDose(line)).toBe(false));
  it('a ceased line that mentions another given medicine keeps it as its reason', () => {
    const res = reconcile({
      admissionOrders: 'Ferro-Grad 325 mg daily',
      dischargeOrders: 'Ceased:\nFerro-Grad - IV iron (Ferinject) given 11/03',
    });
    expect(res.ceasedMedications[0]!.reason).toMatch(/IV iron \(Ferinject\) given 11\/03/);
  });
});

describe('a dose given of a product the knowledge base does not know', () => {
  it.each([
    'Octaplex 2000 units IV given 02/03 for warfarin reversal - no further doses',
    'Gelofusine 500 mL IV given in ED',
    'Intragam 30 g infusion given 14/02 and 15/02 - complete',
  ])('%s records a dose, not an order', (line) => {
    expect(isGivenDose(line)).toBe(true);
    const res = reconcile({ admissionOrders: '', dischargeOrders: line });
    expect(res.medications).toEqual([]);
    expect(res.warnings?.some((w) => /dose already given/.test(w))).toBe(true);
  });
  it.each(['Education given 23/11 on inhaler technique', 'Handover given to GP 12/04'])(
    '%s names no dose',
    (line) => expect(isGivenDose(line)).toBe(false),
  );
});
