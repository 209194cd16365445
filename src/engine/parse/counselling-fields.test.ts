/**
 * A pharmacist's counselling sheet: a medicine's line, then indented 'take:', 'why:' and 'change:' lines, and a
 * status indented under its medicine ('   STOPPED – ...'). Each block is one order, never rows called 'Take'.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;

describe('field lines under a medicine are its directions, purpose and change', () => {
  it.each([
    [
      'CALCITRIOL 0.25 microgram capsule\n   take: 2 capsules twice a day\n   why: low calcium\n   change: dose doubled',
      'changed',
    ],
    [
      'Calcitriol 0.25 microgram capsule\n  how to take: 1 capsule twice a day\n  what it is for: low calcium\n  change: none',
      'unchanged',
    ],
    [
      'Calcitriol 0.25 microgram capsule\n  use: 1 capsule twice a day\n  purpose: calcium\n  status: no change',
      'unchanged',
    ],
  ])('%j', (discharge, changeType) => {
    const r = run('Calcitriol 0.25 microgram one twice daily', discharge);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([['Calcitriol', changeType]]);
  });

  it('"change: NEW" makes the medicine new and "why:" its indication', () => {
    const r = run(
      'Aspirin 100 mg daily',
      'Aspirin 100 mg daily\nHYDROCHLOROTHIAZIDE 25 mg tablet\n   take: 1 tablet every morning\n   why: reduces calcium loss in urine\n   change: NEW',
    );
    const row = r.medications.find((m) => m.name === 'Hydrochlorothiazide')!;
    expect(row.changeType).toBe('new');
    expect(row.indication).toMatch(/calcium/);
  });

  it.each([
    '   STOPPED – can lower magnesium',
    '    Ceased - low magnesium',
    '  withheld - low magnesium',
  ])('a status indented under its medicine stops it: %j', (status) => {
    const r = run('Omeprazole 20 mg daily', `OMEPRAZOLE 20 mg\n${status}`);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason).toMatch(/magnesium/i);
  });
});

describe("a label before another medicine is that medicine's order, not a field", () => {
  it('"CHANGE: Candesartan 16 mg daily" under another medicine is candesartan', () => {
    const r = run(
      'Cholecalciferol 25 microgram daily\nCandesartan 8 mg daily',
      '6. CONTINUE: Cholecalciferol 25 microgram daily\n7. CHANGE: Candesartan 16 mg daily (BP 158/92)',
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Colecalciferol', 'unchanged'],
      ['Candesartan', 'changed'],
    ]);
  });
});
