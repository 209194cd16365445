import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

function commentOf(admission: string, discharge: string): string {
  const res = reconcile({ admissionOrders: admission, dischargeOrders: discharge });
  expect(res.medications).toHaveLength(1);
  expect(res.medications[0]!.changeType).toBe('changed');
  return res.medications[0]!.comment;
}

describe('new times with a new dose per time compare the whole regimen, not one dose', () => {
  it.each([
    [
      'Metoprolol 25 mg BD',
      'Metoprolol CR 47.5 mg daily',
      'Now 47.5 mg once daily (was 25 mg twice daily)',
    ],
    [
      'metoprolol tartrate 50mg bd',
      'Metoprolol succinate CR 95 mg mane',
      '95 mg in the morning (was 50 mg twice daily)',
    ],
    [
      'Nifedipine 10 mg TDS',
      'Nifedipine XR 30 mg daily',
      '30 mg once daily (was 10 mg three times daily)',
    ],
  ])('%j -> %j says both regimens', (adm, dis, words) => {
    const c = commentOf(adm, dis);
    expect(c).toContain(words);
    expect(c).not.toMatch(/Dose (?:increased|reduced)/);
    expect(c).toMatch(/changed to modified release/i);
  });

  it.each([
    ['Metoprolol 25 mg BD', 'Metoprolol CR 47.5 mg daily', 'daily total about the same'],
    ['Diltiazem 60 mg TDS', 'Diltiazem CD 180 mg daily', 'same daily total'],
    ['Tramadol 50 mg QID', 'Tramadol SR 100 mg twice a day', 'same daily total'],
    ['Metoprolol 50 mg BD', 'Metoprolol CR 50 mg daily', 'daily total reduced'],
    ['Gliclazide 40 mg BD', 'Gliclazide MR 60 mg mane', 'daily total reduced'],
    ['Carbamazepine 200 mg TDS', 'Carbamazepine CR 400 mg BD', 'daily total increased'],
    ['Amoxicillin 500 mg TDS', 'Amoxicillin 1 g BD', 'daily total increased'],
    ['Sodium valproate 500 mg BD', 'Sodium valproate 1 g nocte', 'same daily total'],
  ])('%j -> %j: %s', (adm, dis, words) => {
    expect(commentOf(adm, dis)).toContain(words);
  });

  it.each([
    ['Levothyroxine 0.1 mg daily', 'Levothyroxine 50 mcg BD'],
    ['Levothyroxine 100 microgram mane', 'Levothyroxine 0.05 mg twice daily'],
    ['Sodium valproate 1000 mg nocte', 'Sodium valproate 0.5 g BD'],
    ['Metformin 1 g BD', 'Metformin XR 2000 mg with evening meal'],
  ])('doses in other units: %j -> %j has the same daily total', (adm, dis) => {
    const c = commentOf(adm, dis);
    expect(c).toContain('same daily total');
    expect(c).not.toMatch(/Dose (?:increased|reduced)/);
  });

  it.each([
    [
      'Prednisolone 10 mg mane',
      'Prednisolone 5 mg mane and 5 mg nocte',
      '5 mg in the morning and at night',
    ],
    ['Quetiapine 25 mg 1 mane 2 nocte', 'Quetiapine 50 mg BD', 'at night'],
    [
      'Insulin glargine 20 units mane',
      'Insulin glargine 10 units mane and 10 units nocte',
      'same daily total',
    ],
  ])('per-time doses: %j -> %j', (adm, dis, words) => {
    expect(commentOf(adm, dis)).toContain(words);
  });

  it('writes no number the lists do not have (no computed totals)', () => {
    const res = reconcile({
      admissionOrders: 'Metoprolol 25 mg BD',
      dischargeOrders: 'Metoprolol CR 47.5 mg daily',
    });
    const numbers = res.medications[0]!.comment.match(/\d+(?:\.\d+)?/g) ?? [];
    expect(numbers.every((n) => ['25', '47.5'].includes(n))).toBe(true);
  });
});

describe('a change of times alone keeps its one sentence', () => {
  it.each([
    ['Metoprolol 25 mg BD', 'Metoprolol 25 mg daily', 'Now taken once daily (was twice daily)'],
    [
      'Paracetamol 500 mg 2 tabs QID',
      'Paracetamol 1 g BD',
      'Now taken twice daily (was four times daily)',
    ],
    ['Furosemide 40 mg mane', 'Furosemide 40 mg BD', 'Now taken twice daily'],
  ])('%j -> %j', (adm, dis, words) => {
    const c = commentOf(adm, dis);
    expect(c).toContain(words);
    expect(c).not.toMatch(/daily total/);
  });

  it('a dose change at the same times is still a dose change', () => {
    expect(commentOf('Atorvastatin 20 mg nocte', 'Atorvastatin 40 mg nocte')).toBe(
      'Dose increased from 20 mg to 40 mg',
    );
  });
});
