/**
 * A dose with every meal, however it is worded ('with meals', 'before each main meal', 'at every mealtime'),
 * is three times a day (the contract's 'with meals' row) unless the order writes its own count; meals named
 * one by one keep their own slots, one meal that is not named is no time, and doses with snacks say the
 * count is not certain.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { EVERY_MEAL_PHRASES } from './meal-words';
import { TIME_WORDS } from './words';

const filled = (s: Record<string, string>) =>
  Object.entries(s)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();
const only = (dis: string, adm = 'Nil regular medicines') => {
  const r = reconcileChecked(adm, dis);
  expect(r.medications).toHaveLength(1);
  return r.medications[0]!;
};

describe('every meal of the day, in its many wordings', () => {
  it.each([
    'Calcium carbonate 1.5 g tablet - 1 tablet with each main meal',
    'Calcium carbonate 1.5 g tablet, take one with every meal',
    'Calcium carbonate 1.5 g tab 1 at each meal',
    'Calcium carbonate 1.5 g tablets: 1 tab with all main meals',
    'Calcium carbonate 1.5 g - one tablet before every main meal',
    'Calcium carbonate 1.5 g tablet 1 after each mealtime',
    'Calcium carbonate 1.5 g tablet 1 during meals',
  ])('%s: three doses, 0800, 1200 and 1800, nothing left unread', (line) => {
    const row = only(line);
    expect(filled(row.schedule)).toEqual(['0800', '1200', '1800']);
    expect(row.schedule['1200']).toMatch(/1 tablet/);
    expect(row.warnings ?? []).toEqual([]);
  });

  it('is the same regimen as TDS with meals (no change)', () => {
    const row = only(
      'Lanthanum 500 mg chewable tablet, 1 chewed with each main meal',
      'Lanthanum 500mg chew tab - 1 TDS with meals',
    );
    expect(row.changeType).toBe('unchanged');
  });

  it('is the same regimen as with breakfast, lunch and dinner', () => {
    const row = only(
      'Sevelamer 800 mg tablet 2 with every meal',
      'Sevelamer 800mg 2 tablets with breakfast, lunch and dinner',
    );
    expect(row.changeType).toBe('unchanged');
  });

  it('keeps a count the order writes: twice a day with main meals is 0800 and 1800', () => {
    const row = only('Metformin 500 mg tablet 1 BD with main meals');
    expect(filled(row.schedule)).toEqual(['0800', '1800']);
  });

  it('tells a real change of count (three meals to two named meals)', () => {
    const row = only(
      'Sevelamer 800 mg 1 tablet with breakfast and dinner',
      'Sevelamer 800 mg 1 tablet with each main meal',
    );
    expect(filled(row.schedule)).toEqual(['0800', '1800']);
    expect(row.changeType).toBe('changed');
  });

  it('does not guess which meal when one is not named: the time is not stated, and said', () => {
    const row = only('Orlistat 120 mg capsule, 1 capsule with the main meal');
    expect(row.schedule['0800']).toMatch(/time not stated/);
    expect((row.warnings ?? []).join(' ')).toMatch(/No time of day/);
  });

  it('every phrase is a time word with the three meal slots', () => {
    const table = new Map(TIME_WORDS);
    for (const p of EVERY_MEAL_PHRASES) expect(table.get(p), p).toEqual(['0800', '1200', '1800']);
  });
});

describe('meals counted, not named', () => {
  it.each([
    ['Acarbose 50 mg tablet, 1 tablet with the three main meals', ['0800', '1200', '1800']],
    ['Acarbose 50 mg tab - one with 3 meals a day', ['0800', '1200', '1800']],
    ['Acarbose 50 mg tablet 1 with your two main meals', ['0800', '1800']],
    ['Acarbose 50 mg: 1 tablet before 2 meals', ['0800', '1800']],
  ])('%s', (line, slots) => {
    const row = only(line);
    expect(filled(row.schedule)).toEqual(slots);
    expect(row.warnings ?? []).toEqual([]);
  });
});

describe('meals joined by a mark', () => {
  it.each(['Gliclazide 40 mg 1 tab breakfast + tea', 'Gliclazide 40 mg 1 tab breakfast/tea'])(
    '%s: tea is the evening meal after another meal',
    (line) => {
      expect(filled(only(line).schedule)).toEqual(['0800', '1800']);
    },
  );
});

describe('doses with snacks: the count is not certain', () => {
  it.each([
    'Pancreatic enzymes (Creon 10000) capsule - 2 capsules with meals and snacks',
    'Creon 25000 capsules: 2 with each main meal, 1 with each snack',
    'Creon 10000 caps 1 before meals and 1 at snack time',
  ])('%s', (line) => {
    const row = only(line);
    expect(filled(row.schedule)).toEqual(['0800', '1200', '1800']);
    expect((row.warnings ?? []).join(' ')).toMatch(/snacks.*not written/);
  });

  it('a meal-only order has no snack warning', () => {
    const row = only('Creon 25000 capsule 2 capsules with each meal');
    expect((row.warnings ?? []).join(' ')).not.toMatch(/snack/);
  });
});
