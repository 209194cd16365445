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
    ['Vitamin D3 (cholecalciferol) 1000 IU one capsule daily - new, level 32', '1000 IU'],
    ['9. Vitamin D3 (cholecalciferol) 1000 IU one capsule daily', '1000 IU'],
    ['VITAMIN D3 1000IU 1 CAP MANE', '1000 IU'],
    ['Vitamin D3 1000 international units 1 capsule daily', '1000 IU'],
    ['Cholecalciferol 1000 units 2 capsules daily', '1000 units'],
    ['Vitamin D 1000 IU daily', '1000 IU'],
    ['Vitamin D3 1000 units daily', '1000 units'],
    ['Ostelin 1000 IU one capsule mane', '1000 IU'],
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

describe('units of a capsule, then the dose', () => {
  const rowOf = (line: string) => run('Nil', line).medications[0]!;
  const filled = (line: string) =>
    Object.fromEntries(Object.entries(rowOf(line).schedule).filter(([, v]) => v));

  it.each([
    // The dose in units, in the unit the dose was written in ('IU' stays IU: the contract keeps it).
    ['Ostelin 1,000 IU cap, 2,000 IU qam oral', { '0800': '2000 IU' }],
    ['Cholecalciferol 1000 IU cap 2000 units mane', { '0800': '2000 units' }],
    ['Cholecalciferol 1000IU capsule - Dose: 2000 IU Frequency: at night', { '2200': '2000 IU' }],
    // A bare count of capsules after the units.
    ['Ostelin 1,000units capsules ORAL 2bid', { '0800': '2 capsules', '1800': '2 capsules' }],
    ['Vitamin D3 1000 IU caps 2 daily', { '0800': '2 capsules' }],
    ['Ostelin 1000 units, ONE MANE 2 at midday', { '0800': '1 capsule', '1200': '2 capsules' }],
    // Counts of capsules that differ by time.
    [
      'Cholecalciferol 1,000 units capsules one capsule MANE and one-half capsule(s) midi',
      { '0800': '1 capsule', '1200': 'half a capsule' },
    ],
    [
      'CHOLECALCIFEROL 1000UNITS: ONE CAPSULE MORNING AND 0.5 CAPSULE EVENING PO.',
      { '0800': '1 capsule', '1800': '0.5 capsule' },
    ],
  ])('%s keeps its 1000 units (or IU, as written) as the strength', (line, slots) => {
    expect(rowOf(line).form).toMatch(/^1000 (?:units|IU) capsule/);
    expect(rowOf(line).form.includes('IU')).toBe(/1,?000 ?IU/i.test(line));
    expect(filled(line)).toEqual(slots);
  });

  it.each([
    ['Vitamin D3 1000 IU\t1 daily', 'Cholecalciferol 25 microgram daily'],
    ['Vitamin D3 1000 IU 1 cap daily', 'Colecalciferol 25 mcg capsule one daily'],
  ])('%s -> %s: units against micrograms is no change shown, but a warning', (a, d) => {
    const row = run(a, d).medications[0]!;
    expect(row.changeType).toBe('unchanged');
    expect(row.warnings?.join(' ')).toMatch(/written differently/);
  });

  it.each(['Heparin 5000 units sc bd', 'Heparin 5000 units 2 times daily'])(
    '%s: units of an injection stay the amount given',
    (line) => expect(rowOf(line).schedule['0800']).toBe('5000 units'),
  );
});
