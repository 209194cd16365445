/**
 * One part of a combination goes on and the order says the other part stopped: the combination's ceased
 * entry takes that line as its reason, and the clause is never the new order's indication.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a combination whose other part the continuing order says stopped', () => {
  it.each([
    [
      'Coversyl Plus 5/1.25 mg mane',
      'Perindopril 5 mg mane - indapamide dropped: low sodium',
      /indapamide dropped/,
    ],
    [
      'Irbesartan/HCT 300/12.5 mg daily',
      'Irbesartan 300 mg daily - HCTZ stopped (low Na)',
      /HCTZ stopped/,
    ],
    [
      'Exforge 10/160 mg daily',
      'Valsartan 160 mg daily (amlodipine component ceased due to ankle swelling)',
      /ankle swelling/,
    ],
  ])("%s -> %s: the stop is the combination's reason", (adm, dis, reason) => {
    const r = reconcileChecked(adm, dis);
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.reason).toMatch(/^Ceased: /);
    expect(r.ceasedMedications[0]!.reason).toMatch(reason);
    // The other part's stop is a note on the new order, never its use.
    expect(r.medications[0]!.indication).toMatch(/blood pressure/i);
  });

  it.each([
    'Valsartan 160 mg daily (amlodipine continues separately)',
    'Valsartan 160 mg daily (do not stop amlodipine)',
  ])('%s: no stop told, so the reason is still to confirm', (dis) => {
    const r = reconcileChecked('Exforge 10/160 mg daily', dis);
    expect(r.ceasedMedications[0]!.reason).toMatch(/confirm with prescriber/);
  });
});
