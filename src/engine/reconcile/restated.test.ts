/**
 * A discharge summary that lists the medicines and then restates some under 'Medication changes' (or
 * writes one twice): the restatement joins the first order's row with its reason, instead of a second row.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from './invariants';

describe('a medicine written again in a changes section', () => {
  const request = {
    admissionOrders: 'Candesartan 8 mg mane\nSertraline 50 mg mane\nNaproxen 500 mg bd',
    dischargeOrders: [
      'Medications on discharge:',
      'Candesartan 16 mg mane',
      'Sertraline 50 mg mane',
      'Apixaban 5 mg bd',
      '',
      'Summary of changes:',
      'Dose increased - candesartan 16 mg daily (BP above target)',
      'Started - apixaban 5 mg twice daily (new AF)',
      'Stopped - naproxen (bleeding risk with apixaban)',
    ].join('\n'),
  };
  const r = reconcile(request);

  it('is one row per medicine, nothing invented', () => {
    expect(checkInvariants(request, r)).toEqual([]);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Candesartan', 'changed'],
      ['Sertraline', 'unchanged'],
      ['Apixaban', 'new'],
    ]);
  });

  it('keeps the reason and both lines', () => {
    const apixaban = r.medications.find((m) => m.name === 'Apixaban')!;
    expect(apixaban.comment).toMatch(/atrial fibrillation|AF/);
    expect(apixaban.sources?.map((s) => s.line)).toEqual([4, 8]);
    expect(r.medications[0]!.sources?.map((s) => `${s.list} ${s.line}`)).toEqual([
      'admission 1',
      'discharge 2',
      'discharge 7',
    ]);
    expect(r.medications[0]!.comment).toMatch(/BP|blood pressure/);
  });

  it('leaves two different doses at one time as two orders, with a warning', () => {
    const two = reconcile({
      admissionOrders: 'Candesartan 8 mg mane',
      dischargeOrders: 'Candesartan 16 mg mane\nCandesartan 8 mg mane',
    });
    expect(two.medications).toHaveLength(2);
    expect(two.warnings?.join(' ')).toMatch(/more than once/);
  });
});

describe('two when-required orders of one medicine', () => {
  it('stay two rows when they are for different symptoms', () => {
    const r = reconcile({
      admissionOrders: 'Aspirin 100 mg mane',
      dischargeOrders:
        'Aspirin 100 mg mane\nParacetamol 1 g qid prn pain\nParacetamol 1 g qid prn fever',
    });
    expect(r.medications.filter((m) => m.name === 'Paracetamol')).toHaveLength(2);
  });
});
