import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a stop line naming an admission brand the medicines list does not know', () => {
  it.each([
    [
      'Ferrous sulfate (Ferro-Grad) 325 mg daily',
      'CEASED\nFerro-Grad - IV iron (Ferinject) given 11/03',
      'Ferinject',
    ],
    [
      'Ferrous sulfate (Ferro-Grad) 325 mg daily',
      'FERRO GRAD - ceased (constipation)',
      'constipation',
    ],
    ['Xyzamol 10 mg daily', 'XYZAMOL - stopped, no benefit', 'no benefit'],
  ])('%j + %j -> one ceased entry', (adm, dis, reason) => {
    const res = reconcile({
      admissionOrders: `Aspirin 100 mg mane\n${adm}`,
      dischargeOrders: `Aspirin 100 mg mane\n${dis}`,
    });
    expect(res.ceasedMedications).toHaveLength(1);
    expect(res.ceasedMedications[0]!.reason).toContain(reason);
    expect(res.ceasedMedications[0]!.sources?.map((s) => s.list)).toEqual([
      'admission',
      'discharge',
    ]);
  });

  it('does not join a stop line to a different medicine', () => {
    const res = reconcile({
      admissionOrders: 'Ferrous sulfate (Ferro-Grad) 325 mg daily',
      dischargeOrders: 'Ceased:\nFerrotab 1 tab daily',
    });
    expect(res.ceasedMedications).toHaveLength(2);
  });
});
