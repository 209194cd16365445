/**
 * Bullets and angle brackets inside a discharge line: a bullet between the fields of one order (the medicine,
 * then its dose, times and status) is a field separator, a bullet before each medicine starts an entry; a
 * status tag in angle brackets ('<ceased - reason>') is the order's status, an HTML tag is dropped.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (admissionOrders: string, dischargeOrders: string) =>
  reconcile({ admissionOrders, dischargeOrders });

describe('bullets between the fields of one order', () => {
  it('the dose, times and status after the medicine are read as its own', () => {
    const r = run(
      'Sitagliptin 100mg mane\nLisinopril 10mg mane',
      'Sitagliptin 100 mg ● 1 tablet ● in the morning ● no change\nLisinopril ▪ stopped ▪ cough',
    );
    expect(r.medications.map((m) => `${m.name}:${m.changeType}`)).toEqual([
      'Sitagliptin:unchanged',
    ]);
    expect(r.ceasedMedications.map((c) => c.reason)).toEqual([expect.stringMatching(/cough/)]);
  });

  it('bullets before each medicine still start entries', () => {
    const r = run(
      'Sitagliptin 100mg mane\nLisinopril 10mg mane',
      'Medicines: • Sitagliptin 100 mg mane • Lisinopril 10 mg mane',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('angle-bracket tags', () => {
  it.each([
    ['Lisinopril 10 mg <stopped - angioedema>', /Stopped: angioedema/],
    ['Lisinopril 10 mg daily <withheld: low BP>', /Withheld: low/],
  ])('%s', (line, reason) => {
    const r = run('Lisinopril 10mg mane', line);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason).toMatch(reason);
  });

  it('an HTML tag around the name is dropped, not read as a status', () => {
    const r = run('Lisinopril 10mg mane', '<b>Lisinopril</b> 10 mg <i>mane</i>');
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
