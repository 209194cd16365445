/**
 * Layouts of blind set 23 (branch `b23c`), each as a class in our own wordings: problem > medicine > action
 * chains, step labels of a ladder, comment columns answered 'nil', form fields and column keys, a change's
 * reason in brackets, side-effect fields, and Dutch-derived prescriptions (R/, no. X, S n dd m, 1x1 malam).
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

type R = ReturnType<typeof reconcileChecked>;
const row = (r: R, name: string) =>
  r.medications.find((m) => m.name.toLowerCase().startsWith(name));
const ceased = (r: R) => r.ceasedMedications.map((c) => c.name.toLowerCase());

describe('problem > medicine > action chains', () => {
  it('reads the medicine, its use and its action from each field', () => {
    const r = reconcileChecked(
      'Allopurinol 300 mg daily\nGliclazide MR 60 mg mane\nRamipril 5 mg daily',
      'Gout » allopurinol 300 mg once a day » keep going\nLow sugars (BGL 2.8 twice) > gliclazide MR 60 mg > stopped: caused the hypos\nBlood pressure > ramipril 10 mg daily > dose up',
    );
    expect(row(r, 'allopurinol')?.changeType).toBe('unchanged');
    expect(row(r, 'allopurinol')?.indication).toMatch(/gout/i);
    expect(row(r, 'ramipril')?.changeType).toBe('changed');
    expect(ceased(r)).toEqual(['gliclazide']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/hypos/);
  });
  it('leaves a comparison alone', () => {
    const r = reconcileChecked('Metoprolol 25 mg bd', 'Metoprolol 25 mg bd - hold if HR > 55');
    expect(row(r, 'metoprolol')?.changeType).toBe('unchanged');
  });
});

describe('step labels without dates', () => {
  it('reads the order after a ladder step, its own words deciding when required', () => {
    const r = reconcileChecked(
      'Paracetamol 1 g qid prn\nTapentadol SR 50 mg bd',
      'Tier 1 (baseline): paracetamol 1 g four times a day\nStep 2 (if needed): tapentadol SR 50 mg twice a day\nStage 3: morphine 5 mg every 4 hours when required',
    );
    expect(row(r, 'paracetamol')?.isPRN).toBe(false);
    expect(row(r, 'tapentadol')?.changeType).toBe('unchanged');
    expect(row(r, 'morphine')?.isPRN).toBe(true);
    expect(r.medications.some((m) => /step|stage|tier/i.test(m.name))).toBe(false);
  });
});

describe('form fields and comment columns', () => {
  it("reads an order whose comment column answers 'nil'", () => {
    const r = reconcileChecked(
      'Candesartan 16 mg mane — nil\nSimvastatin 40 mg nocte - Nil',
      'Candesartan 16 mg mane',
    );
    expect(row(r, 'candesartan')?.changeType).toBe('unchanged');
    expect(ceased(r)).toEqual(['simvastatin']);
  });
  it('keeps a field of prose, a PRN-use record and a column key out of the rows', () => {
    const r = reconcileChecked(
      'Quetiapine 25 mg nocte\nMovicol 1 sachet daily\nPRN use over the last fortnight: lorazepam x2 (given 3/11, 9/11)\nSleep pattern: wakes at night, restless most evenings',
      'Independence key: A = staff give, B = prompted, C = self\nQuetiapine 25 mg nocte\tC\nMovicol 1 sachet daily\tB',
    );
    expect(row(r, 'macrogol')?.changeType).toBe('unchanged');
    expect(row(r, 'macrogol')?.isPRN).toBe(false);
    expect(r.medications.map((m) => m.name.toLowerCase())).not.toContain('independence key');
    expect(ceased(r).some((n) => /sleep|lorazepam/.test(n))).toBe(false);
    expect((r.warnings ?? []).join('\n')).toMatch(/Sleep pattern/);
  });
  it('reads an order after a long label', () => {
    const r = reconcileChecked(
      'Supplied as an emergency by the chemist: Irbesartan 300 mg tablets - one daily',
      'Irbesartan 150 mg daily',
    );
    expect(row(r, 'irbesartan')?.changeType).toBe('changed');
  });
});

describe("a change's reason and side-effect fields", () => {
  it('keeps the use of the medicine, not why its dose changed or what it did', () => {
    const r = reconcileChecked(
      'Quetiapine 100 mg nocte (agitation) - adverse effects: Y - sedation, falls',
      'Quetiapine 50 mg nocte - reduced from 100 mg (falls)',
    );
    expect(row(r, 'quetiapine')?.changeType).toBe('changed');
    expect(row(r, 'quetiapine')?.indication).not.toMatch(/fall|sedation/i);
  });
});

describe('Dutch-derived prescriptions', () => {
  it('reads R/ items, Roman quantities and S n dd m directions', () => {
    const r = reconcileChecked(
      'R/ Amoxicillin 500 mg caps no. XXI\tS 3 dd 1\nR/ Metformin 500 mg tab no. LX\tS 2 dd 1 p.c.\nAmlodipine 5 mg 1x1 pagi\nSimvastatin 20 mg 1 x 1 malam',
      'Metformin 500 mg twice daily\nAmlodipine 5 mg in the morning\nSimvastatin 20 mg at night\nAmoxicillin - ceased, course complete',
    );
    expect(row(r, 'metformin')?.changeType).toBe('unchanged');
    expect(row(r, 'amlodipine')?.changeType).toBe('unchanged');
    expect(row(r, 'simvastatin')?.changeType).toBe('unchanged');
    expect(ceased(r)).toEqual(['amoxicillin']);
    expect(r.medications.some((m) => /^R\b/.test(m.name))).toBe(false);
  });
});

describe('several medicines under one no-change status', () => {
  it('reads the names before the status, or the orders in the bracket after it, as going on', () => {
    const r = reconcileChecked(
      'Bisoprolol 2.5 mg mane\nRamipril 5 mg daily\nEmpagliflozin 10 mg mane\nGliclazide MR 30 mg mane',
      'Bisoprolol & ramipril - no change\nYour sugar tablets: unchanged (empagliflozin 10 mg mane and gliclazide MR 30 mg mane)',
    );
    for (const n of ['bisoprolol', 'ramipril', 'empagliflozin', 'gliclazide'])
      expect(row(r, n)?.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
  });
  it('holds a long-interval dose that is put off', () => {
    const r = reconcileChecked(
      'Zoledronic acid 5 mg IV yearly - last 02/2026',
      'Zoledronic acid: postponed until the dental work is done',
    );
    expect(ceased(r)).toEqual(['zoledronic acid']);
  });
});

describe("a report's recommendations on the discharge list", () => {
  it('reads the points that order, and leaves hedged advice and report fields out of the rows', () => {
    const r = reconcileChecked(
      'Apixaban 5 mg bd\nEsomeprazole 20 mg daily\nIron polymaleose 100 mg daily',
      'Gastroscopy report\nResults: 3 x 10 mm gastric ulcers, 2 clips applied\nRecommendations:\n1. Restart apixaban 5 mg twice daily from 28/11\n2. Increase esomeprazole to 40 mg twice daily for 8 weeks\n3. Consider stopping the iron once ferritin is above 100',
    );
    expect(row(r, 'apixaban')?.changeType).toBe('unchanged');
    expect(row(r, 'esomeprazole')?.changeType).toBe('changed');
    expect(r.medications.some((m) => /results/i.test(m.name))).toBe(false);
  });
});

describe('several medicines, then their stop', () => {
  it('stops each medicine named before the stop word, with the shared reason', () => {
    const r = reconcileChecked(
      'Lercanidipine 10 mg mane\nIndapamide 2.5 mg mane\nRosuvastatin 10 mg nocte',
      'Rosuvastatin 10 mg nocte\nLercanidipine, indapamide have been ceased - postural drop.',
    );
    expect(ceased(r).sort()).toEqual(['indapamide', 'lercanidipine']);
    for (const c of r.ceasedMedications) expect(c.reason).toMatch(/postural/);
  });
});
