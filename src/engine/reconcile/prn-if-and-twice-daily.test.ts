/**
 * Two ways home lists write what a chart writes with a code:
 * - 'if wheezy', 'only if she gets a headache': taken when the symptom comes, so when required for it
 *   (a stop or hold before 'if' is a condition to stop, never a use);
 * - 'morning and night' for a twice-daily order: the same as 'BD' on the other list, not a new time.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { normaliseLine } from '../lexicon/normalise';
import { checkInvariants } from './invariants';

const run = (admissionOrders: string, dischargeOrders: string) => {
  const request = { admissionOrders, dischargeOrders };
  const r = reconcile(request);
  expect(checkInvariants(request, r)).toEqual([]);
  return r;
};

describe('a symptom after "if" is when required', () => {
  it.each([
    ['Bricanyl 500 mcg 1 inhalation if breathless', 'Bricanyl 500 mcg 1 inhalation when required'],
    [
      'Sumatriptan 50 mg - she takes it only if she gets a migraine',
      'Sumatriptan 50 mg prn migraine',
    ],
    ['Movicol 1 sachet daily if constipated', 'Movicol 1 sachet daily prn'],
    ['Mylanta 10 mL if heartburn', 'Mylanta 10 mL PRN'],
  ])('%s matches %s, unchanged', (adm, dis) => {
    const r = run(adm, dis);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.isPRN).toBe(true);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it.each([
    'Metoprolol 25 mg BD - withhold if breathless',
    'Oxycodone 5 mg BD, omit if drowsy',
    'Ondansetron 4 mg PRN if nauseated',
  ])('%s is left as written', (line) => {
    expect(normaliseLine(line)).toBe(line);
  });
});

describe('"morning and night" and BD', () => {
  it.each([
    ['Seretide 250/25 2 puffs morning and night', 'Seretide 250/25 2 puffs BD'],
    [
      'Budesonide nasal spray 1 spray each nostril mane and nocte',
      'Budesonide nasal spray 1 spray each nostril twice daily',
    ],
    ['Carbamazepine CR 200 mg twice a day', 'Carbamazepine CR 200 mg morning and night'],
  ])('%s = %s', (adm, dis) => {
    expect(run(adm, dis).medications[0]!.changeType).toBe('unchanged');
  });

  it.each([
    // Times chosen on both lists: the evening is not the night.
    ['Prazosin 1 mg mane and nocte', 'Prazosin 1 mg mane and tea'],
    // A count on one list with another count on the other is still a change.
    ['Metformin 500 mg morning and night', 'Metformin 500 mg TDS'],
    // 12 hourly gives the hours, so the night is not the evening.
    ['Enoxaparin 40 mg mane and nocte', 'Enoxaparin 40 mg 12 hourly at 0800 and 2000'],
  ])('%s -> %s is a change', (adm, dis) => {
    expect(run(adm, dis).medications[0]!.changeType).toBe('changed');
  });
});
