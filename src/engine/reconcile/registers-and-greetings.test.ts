import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rows = (out: ReturnType<typeof reconcile>) =>
  out.medications.map((m) => [m.name.split(' (')[0], m.changeType]);

describe('a register table whose first column is the person and whose medicine column holds the dose', () => {
  it('reads the medicine column and never makes the person a medicine', () => {
    const out = reconcile({
      admissionOrders: [
        'Resident\tMedicine & dose\tTime\tCondition / behaviour\tRestrictive practice?',
        'Mrs E. Walsh\tRisperidone 0.5mg\tnocte\tBPSD - aggression\tYes - chemical restraint',
        'Mrs E. Walsh\tMirtazapine 15mg\tnocte\tDepression\tNo',
      ].join('\n'),
      dischargeOrders: 'Risperidone 0.5mg nocte\nMirtazapine 30mg nocte (increased)',
    });
    expect(rows(out)).toEqual([
      ['Risperidone', 'unchanged'],
      ['Mirtazapine', 'changed'],
    ]);
    expect(out.ceasedMedications).toEqual([]);
  });

  it('reads a Client / Drug and strength header the same way', () => {
    const out = reconcile({
      admissionOrders:
        'Client\tDrug / strength\tFrequency\tTarget symptoms\nJ. Smith\tQuetiapine 25mg\tnocte\tAgitation',
      dischargeOrders: 'Quetiapine 25mg nocte',
    });
    expect(rows(out)).toEqual([['Quetiapine', 'unchanged']]);
  });
});

describe('a series of orders after a greeting and a label', () => {
  it('starts the first order after the label’s colon', () => {
    const out = reconcile({
      admissionOrders:
        'hi - his meds from our file: abilify 10 mane, cogentin 1mg bd, metformin 500 bd. thx',
      dischargeOrders:
        'Aripiprazole 10mg mane\nMetformin 500mg bd\nBenztropine (Cogentin) - ceased',
    });
    expect(rows(out)).toEqual([
      ['Aripiprazole', 'unchanged'],
      ['Metformin', 'unchanged'],
    ]);
    // The stop line's own spelling stays in the ceased entry's name.
    expect(out.ceasedMedications.map((c) => c.name)).toEqual([
      expect.stringMatching(/benztropine/i),
    ]);
  });
});
