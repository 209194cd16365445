/**
 * Brand numbers that name a combination's strength ('Madopar 125' = levodopa 100 mg + benserazide
 * 25 mg): read as the composition another order of the same medicine writes, so the same product
 * pairs with the same product and a new controlled-release row stays new.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;

describe('brand numbers of combinations', () => {
  it.each([
    [
      'Madopar 125 (levodopa 100mg/benserazide 25mg) 1 capsule at 06:30, 11:00, 16:00 and 21:00',
      'Levodopa/benserazide 100/25 mg capsule - 1 capsule at 0630, 1100, 1600 and 2100',
    ],
    ['Madopar 125 1 capsule TDS', 'Levodopa/benserazide 100/25 mg capsule 1 capsule TDS'],
    ['MADOPAR 250 1 CAP TDS', 'Levodopa + benserazide 200/50 mg 1 capsule three times daily'],
    [
      'Madopar 125 (levodopa 100 mg/benserazide 25 mg) 1 cap at 0700, 1100, 1700 and 2100',
      'Madopar 125 1 capsule at 0700, 1100, 1700 and 2100',
    ],
    ['Madopar 62.5 1 capsule mane', 'Levodopa/benserazide 50/12.5 mg 1 capsule mane'],
  ])('%s = %s', (a, d) => {
    const r = run(a, d);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('a new controlled-release product is a second, new row; the immediate-release one is continued', () => {
    const r = run(
      'Madopar 125 (levodopa 100mg/benserazide 25mg) 1 capsule at 06:30, 11:00, 16:00 and 21:00',
      'Levodopa/benserazide 100/25 mg capsule - 1 capsule at 0630, 1100, 1600 and 2100\nMadopar HBS 125 (levodopa/benserazide controlled release) 1 capsule at 2200 - NEW',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'new']);
    expect(r.ceasedMedications).toEqual([]);
  });

  it.each([
    [
      'Madopar 125 1 capsule TDS',
      'Levodopa/benserazide 200/50 mg capsule 1 capsule TDS',
      'changed',
    ],
    ['Sinemet 100/25 1 tab TDS', 'Levodopa/carbidopa 100/25 mg tablet 1 tablet TDS', 'unchanged'],
  ])('%s -> %s is %s', (a, d, change) => {
    expect(run(a, d).medications[0]!.changeType).toBe(change);
  });
});
