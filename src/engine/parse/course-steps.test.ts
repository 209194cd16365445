/**
 * A course printed one step a line under its medicine ('Dexamethasone wean:' then 'Days 1-3: 4 mg BD',
 * 'Days 4-6: 2 mg BD'): the step lines are steps of that one order, never medicines called 'Days'.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from '../reconcile/invariants';

const run = (dischargeOrders: string) => {
  const request = { admissionOrders: 'Esomeprazole 20 mg daily', dischargeOrders };
  const r = reconcile(request);
  expect(checkInvariants(request, r)).toEqual([]);
  return r;
};

describe('course steps on lines of their own', () => {
  it.each([
    [
      'Dexamethasone wean:\nDays 1-3: 4 mg BD\nDays 4-6: 2 mg BD\nDay 7: 1 mg BD then stop\nEsomeprazole 20 mg daily',
      /dexamethasone/i,
      ['4 mg', '2 mg', '1 mg'],
    ],
    [
      'Prednisone taper as follows\nWk 1. 25 mg daily\nWk 2. 20 mg daily\nWk 3. 15 mg daily\nWk 4. 10 mg daily\nWk 5. 5 mg daily\nEsomeprazole 20 mg daily',
      /prednisone/i,
      ['25 mg', '20 mg', '15 mg', '10 mg', '5 mg'],
    ],
  ])('are steps of the order above', (dis, name, doses) => {
    const r = run(dis);
    expect(r.medications.map((m) => m.name).filter((n) => !/esomeprazole/i.test(n))).toHaveLength(
      1,
    );
    const course = r.medications.find((m) => name.test(m.name))!;
    const text = Object.values(course.schedule).join(' ');
    for (const d of doses) expect(text).toContain(d);
    expect(r.medications.some((m) => /^(?:days?|wk|week)/i.test(m.name))).toBe(false);
  });
});
