/**
 * Admission lists written by carers or printed by a till (blind-36 classes): prose grouped by time of day, a
 * voicemail transcript run on with commas, a pharmacy receipt's item lines. Wordings are our own.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const byName = (r: ReturnType<typeof reconcileChecked>, name: RegExp) =>
  r.medications.find((m) => name.test(m.name));

describe('a sentence that gives a time of day, then the medicines taken at it', () => {
  it('reads each medicine of the list as an order at that time, paired with the discharge', () => {
    const r = reconcileChecked(
      'Every morning she takes one Cartia 100mg, two Coversyl 5mg and her Nexium 20.\nAt night she has the Crestor 10.',
      'Aspirin 100 mg mane\nPerindopril 10 mg mane\nEsomeprazole 20 mg mane\nRosuvastatin 10 mg nocte',
    );
    expect(byName(r, /aspirin/i)?.changeType).toBe('unchanged');
    expect(byName(r, /perindopril/i)?.changeType).toBe('unchanged');
    expect(byName(r, /esomeprazole/i)?.changeType).toBe('unchanged');
    expect(byName(r, /rosuvastatin/i)?.changeType).toBe('unchanged');
  });
  it('keeps a use after the last medicine with that medicine, not as another', () => {
    const r = reconcileChecked(
      'At bedtime I take my Stilnox 10 and half a Seroquel 25mg for sleep and anxiety.',
      'Zolpidem 10 mg nocte\nQuetiapine 12.5 mg nocte',
    );
    expect(r.medications).toHaveLength(2);
    expect(byName(r, /quetiapine/i)?.changeType).toBe('unchanged');
  });
  it('leaves a sentence with no medicine after its verb as it was', () => {
    const r = reconcileChecked(
      'In the morning he has a shower and breakfast.\nMetformin 500 mg bd',
      'Metformin 500 mg bd',
    );
    expect(r.medications).toHaveLength(1);
  });
});

describe("'tea' after another time of day is the evening meal", () => {
  it('reads a dose at morning and tea as two times', () => {
    const r = reconcileChecked('Aspirin 100 mg daily', 'Metformin 1 g morning and tea - new');
    expect(
      Object.entries(byName(r, /metformin/i)!.schedule)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort(),
    ).toEqual(['0800', '1800']);
  });
});

describe('a voicemail transcript run on with commas', () => {
  it('reads each medicine the caller names as an order, and a dose said after it as its dose', () => {
    const r = reconcileChecked(
      '"hello it\'s Dan about dad, um he takes the Norvasc ten in the morning, the Coversyl five too, and he has the Seretide when he\'s wheezy, two puffs, ok bye"',
      'Amlodipine 10 mg mane\nPerindopril 5 mg mane\nSeretide 250/25 2 puffs when needed for wheeze',
    );
    expect(byName(r, /amlodipine/i)?.changeType).toBe('unchanged');
    expect(byName(r, /perindopril/i)?.changeType).toBe('unchanged');
    expect(byName(r, /fluticasone|seretide/i)?.isPRN).toBe(true);
  });
  it('leaves one quoted item read aloud with its brand after a comma as one order', () => {
    const r = reconcileChecked(
      '"Lipitor, atorvastatin, 40 milligrams. One at night."',
      'Atorvastatin 40 mg nocte',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});

describe("a pharmacy receipt's item lines", () => {
  it('reads the medicine and directions, never the script number, pack size or price', () => {
    const r = reconcileChecked(
      'PRICELINE PHARMACY   TAX INVOICE\nRx 224411  LIPEX 40MG TAB 30  - 1 nocte   PBS  $7.70\nRx 224412  NORVASC 5MG TAB 30 - 1 mane   PRIV $21.95',
      'Simvastatin 40 mg nocte\nAmlodipine 5 mg mane',
    );
    expect(byName(r, /simvastatin/i)?.changeType).toBe('unchanged');
    expect(byName(r, /amlodipine/i)?.changeType).toBe('unchanged');
  });
});
