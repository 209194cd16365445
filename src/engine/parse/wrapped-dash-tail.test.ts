/**
 * A line broken at the page's width right after a dash ('... twice daily, 5 days only -' /
 * 'WITHHELD until after colonoscopy') goes on on the next line whatever its case: read alone, the
 * tail is a hold heading that withholds every order below it. And when a hold heading stands over
 * lines that say on their own that they go on, each of them is flagged.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADM =
  'Rivaroxaban 20mg daily\nRosuvastatin 10mg nocte\nBisoprolol 2.5mg mane\nMirtazapine 15mg nocte';

describe('a tail after a dash at the page width', () => {
  it('holds only its own order', () => {
    const dis = [
      'Medicines on discharge - ward 5B, 02/02/26',
      '1. Rivaroxaban 20 mg with the evening meal -',
      'ON HOLD until after the biopsy on 09/02/26',
      '2. Rosuvastatin 20 mg at night - increased,',
      'lipids still high on the lower dose today',
      '3. Bisoprolol 2.5 mg each morning - continue',
      '4. Mirtazapine 15 mg at night - no change',
    ].join('\n');
    const r = reconcileChecked(ADM, dis);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Rivaroxaban']);
    expect(r.medications.map((m) => m.name).sort()).toEqual([
      'Bisoprolol',
      'Mirtazapine',
      'Rosuvastatin',
    ]);
  });

  it('leaves a grid row that ends on an empty cell alone', () => {
    const dis = 'Bisoprolol 2.5 mg  x  -  -  -\nRN: J. Smith';
    const r = reconcileChecked('Bisoprolol 2.5mg mane', dis);
    expect(r.medications.map((m) => m.name)).toEqual(['Bisoprolol']);
  });
});

describe('a hold heading over lines that go on', () => {
  it('flags each line that says it continues or changes dose', () => {
    const dis =
      'WITHHELD pending review\nBisoprolol 2.5 mg mane - continue\nRosuvastatin 20 mg nocte - dose increased';
    const r = reconcileChecked(ADM, dis);
    for (const name of ['Bisoprolol', 'Rosuvastatin']) {
      const entry = r.ceasedMedications.find((c) => c.name === name);
      expect(entry?.warnings?.join(' ')).toMatch(/heading above it/);
    }
  });

  it('stays quiet on a swap under a stop heading', () => {
    const r = reconcileChecked(
      'Flucloxacillin 500mg QID',
      'Ceased:\nFlucloxacillin - changed to cefalexin (nausea)',
    );
    expect(r.ceasedMedications[0]?.warnings ?? []).toEqual([]);
  });
});
