/**
 * Admission lists whose entries carry marks that are not part of the order: enclosed-number bullets
 * ('① Isoptin SR 180 mg'), a dispensing history's date column, a label's number echoed in digits
 * ('ONE (1) TABLET'), and a series of medicines in one sentence with item numbers or a bracketed source
 * after its label. Read wrongly, the continuing medicines came out 'new' and their admission lines 'ceased'.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const kinds = (admissionOrders: string, dischargeOrders: string) => {
  const r = reconcile({ admissionOrders, dischargeOrders });
  return {
    rows: r.medications.map((m) => `${m.name}:${m.changeType}`),
    ceased: r.ceasedMedications.map((m) => m.name),
  };
};

describe('enclosed-number bullets', () => {
  it.each([
    '❶ Amlodipine 5 mg mane',
    '➀ Amlodipine 5 mg mane',
    '⑴ Amlodipine 5 mg mane',
    'Ⓐ Amlodipine 5 mg mane',
    '⑫. Amlodipine 5 mg mane',
  ])('%s', (line) => {
    expect(
      kinds(
        `Meds:\n${line}\n② Perindopril 4mg daily`,
        'Amlodipine 5 mg in the morning\nPerindopril 4 mg daily',
      ),
    ).toEqual({
      rows: ['Amlodipine:unchanged', 'Perindopril:unchanged'],
      ceased: [],
    });
  });
});

describe('a dispensing date column before the medicine', () => {
  it.each([
    '02/01/2026    Sertraline 100mg tab   1 mane',
    '2-Jan-26\tSertraline 100 mg tablet 1 in the morning',
    '02.01.26  SERTRALINE 100MG TAB  ONE (1) IN THE MORNING',
  ])('%s', (line) => {
    expect(kinds(line, 'Sertraline 100 mg mane')).toEqual({
      rows: ['Sertraline:unchanged'],
      ceased: [],
    });
  });

  it('a date with one space before a name is still reported, not read', () => {
    const r = reconcile({
      admissionOrders: '02/01/2026 Sertraline 100mg mane',
      dischargeOrders: 'Sertraline 100 mg mane',
    });
    expect(r.warnings?.join(' ')).toMatch(/Sertraline/);
  });
});

describe('a count written in words and echoed in digits', () => {
  it.each([
    [
      'Apixaban 5mg tab: take one (1) tablet twice (2) daily',
      'Apixaban 5 mg twice daily',
      'unchanged',
    ],
    [
      'Salbutamol 100mcg inhaler - two (2) puffs four (4) times daily',
      'Salbutamol 100 microgram 2 puffs QID',
      'unchanged',
    ],
    [
      'Gliclazide MR 30mg - THREE (3) TABLETS IN THE MORNING',
      'Gliclazide MR 30 mg 2 tablets mane',
      'changed',
    ],
  ])('%s', (adm, dis, change) => {
    expect(kinds(adm, dis).rows[0]).toMatch(new RegExp(`:${change}$`));
  });

  it('a bracket that says another number is not an echo', () => {
    const r = reconcile({
      admissionOrders: 'Metformin 500mg two (4) tablets bd',
      dischargeOrders: 'Metformin 500 mg 2 tablets BD',
    });
    expect(JSON.stringify(r)).toMatch(/4/);
  });
});

describe('a series of medicines in one sentence', () => {
  it('with item numbers', () => {
    expect(
      kinds(
        'Her medicines are: 1) lercanidipine 10 mg daily; 2) atorvastatin 20 mg nocte; 3) esomeprazole 20 mg mane.',
        'Lercanidipine 10 mg daily\nAtorvastatin 20 mg nocte\nEsomeprazole 20 mg mane',
      ),
    ).toEqual({
      rows: ['Lercanidipine:unchanged', 'Atorvastatin:unchanged', 'Esomeprazole:unchanged'],
      ceased: [],
    });
  });

  it('with where the list came from in brackets after the label', () => {
    expect(
      kinds(
        'Meds: (per husband) lercanidipine 10 mg daily; atorvastatin 20 mg nocte; Ventolin 2 puffs prn',
        'Lercanidipine 10 mg daily\nAtorvastatin 20 mg nocte\nSalbutamol (Ventolin) 100 mcg 2 puffs PRN',
      ).rows,
    ).toEqual([
      'Lercanidipine:unchanged',
      'Atorvastatin:unchanged',
      'Salbutamol (Ventolin):unchanged',
    ]);
  });
});

describe('a stop line over several medicines, each with its own reason', () => {
  it.each([
    'Stopped: tramadol (confusion, falls), temazepam (falls risk)',
    'NB - ceased: tramadol (confusion and falls); temazepam (falls risk)',
  ])('%s', (line) => {
    const r = reconcile({
      admissionOrders: 'Tramadol 50mg bd\nTemazepam 10mg nocte',
      dischargeOrders: line,
    });
    expect(r.ceasedMedications.map((c) => c.reason)).toEqual([
      expect.stringMatching(/confusion/),
      expect.stringMatching(/falls risk$/),
    ]);
  });
});
