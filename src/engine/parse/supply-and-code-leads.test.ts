/**
 * What a pharmacy or dispensing record writes around an order: a lead that it was not handed over ('Not
 * supplied - ...'), an item code before the name ('#12345', 'PBS 2091F', 'Item 8626') and a pack count after
 * the times ('x 56'). The order is read; the code and the pack are neither the dose nor a part not understood.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const notUnderstood = (w: string[] | undefined) =>
  (w ?? []).filter((x) => /not understood|No unit written/.test(x));

describe('a lead that it was not handed over', () => {
  it.each([
    ['Not supplied - perindopril stopped (cough)', 'cough'],
    ['NOT DISPENSED: Perindopril 5 mg ceased due to dry cough', 'cough'],
    ['Nil dispensed - perindopril withheld (low BP)', 'low'],
  ])('%j is a stop with its reason', (line, reason) => {
    const r = reconcileChecked(
      'Perindopril 5 mg mane\nSimvastatin 20 mg nocte',
      `Simvastatin 20 mg nocte\n${line}`,
    );
    const ceased = r.ceasedMedications.find((c) => c.name === 'Perindopril');
    expect(ceased?.reason.toLowerCase()).toContain(reason);
    expect(r.medications.map((m) => m.name)).toEqual(['Simvastatin']);
  });

  it('with no stop after the name the order goes on, the lead kept as a note', () => {
    const r = reconcileChecked(
      'Perindopril 5 mg mane',
      'Not supplied - perindopril 5 mg mane (own supply)',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});

describe('a class label, then the dose, then the name', () => {
  it.each([
    ['Insulin: 18 units Lantus at bedtime', 'Insulin glargine', '2200', '18 units'],
    ['INSULINS - 6 units insulin aspart with lunch', 'Insulin aspart', '1200', '6 units'],
    ['Inhalers: 2 puffs Seretide 250/25 twice daily', 'Fluticasone', '0800', '2 puffs'],
  ])('%j', (line, name, slot, amount) => {
    const r = reconcileChecked('Metformin 1 g bd', `Metformin 1 g bd\n${line}`);
    const row = r.medications.find((m) => m.name.startsWith(name))!;
    expect(row).toBeDefined();
    expect(row.schedule[slot as '0800']).toContain(amount);
    expect(r.warnings ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/not in the medicines list/)]),
    );
  });
});

describe('item codes and pack counts', () => {
  it.each([
    ['#51234 Rosuvastatin 10 mg tablet 1 at night x30', '2200', '1 tablet'],
    ['PBS 8213K ROSUVASTATIN 10MG TAB ONE NOCTE ×90', '2200', '1 tablet'],
    ['Item 2967 Rosuvastatin 10 mg one nocte x 30 tablets', '2200', '1 tablet'],
  ])('%j', (line, slot, amount) => {
    const r = reconcileChecked('Rosuvastatin 10 mg nocte', line);
    const row = r.medications[0]!;
    expect(row.name).toBe('Rosuvastatin');
    expect(row.form).toBe('10 mg tablet');
    expect(row.schedule[slot as '2200']).toBe(amount);
    expect(row.changeType).toBe('unchanged');
    expect(notUnderstood(row.warnings)).toEqual([]);
  });

  it('a count after a strength is still the dose', () => {
    const r = reconcileChecked('Metformin 500 mg 2 tablets bd', 'Metformin 500mg x2 bd');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('a small count after the times is not taken as a pack', () => {
    const r = reconcileChecked('Aspirin 100 mg mane', 'Cefalexin 500 mg qid x5');
    const row = r.medications.find((m) => m.name === 'Cefalexin')!;
    expect(row.warnings ?? []).toEqual(
      expect.arrayContaining([expect.stringMatching(/not understood: "5"/)]),
    );
  });
});
