/**
 * One stop for several medicines named in brackets after a general word: each is stopped, with the reason.
 * A combination product followed by its ingredients stays one medicine.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a stop of the medicines in brackets', () => {
  it.each([
    ['Blood pressure tablets (amlodipine, candesartan) - withheld, postural drop', /postural drop/],
    ['Insulins (Lantus & Humalog): stopped - sugars settled on diet', /sugars settled/],
  ])('%j', (line, reason) => {
    const adm = /amlodipine/.test(line)
      ? 'Amlodipine 10 mg daily\nCandesartan 16 mg daily\nAtorvastatin 20 mg nocte'
      : 'Lantus 20 units nocte\nHumalog 6 units with meals\nAtorvastatin 20 mg nocte';
    const res = reconcileChecked(adm, `${line}\nAtorvastatin 20 mg nocte`);
    expect(res.medications.map((m) => m.name)).toEqual(['Atorvastatin']);
    expect(res.ceasedMedications).toHaveLength(2);
    for (const c of res.ceasedMedications) expect(c.reason).toMatch(reason);
  });

  it('a combination named before its ingredients stays one medicine', () => {
    const res = reconcileChecked(
      'Panadeine Forte 2 tablets QID prn',
      'Panadeine Forte (paracetamol and codeine) - ceased, constipation',
    );
    expect(res.ceasedMedications).toHaveLength(1);
  });
});
