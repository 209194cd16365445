/** An unrecognised discharge name beside a medicine that silently left the list is never an unremarked swap. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('an unknown name that may be another brand', () => {
  it('warns on the new row and the ceased entry when the strengths match', () => {
    const res = reconcile({
      admissionOrders: 'Zoloft 50 mg mane\nPerindopril 5 mg daily\nAspirin 100 mg daily',
      dischargeOrders: 'Qelvora 50 mg mane\nPerindopril 5 mg daily\nAspirin 100 mg daily',
    });
    const row = res.medications.find((m) => /qelvora/i.test(m.name))!;
    expect(row.warnings?.join(' ')).toMatch(/another brand of sertraline/);
    expect(res.ceasedMedications[0]!.warnings?.join(' ')).toMatch(/another brand of sertraline/);
    expect((res.warnings ?? []).join(' ')).toMatch(/sertraline/);
  });

  it('says nothing extra when the missing medicine was stopped on purpose', () => {
    const res = reconcile({
      admissionOrders: 'Zoloft 50 mg mane',
      dischargeOrders: 'Qelvora 50 mg mane\nStopped:\nZoloft - hyponatraemia',
    });
    expect((res.warnings ?? []).join(' ')).not.toMatch(/another brand/);
  });

  it('links only the stop of the same strength when several are missing', () => {
    const res = reconcile({
      admissionOrders: 'Zoloft 50 mg mane\nLipitor 40 mg nocte',
      dischargeOrders: 'Qelvora 50 mg mane\nTivexa 40 mg nocte',
    });
    const said = (res.warnings ?? []).filter((w) => /another brand/.test(w));
    expect(said).toHaveLength(2);
    expect(said.find((w) => /Qelvora/.test(w))).toMatch(/sertraline/);
    expect(said.find((w) => /Tivexa/.test(w))).toMatch(/atorvastatin/);
  });

  it('reads a clipped generic name as its medicine, with a warning, instead of a stop and a new row', () => {
    const res = reconcile({
      admissionOrders: 'Atorva 20mg nocte\nEsomep 20mg mane\nPerindopril 5mg mane',
      dischargeOrders:
        'Atorvastatin 80 mg nocte\nEsomeprazole 20 mg mane\nPerindopril 5 mg mane\nClopidogrel 75 mg mane',
    });
    expect(res.ceasedMedications).toHaveLength(0);
    const row = res.medications.find((m) => m.name === 'Atorvastatin')!;
    expect(row.changeType).toBe('changed');
    expect(row.warnings?.join(' ')).toMatch(/"Atorva" read as Atorvastatin/);
  });

  it('links an unknown name that left the admission list to the medicine new on discharge', () => {
    const res = reconcile({
      admissionOrders: 'Vorlax 20mg nocte\nPerindopril 5mg mane',
      dischargeOrders: 'Atorvastatin 20 mg nocte\nPerindopril 5 mg mane',
    });
    const gone = res.ceasedMedications.find((c) => c.name === 'Vorlax')!;
    expect(gone.warnings?.join(' ')).toMatch(/check whether "Vorlax" is atorvastatin/);
    const row = res.medications.find((m) => m.name === 'Atorvastatin')!;
    expect(row.warnings?.join(' ')).toMatch(/check whether "Vorlax" is atorvastatin/);
  });
});
