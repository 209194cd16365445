/**
 * Rows of charts and forms, and scanned names: a digit for a letter inside a brand, a chart cell giving a
 * count and the amount it makes, a MAR row's trailing staff initials, a 'PRN protocol' section title, and a
 * pharmacy form's record with the patient's fields before the item.
 */
import { describe, expect, it } from 'vitest';
import { dropCountAmount } from './count-amount-bracket';
import { readOcrNames } from './ocr-digits';
import { dropRecordFieldsBeforeItem } from './record-fields-before-item';
import { dropInitialsCell } from './staff-initials-cell';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a scanned digit inside a known name', () => {
  it('is read as the letter it looks like, with a warning', () => {
    const r = reconcileChecked(
      'Crest0r 10mg - one at bedtime',
      'Rosuvastatin (Crestor) 10 mg nocte',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]).toMatchObject({ changeType: 'unchanged' });
    expect(r.ceasedMedications).toEqual([]);
    expect(JSON.stringify(r)).toContain('a scanned digit taken for a letter');
  });

  it('leaves words that are no medicine name, and numbers after letters', () => {
    expect(readOcrNames('Vitamin B12 1000 mcg, Xy1abc once').read).toEqual([]);
    expect(readOcrNames('Vent0lin 2 puffs').text).toBe('Ventolin 2 puffs');
  });
});

describe('a count with the amount it makes in brackets', () => {
  it('reads the count where the amount is count times strength', () => {
    expect(dropCountAmount('Keppra 250 mg | 2 (500 mg) | 8am')).toBe('Keppra 250 mg | 2 | 8am');
    expect(dropCountAmount('Tegretol 200 mg 1½ (300 mg) nocte')).toBe('Tegretol 200 mg 1.5 nocte');
  });

  it('leaves a bracket that disagrees with the strength', () => {
    expect(dropCountAmount('Keppra 250 mg | 2 (750 mg) | 8am')).toBe(
      'Keppra 250 mg | 2 (750 mg) | 8am',
    );
  });
});

describe("a MAR row's staff initials", () => {
  it('are dropped only as a run-on or repeating cell of initials', () => {
    expect(dropInitialsCell('Sertraline 50 mg | 1 | 8am | SR PT SR ..')).toBe(
      'Sertraline 50 mg | 1 | 8am',
    );
    expect(dropInitialsCell('Paracetamol 500 mg | 2 | QID PRN')).toBe(
      'Paracetamol 500 mg | 2 | QID PRN',
    );
    expect(dropInitialsCell('Nifedipine 30 mg | 1 | CR')).toBe('Nifedipine 30 mg | 1 | CR');
  });

  it('lets two rows of one medicine at two times be one order', () => {
    const r = reconcileChecked(
      'Lamictal 100 mg tab | 1 | 8am | CD MK CD ..\nLamictal 100 mg tab | 2 | 8pm | TS TS ..',
      'Lamotrigine 100 mg in the morning and 200 mg in the evening - continue',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]).toMatchObject({ changeType: 'unchanged' });
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe("a 'PRN protocol' title", () => {
  it('heads the when-required orders below it, not the row above', () => {
    const r = reconcileChecked(
      'Nexium 20 mg | 1 | 8am\nPRN Protocol\nMedicine: Panadol 500 mg   Dose: 2 tablets   Max: 8 in 24 hours',
      'Esomeprazole 20 mg mane\nParacetamol 1 g when required for pain, max 4 g a day',
    );
    const byName = Object.fromEntries(r.medications.map((m) => [m.name.split(' ')[0], m]));
    expect(byName.Esomeprazole).toMatchObject({ isPRN: false, changeType: 'unchanged' });
    expect(byName.Paracetamol).toMatchObject({ isPRN: true });
  });
});

describe("a form's record with the patient's fields before the item", () => {
  it('is read from its item field', () => {
    expect(dropRecordFieldsBeforeItem('Client: SMITH, J  Drug: METFORMIN 500MG TAB x100')).toBe(
      'Drug: METFORMIN 500MG TAB x100',
    );
    const r = reconcileChecked(
      'Client: SMITH, J   Drug: METFORMIN 500MG TAB x100   Directions: ONE twice daily',
      'Metformin 500 mg twice daily',
    );
    expect(r.medications[0]).toMatchObject({ changeType: 'unchanged' });
  });

  it('stays a label when no medicine is named', () => {
    expect(dropRecordFieldsBeforeItem('Patient: JONES, K   Item: see over')).toBe(
      'Patient: JONES, K   Item: see over',
    );
  });
});
