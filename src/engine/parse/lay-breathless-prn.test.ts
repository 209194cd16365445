/**
 * 'when he gets puffed', 'if she's out of breath': lay words for being short of breath after 'when' or 'if'
 * make a reliever when required, as 'if wheezy' does; the row is never a change to when-required.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('lay breathlessness words say when required', () => {
  it.each([
    'Asmol 2 puffs when she gets puffed',
    'Asmol puffer 2 puffs if he feels puffed out',
    'Asmol 2 puffs when out of breath',
  ])('%j', (line) => {
    const r = reconcileChecked(line, 'Salbutamol 100 microgram 2 puffs 4 hourly PRN');
    const row = r.medications[0]!;
    expect(row.isPRN).toBe(true);
    expect(row.changeType).toBe('unchanged');
  });

  it('a count of puffs is not a symptom', () => {
    const r = reconcileChecked('Seretide 250/25 2 puffs bd', 'Seretide 250/25 2 puffs bd');
    expect(r.medications[0]!.isPRN).toBe(false);
  });
});
