/**
 * Classes found by blind set 38 (pasted and dictated lists), in other words than the set's: a when-required word
 * wrapped onto a line of its own, a rule that leaves a dose out on some days, an insulin-to-carbohydrate ratio,
 * when a new order starts, and a dictated slash.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const one = (a: string, d: string) => reconcileChecked(a, d).medications[0]!;

describe("a PDF's wrapped 'PRN' on a line of its own", () => {
  it('ends the order above; the orders below stay regular', () => {
    const r = reconcileChecked(
      'Home medicines:\nBricanyl Turbuhaler 500 mcg 1 inhalation 6 hourly\nPRN\nAmlodipine 5 mg daily (long-standing, for blood pres\nsure)\nPerindopril 4 mg daily, taken with a glass of wate\nr',
      'Bricanyl 500 mcg 1 inhalation 6 hourly when required\nAmlodipine 5 mg daily\nPerindopril 4 mg daily',
    );
    expect(r.medications.map((m) => [m.isPRN, m.changeType])).toEqual([
      [true, 'unchanged'],
      [false, 'unchanged'],
      [false, 'unchanged'],
    ]);
  });
});

describe('a rule that leaves a dose out on some days', () => {
  it('written on one list only is a change', () => {
    const row = one(
      'Carvedilol 12.5 mg BD',
      'Carvedilol 12.5 mg BD - skip the evening dose on dialysis days',
    );
    expect(row.changeType).toBe('changed');
  });
});

describe('an insulin-to-carbohydrate ratio', () => {
  it('is the order, and a new ratio is a change', () => {
    const row = one(
      'Humalog with meals - 1 unit per 15 g carbohydrate',
      'Humalog with meals - 1 unit per 12 g carbohydrate',
    );
    expect(row.changeType).toBe('changed');
    expect(row.comment).toMatch(/ratio/i);
  });
});

describe('when a new order starts', () => {
  it.each([
    'Rivaroxaban 15 mg BD starting tomorrow morning',
    'Rivaroxaban 15 mg BD from Monday',
    'Rivaroxaban 15 mg BD commencing 14/02',
  ])('%s keeps twice daily', (d) => {
    const row = one('Paracetamol 1 g QID', d);
    expect(row.frequency).toBe('twice daily');
    expect(row.schedule['0800']).not.toMatch(/Monday/);
  });

  it("'reduced from 20/10' stays a strength", () => {
    const row = one('Targin 20/10 mg BD', 'Targin 10/5 mg BD (reduced from 20/10)');
    expect(row.comment).not.toMatch(/From 20\/10/);
  });
});

describe('a dictated slash', () => {
  it("'fifty slash one thousand milligrams' is a combination's strength", () => {
    const row = one(
      'Paracetamol 1 g QID',
      'Janumet fifty slash one thousand milligrams twice daily',
    );
    expect(row.form).toContain('50/1000 mg');
  });
});

describe("a protection named by the clinician's organ word", () => {
  it.each([
    ['Rabeprazole 20 mg daily (gastric protection)', 'Stomach protection'],
    ['Dapagliflozin 10 mg mane (for renal protection)', 'Kidney protection'],
  ])('%s reads %s', (d, use) => {
    expect(one('Paracetamol 1 g QID', d).indication).toBe(use);
  });
});
