/**
 * An arrow between a medicine (with its strength and form) and its directions is a field separator,
 * not a change from one dose to another: the strength on the left stays the product's strength. An
 * arrow after an order that already has its own dose or time is still a change ('200mg nocte → 300mg
 * nocte'). A test named after a medicine ('glucose tolerance test') after a semicolon is not an order.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (admission: string, discharge: string) =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge });
const rowOf = (discharge: string) => run('Nil', discharge).medications[0]!;
const filled = (row: { schedule: Record<string, string> }) =>
  Object.fromEntries(Object.entries(row.schedule).filter(([, v]) => v));

describe('an arrow between the medicine and its directions separates fields', () => {
  it.each([
    ['Naproxen 250mg tablets → 2 tablets twice a day with food', '250 mg tablet', '2 tablets', 2],
    ['Flucloxacillin 500 mg caps ➔ one capsule four times daily', '500 mg capsule', '1 capsule', 4],
    ['Sertraline 50 mg tab -> take 1 tablet in the morning', '50 mg tablet', '1 tablet', 1],
    ['Amoxicillin 250mg/5mL syrup ⟶ 10 mL three times a day', '250 mg/5 mL', '10 mL', 3],
    ['Movicol ➜ 1 sachet daily', 'sachet', '1 sachet', 1],
  ])('%s', (line, form, dose, slots) => {
    const row = rowOf(line);
    expect(row.form).toContain(form);
    expect(Object.values(filled(row))).toEqual(Array(slots).fill(dose));
    expect(row.comment).not.toMatch(/\bwas\b/i);
  });

  it('compares the strength on the left with the other list', () => {
    const res = run('Naproxen 250 mg 2 tabs BD', 'Naproxen 250mg tablets → 2 tablets twice a day');
    expect(res.medications[0]!.changeType).toBe('unchanged');
  });

  it('keeps an arrow after a dose with its own times as a change', () => {
    const row = rowOf('Quetiapine 100mg nocte → 200mg nocte');
    expect(filled(row)).toEqual({ '2200': '200 mg' });
    expect(row.comment).toMatch(/was 100mg nocte/i);
  });
});

describe('a test named after a medicine is not an order of it', () => {
  it.each([
    'Metformin 500mg → stopped - diabetes in pregnancy resolved; glucose tolerance test at 8 weeks',
    'Metformin 500 mg - ceased; glucose tolerance test in 6 weeks',
  ])('%s', (line) => {
    const res = run('Metformin 500 mg BD', line);
    expect(res.medications).toHaveLength(0);
    expect(res.ceasedMedications.map((c) => c.name)).toEqual(['Metformin']);
  });

  it('keeps a drug level after an order in the order, not a second row', () => {
    const res = run('Nil', 'Sodium valproate 500 mg BD; valproate level in 1 week');
    expect(res.medications).toHaveLength(1);
  });
});
