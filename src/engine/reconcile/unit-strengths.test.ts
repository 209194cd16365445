/**
 * Vitamins and other medicines dosed in units (IU, international units): units written before a count
 * of tablets or capsules are the product strength and stay in the row; 'Vitamin D3 ...' is a medicine,
 * not a vitamin D level; units alone (insulin) stay the amount given.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;
const text = (m: { form: string; schedule: Record<string, string> }) =>
  `${m.form} ${Object.values(m.schedule).join(' ')}`;

describe('units as a strength', () => {
  it.each([
    ['Vitamin D3 (cholecalciferol) 1000 IU one capsule daily - new, level 32', '1000 units'],
    ['9. Vitamin D3 (cholecalciferol) 1000 IU one capsule daily', '1000 units'],
    ['VITAMIN D3 1000IU 1 CAP MANE', '1000 units'],
    ['Vitamin D3 1000 international units 1 capsule daily', '1000 units'],
    ['Cholecalciferol 1000 units 2 capsules daily', '1000 units'],
    ['Vitamin D 1000 IU daily', '1000 units'],
    ['Vitamin D3 1000 units daily', '1000 units'],
    ['Ostelin 1000 IU one capsule mane', '1000 units'],
  ])('%s says %s', (line, words) => {
    const r = run('Sertraline 50mg mane', `Sertraline 50 mg mane\n${line}`);
    const row = r.medications.find((m) => /colecalciferol/i.test(m.name))!;
    expect(row.changeType).toBe('new');
    expect(text(row)).toContain(words);
    expect(row.schedule['0800']).not.toBe('');
  });

  it.each([
    ['Cholecalciferol 1000 IU daily', 'Vitamin D3 1000 units 1 capsule daily', 'unchanged'],
    [
      'Vitamin D3 1000IU 1 cap daily',
      'Cholecalciferol 1000 international units one capsule daily',
      'unchanged',
    ],
    ['Vitamin D3 1000 IU 1 capsule daily', 'Vitamin D3 1000 IU 2 capsules daily', 'changed'],
    ['Insulin glargine 20 units nocte', 'Optisulin 20 units at night', 'unchanged'],
  ])('%s -> %s is %s', (a, d, change) => {
    expect(run(a, d).medications[0]!.changeType).toBe(change);
  });

  it.each([
    'Vitamin D level 32',
    'Vitamin D 45',
    'Vit D: 28',
    'Potassium 5.9',
    'Magnesium 0.6 - replaced',
  ])('%s is a result, not a medicine', (line) => {
    const r = run('Sertraline 50mg mane', `Sertraline 50 mg mane\n${line}`);
    expect(r.medications.map((m) => m.name)).toEqual(['Sertraline']);
  });
});
