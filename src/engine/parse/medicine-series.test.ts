/**
 * Home medicines written as one sentence (a handover, a triage note, a referral): 'Meds: a 5mg mane;
 * b 40mg nocte; c 100mg daily' or with commas. Each part is its own order; one order whose clauses are
 * separated by commas stays one order, and a record of doses given or taken is not a series of orders.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from '../reconcile/invariants';
import { splitMedicineSeries } from './medicine-series';

describe('a series of medicines on one line', () => {
  it.each([
    [
      'Regular meds (from daughter): perindopril 4mg mane; rosuvastatin 10mg nocte; allopurinol 300mg daily',
      3,
    ],
    ['Home meds - sertraline 100mg mane, quetiapine 25mg nocte, melatonin SR 2mg nocte', 3],
    ['Current medications: Lasix 40mg mane, Slow-K 600mg bd', 2],
    ['bisoprolol 2.5mg mane; warfarin as per INR (usually 3mg); digoxin 125mcg mane', 3],
  ])('%s is %i orders', (line, n) => {
    expect(splitMedicineSeries(line)?.parts).toHaveLength(n);
  });

  it.each([
    'Metformin XR 1000mg, 2 tablets with the evening meal',
    'Paracetamol 500 mg + codeine 30 mg, 2 tabs QID',
    'Prednisolone 25 mg mane, reduce by 5 mg weekly, then 5 mg mane',
    'Given in ED: ceftriaxone 2g IV, metronidazole 500mg IV',
    'Diary: tramadol taken 0700; paracetamol taken 1200',
  ])('%s is not a series', (line) => {
    expect(splitMedicineSeries(line)).toBeNull();
  });

  it('pairs each medicine of the sentence with the discharge list', () => {
    const request = {
      admissionOrders:
        'Pt with AF and T2DM.\nMeds (per blister pack): dabigatran 150mg bd; sitagliptin 100mg daily; atenolol 50mg mane',
      dischargeOrders:
        'Dabigatran 150 mg BD\nSitagliptin 50 mg daily (renal dose)\nAtenolol 50 mg mane',
    };
    const r = reconcile(request);
    expect(checkInvariants(request, r)).toEqual([]);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Dabigatran', 'unchanged'],
      ['Sitagliptin', 'changed'],
      ['Atenolol', 'unchanged'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });

  it("gives a pack label's time to each medicine of its line (a dose administration aid)", () => {
    const request = {
      admissionOrders: [
        'DOSETTE BOX LABEL - week 12',
        'MORNING (7am): Lercanidipine 10mg x1, Esomeprazole 20mg x1',
        'BEDTIME (10pm): Pravastatin 40mg x1, Mirtazapine 15mg x1',
      ].join('\n'),
      dischargeOrders:
        'Lercanidipine 10 mg mane\nEsomeprazole 20 mg mane\nPravastatin 40 mg nocte\nMirtazapine 30 mg nocte',
    };
    const r = reconcile(request);
    expect(checkInvariants(request, r)).toEqual([]);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Lercanidipine', 'unchanged'],
      ['Esomeprazole', 'unchanged'],
      ['Pravastatin', 'unchanged'],
      ['Mirtazapine', 'changed'],
    ]);
  });
});

describe('a part of a series that writes when, but no number', () => {
  it.each([
    ['Usual meds: ramipril 5 daily, Ventolin prn, sertraline 50 mane', 3],
    ['Home meds - Movicol daily; amlodipine 10 mg mane; Voltaren gel when required', 3],
  ])('%s is %i orders', (line, n) => {
    expect(splitMedicineSeries(line)?.parts).toHaveLength(n);
  });

  it('is no order when it names no known medicine', () => {
    expect(splitMedicineSeries('Meds: amlodipine 10 mg mane, heat pack prn')).toBeNull();
  });

  it('keeps each medicine of the sentence its own order, so none reads as new or when-required', () => {
    const request = {
      admissionOrders: 'Meds: bisoprolol 5 mane, Ventolin puffer prn, rosuva 20 nocte',
      dischargeOrders:
        'Bisoprolol 5 mg mane\nSalbutamol 100 microgram inhaler 2 puffs prn SOB\nRosuvastatin 20 mg nocte',
    };
    const r = reconcile(request);
    expect(checkInvariants(request, r)).toEqual([]);
    expect(r.medications.map((m) => [m.name, m.changeType, m.isPRN])).toEqual([
      ['Bisoprolol', 'unchanged', false],
      ['Salbutamol', 'unchanged', true],
      ['Rosuvastatin', 'unchanged', false],
    ]);
  });
});
