/**
 * blind-34 classes (hx-b34h): the order as it was then a change to make now, a procedure day's times,
 * a lay name with the product in a bracket, a status sub-bullet under its item, a form's 'no' answer.
 * Wordings are our own, not the set's.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const row = (r: ReturnType<typeof reconcileChecked>, name: string) =>
  r.medications.find((m) => m.name.startsWith(name));

describe('the order as it was, then a change to make now', () => {
  it.each([
    ['Ramipril 10 mg daily => decrease to 5 mg daily (dizzy)', '5 mg', 'changed'],
    ['Ramipril 10 mg daily - cut to 5 mg daily', '5 mg', 'changed'],
    ['Ramipril 10 mg daily; lower dose to 5 mg', '5 mg', 'changed'],
    ['Ramipril 10 mg daily: up-titrate to 15 mg daily', '15 mg', 'changed'],
    ['Ramipril 10 mg daily, reduced to 5 mg', '5 mg', 'changed'],
  ])('%s: the new amount is the dose now', (line, dose, change) => {
    const r = reconcileChecked('Ramipril 10 mg daily', line);
    const m = row(r, 'Ramipril')!;
    expect(m.changeType).toBe(change);
    expect(m.schedule['0800']).toBe(dose);
    expect(m.form).toContain(dose);
  });

  it('a change that starts later stays the dose now, with a warning', () => {
    const r = reconcileChecked(
      'Ramipril 5 mg daily',
      'Ramipril 5 mg daily - increase to 10 mg daily in 2 weeks if BP high',
    );
    const m = row(r, 'Ramipril')!;
    expect(m.schedule['0800']).toBe('5 mg');
    expect(m.changeType === 'changed' || (m.warnings ?? []).length > 0).toBe(true);
  });

  it('a step of a course is not a change now', () => {
    const r = reconcileChecked(
      'Prednisolone 20 mg mane',
      'Prednisolone 20 mg mane for 3 days, then reduce to 10 mg mane for 3 days, then stop',
    );
    expect(row(r, 'Prednisolone')!.schedule['0800']).toMatch(/^20 mg/);
  });
});

describe('what to do on the day of a procedure is not the daily times', () => {
  it.each([
    'Bisoprolol 5 mg BD - give as normal incl. morning of the operation',
    'Bisoprolol 5 mg BD - final dose 3 days before theatre (Sun pm)',
    'Bisoprolol 5 mg BD. Take on the morning of the procedure with a sip of water',
  ])('%s', (line) => {
    const r = reconcileChecked(line, 'Bisoprolol 5 mg twice daily');
    const m = row(r, 'Bisoprolol')!;
    expect(m.changeType).toBe('unchanged');
    expect(m.schedule['0800']).toBe('5 mg');
    expect(m.schedule['1800']).toBe('5 mg');
  });

  it('a last dose with its date in a bracket is when that dose is', () => {
    const r = reconcileChecked(
      'Rivaroxaban 20 mg evening - last dose 48 h pre-op (03/02 pm)',
      'Rivaroxaban 20 mg evening',
    );
    expect(row(r, 'Rivaroxaban')!.changeType).toBe('unchanged');
  });
});

describe('a lay name and form, the product and strength in a bracket', () => {
  it('pairs with the product named on the other list', () => {
    const r = reconcileChecked(
      'Vitamin tablet (Ferro-Grad C 325mg) daily',
      'Ferrous sulfate + ascorbic acid (Ferro-Grad C) 325 mg daily',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications).toHaveLength(1);
  });
});

describe('a status sub-bullet under its numbered item', () => {
  it.each([
    ['   * HOLD until INR reviewed', 'Warfarin'],
    ['    - cease - bleeding risk', 'Warfarin'],
    ['\t- stop while on fluconazole', 'Warfarin'],
  ])('%s stops the item above, not the next', (sub, name) => {
    const r = reconcileChecked(
      'Warfarin 3 mg daily\nAtenolol 50 mg daily',
      `1) Warfarin 3 mg daily\n${sub}\n2) Atenolol 50 mg daily`,
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual([name]);
    expect(row(r, 'Atenolol')!.changeType).toBe('unchanged');
  });

  it('a status line that is not indented under an item is still a heading', () => {
    const r = reconcileChecked(
      'Aspirin 100 mg daily\nAtenolol 50 mg daily',
      'Atenolol 50 mg daily\nStopped:\nAspirin 100 mg daily',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Aspirin']);
  });
});

describe("a history form's negative answer", () => {
  it.each(['Rivaroxaban: no', 'Apixaban? None', 'Dabigatran - not taking'])(
    '%s is no admission order, and is reported',
    (line) => {
      const r = reconcileChecked(`${line}\nAtenolol 50 mg daily`, 'Atenolol 50 mg daily');
      expect(r.ceasedMedications).toEqual([]);
      expect((r.warnings ?? []).some((w) => w.includes(line))).toBe(true);
    },
  );
});
