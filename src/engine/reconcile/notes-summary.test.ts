/** A whole discharge summary with notes around the orders: only the orders reach the result. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from './invariants';

const admissionOrders = [
  'MEDICATION HISTORY',
  'Allergies:',
  'Penicillin - rash',
  'Codeine (vomiting)',
  '',
  'Weight 68 kg   Height 162 cm',
  'Smoker 10/day',
  'Webster-pak (Morning / Night)',
  'Morning (8am):',
  'Perindopril 4mg',
  'Aspirin 100mg',
  'Night (bedtime):',
  'Atorvastatin 40mg',
  'Glucose meter + strips - BGL BD',
  'Reviewed by: L. Tran (Clinical Pharmacist) 11/03/2025',
].join('\n');
const dischargeOrders = [
  'DISCHARGE SUMMARY - MEDICATIONS',
  'Patient: [redacted]   MRN: 1234567',
  'Principal diagnosis: vasovagal syncope',
  'Regular medications:',
  'Perindopril 4 mg mane',
  'Atorvastatin 40 mg nocte',
  'Amlodipine 5 mg mane - new (BP)',
  'New medications: Nil',
  'Ceased medications:',
  'Aspirin - withhold until review by GP (bleeding risk)',
  'Discharging doctor: Dr J Smith (Reg) 12/03/2025',
  'BGL monitoring QID - bring diary to GP',
  'Community palliative care to review 14/03',
  'Follow-up: GP in 1 week; bloods (UEC) in 1 week',
  'Page 2 of 2',
].join('\n');

describe('a discharge summary with notes', () => {
  const req = { admissionOrders, dischargeOrders };
  const res = reconcile(req);

  it('lists only the medicines', () => {
    expect(res.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Perindopril', 'unchanged'],
      ['Atorvastatin', 'unchanged'],
      ['Amlodipine', 'new'],
    ]);
    expect(res.ceasedMedications.map((c) => [c.name, c.reason])).toEqual([
      ['Aspirin', 'Withheld: until review by GP (bleeding risk)'],
    ]);
  });

  it('passes the invariants', () => {
    expect(checkInvariants(req, res)).toEqual([]);
  });
});

describe('a comment says each note once', () => {
  it.each([
    [
      'New: cyanocobalamin 1000 microgram IM monthly, next due 20/12/2026.',
      'New medication - next due 20/12/2026',
    ],
    [
      'New: denosumab 60 mg subcut every 6 months, next dose due 01/05/2027',
      'New medication - next dose due 01/05/2027',
    ],
  ])('%j', (line, comment) => {
    const r = reconcile({ admissionOrders: '', dischargeOrders: line }).medications[0]!;
    expect(r.comment).toBe(comment);
  });
});
