/**
 * Two things written before an order that are neither its name nor its dose: a plan's item label of letters
 * and a number ('R1.', 'P2)', 'Rx3.'), and the date its status was written on ('24/11 CHANGED —',
 * '(02/12/2026) Ceased:'). Each line is read as its order, with its status.
 */
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { describe, expect, it } from 'vitest';

const run = (admissionOrders: string, dischargeOrders: string) =>
  reconcileChecked(admissionOrders, dischargeOrders);

const ADMISSION = 'Lisinopril 10 mg mane\nLorazepam 1 mg nocte\nOmeprazole 20 mg mane';

describe("a plan's item labels", () => {
  it.each([
    ['R1.', 'R2.', 'R3.', 'R4.'],
    ['P1)', 'P2)', 'P3)', 'P4)'],
    ['Rx1.', 'Rx2.', 'Rx3.', 'Rx4.'],
  ])('%s ... each item is its medicine', (a, b, c, d) => {
    const r = run(
      ADMISSION,
      [
        'Recommendations:',
        `${a} Lisinopril 20 mg - 1 tablet in the morning. Increased, BP 165/90.`,
        `${b} Omeprazole 20 mg - 1 capsule each morning`,
        `${c} Lorazepam - CEASED: drowsy and unsteady`,
        `${d} Mirtazapine 15 mg tablet - 1 at night (new, sleep and mood)`,
      ].join('\n'),
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Lisinopril', 'changed'],
      ['Omeprazole', 'unchanged'],
      ['Mirtazapine', 'new'],
    ]);
    expect(r.ceasedMedications.map((m) => m.name)).toEqual(['Lorazepam']);
  });

  it('a vitamin written with its letter and number stays a medicine', () => {
    const r = run('Cyanocobalamin 1000 microgram daily', 'B12 1000 microgram daily');
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});

describe('the date a status was written on, before the status word', () => {
  it.each(['02/12', '2/12/2026', '(02/12/26)', '02.12'])('%s STATUS — medicine', (date) => {
    const r = run(
      ADMISSION,
      [
        `${date} INCREASED — Lisinopril 20 mg tablet, 1 in the morning`,
        `${date} STOPPED — Lorazepam 1 mg: falls`,
        `${date} STARTED — Mirtazapine 15 mg tablet, 1 at night`,
        'CONTINUED — Omeprazole 20 mg capsule, 1 in the morning',
      ].join('\n'),
    );
    expect(r.medications.map((m) => [m.name, m.changeType]).sort()).toEqual([
      ['Lisinopril', 'changed'],
      ['Mirtazapine', 'new'],
      ['Omeprazole', 'unchanged'],
    ]);
    expect(r.ceasedMedications.map((m) => [m.name, m.reason])).toEqual([
      ['Lorazepam', expect.stringMatching(/falls/i)],
    ]);
  });
});
