/**
 * A laxative taken when the bowels have not opened ('if no BO for 2 days'): when required, and the
 * 'for 2 days' is how long the bowels have not opened, never a course. A condition on a regular row is
 * said in its comment, never dropped.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from './invariants';

const run = (admissionOrders: string, dischargeOrders: string) => {
  const request = { admissionOrders, dischargeOrders };
  const r = reconcile(request);
  expect(checkInvariants(request, r)).toEqual([]);
  return r;
};

describe('a laxative taken if the bowels have not opened', () => {
  it.each([
    ['Sodium picosulfate drops 10 drops nocte if no bowel motion for 3 days', 'for 3 days'],
    ['Senna 7.5 mg 2 tabs at night if bowels not opened for 2 days', 'for 2 days'],
    ['Bisacodyl 10 mg supp PR mane if NO BO x 48 hrs', 'x 48 hrs'],
  ])('%s is when required, the time kept in the condition', (line, held) => {
    const r = run('Paracetamol 1 g QID', line);
    const row = r.medications.find((m) => !/paracetamol/i.test(m.name))!;
    expect(row.isPRN).toBe(true);
    expect(row.schedule['0800'].toLowerCase()).toContain(held.toLowerCase());
    expect(row.comment).not.toMatch(/^.*\bFor \d+ days\b/);
  });

  it('a hold on the same words is a condition to stop, not a use', () => {
    const r = run('Coloxyl 120 mg BD', 'Coloxyl 120 mg BD - withhold if no BO, review');
    expect(r.medications[0]!.isPRN).toBe(false);
  });
});

describe('a condition on a regular order', () => {
  it('is said in the comment', () => {
    const r = run(
      'Furosemide 40 mg mane',
      'Furosemide 40 mg mane, extra 40 mg at lunch if weight up by more than 2 kg over 3 days',
    );
    const row = r.medications[0]!;
    expect(`${row.comment} ${Object.values(row.schedule).join(' ')}`).toMatch(/weight up/i);
  });
});
