/**
 * Classes of orders and notes found by the fourth hold-out set (tests/fixtures/reconcile-cases-holdout-4),
 * each written here several ways so the rule is general, not fitted to one case.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from '../reconcile/invariants';

const run = (admissionOrders: string, dischargeOrders: string) => {
  const request = { admissionOrders, dischargeOrders };
  const r = reconcile(request);
  expect(checkInvariants(request, r)).toEqual([]);
  return r;
};
const filled = (s: Record<string, string>) => Object.fromEntries(Object.entries(s).filter(([, v]) => v));

describe('a discharge line that only says to go on continues the admission order as written', () => {
  it.each([
    ['Aspirin 100mg mane', 'Aspirin - continue', { '0800': '100 mg' }],
    ['Irbesartan 150mg – 1 in the morning', 'Continue irbesartan', { '0800': '1 tablet' }],
    ['Metformin 500mg – 2 tablets with breakfast and 2 with dinner', 'Resume metformin', { '0800': '2 tablets', '1800': '2 tablets' }],
  ])('%j then %j', (admission, discharge, slots) => {
    const row = run(admission, discharge).medications[0]!;
    expect(row.changeType).toBe('unchanged');
    expect(filled(row.schedule)).toEqual(slots);
    expect(row.sources).toHaveLength(2);
  });

  it('a bare name without "continue" is not given the admission dose', () => {
    const row = run('Aspirin 100mg mane', 'Aspirin').medications[0]!;
    expect(row.schedule['0800']).not.toContain('100 mg');
  });

  it.each([
    'Continue all your usual tablets (irbesartan, metformin, aspirin, vitamin D).',
    'Continue usual medicines: irbesartan, metformin, aspirin and vitamin D',
  ])('%j continues each one', (line) => {
    const r = run('Irbesartan 150mg mane\nMetformin 500mg BD\nAspirin 100mg mane\nVitamin D 1000 units mane', line);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Irbesartan', 'unchanged'], ['Metformin', 'unchanged'], ['Aspirin', 'unchanged'], ['Colecalciferol', 'unchanged'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('lines and markers', () => {
  it.each(['Wear the eye shield at night for 1 week.', 'Eye drops – RIGHT eye only. Wait 5 minutes between different drops.', 'Wear compression stockings for 6 weeks'])(
    '%j is no order',
    (line) => {
      const r = run('', line);
      expect(r.medications).toEqual([]);
      expect(r.ceasedMedications).toEqual([]);
    },
  );

  it('"Eye drops: latanoprost 1 drop nocte" is still an order', () => {
    expect(run('', 'Eye drops: latanoprost 0.005% 1 drop nocte').medications).toHaveLength(1);
  });

  it.each(['1/ Metoprolol 50 mg bd', '12/ Metoprolol 50 mg bd'])('%j is numbered', (line) => {
    expect(run('Metoprolol 50 mg BD', line).medications[0]!.changeType).toBe('unchanged');
  });

  it('Prednefrin Forte is prednisolone with phenylephrine', () => {
    const row = run('', 'Prednefrin Forte 1 drop R eye QID').medications[0]!;
    expect(row.name).toBe('Phenylephrine + Prednisolone (Prednefrin Forte)');
  });
});
