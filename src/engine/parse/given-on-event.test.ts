/**
 * An order with no times whose only direction is the event it is given for ('if severe hypo', 'if a seizure
 * lasts more than 5 minutes') is when required, the event its condition; a condition to stop or hold is not.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('given when an event happens', () => {
  it.each([
    'Glucagon 1 mg IM if hypoglycaemic and unable to swallow',
    'Midazolam 10 mg buccal if fitting longer than 5 minutes',
    'Adrenaline autoinjector 300 microgram IM if anaphylaxis',
    'Furosemide 40 mg extra if weight up more than 2 kg',
  ])('%s: when required, the event kept', (line) => {
    const r = reconcileChecked('Metformin 500 mg bd', `Metformin 500 mg bd\n${line}`);
    const row = r.medications[1]!;
    expect(row.isPRN).toBe(true);
    expect(row.schedule['0800']).toMatch(/\bif\b/);
  });

  it('a condition to hold it is no event it is given for', () => {
    const r = reconcileChecked(
      'Metformin 500 mg bd',
      'Metformin 500 mg bd\nOxycodone 5 mg if drowsy withhold',
    );
    expect(r.medications[1]!.isPRN).toBe(false);
  });

  it('an order with its times and a condition stays regular', () => {
    const r = reconcileChecked('Metformin 500 mg bd', 'Metformin 500 mg bd if eating');
    expect(r.medications[0]!.isPRN).toBe(false);
  });

  // A single dose for the event ('once only', 'stat', 'single dose') says how many, not when: still when required.
  it.each([
    'Diazepam rectal gel 10 mg PR if convulsing over 5 min - single dose',
    'Glucagon 1 mg IM stat if hypo and unable to swallow',
    'Midazolam 5 mg intranasal if seizure continues beyond 5 minutes, once only, ring ambulance',
  ])('%s: when required, the single dose kept', (line) => {
    const r = reconcileChecked('Metformin 500 mg bd', `Metformin 500 mg bd\n${line}`);
    const row = r.medications[1]!;
    expect(row.isPRN).toBe(true);
    expect(row.schedule['0800']).toMatch(/once only/);
  });

  it('a single dose with no event is a one-off, not when required', () => {
    const r = reconcileChecked(
      'Metformin 500 mg bd',
      'Metformin 500 mg bd\nCeftriaxone 1 g IV once only',
    );
    expect(r.medications[1]!.isPRN).toBe(false);
  });

  // After a bracket ('(into the cheek)', '(thigh)') the event is a clause of its own: still the order's condition.
  it.each([
    'Midazolam 10 mg buccal (inside cheek) if fitting longer than 5 minutes',
    'Glucagon 1 mg IM (outer thigh) if hypo and unable to swallow',
  ])('%s: when required after a bracket', (line) => {
    const r = reconcileChecked('Metformin 500 mg bd', `Metformin 500 mg bd\n${line}`);
    expect(r.medications[1]!.isPRN).toBe(true);
  });
});
