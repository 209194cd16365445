/**
 * A rhythm written as when the dose is repeated is the order's timing, on the line or in a remark
 * cell beside it; short repeats (minutes) stay when-required and a single 'repeat in ...' stays a note.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowOf = (discharge: string) =>
  reconcile({ admissionOrders: 'Nil', dischargeOrders: discharge }).medications[0]!;
const slot = (discharge: string) => rowOf(discharge).schedule['0800'];

describe('an interval told as a repeat', () => {
  it.each([
    [
      'Denosumab 60 mg subcut - first dose given on the ward; repeat every 6 months',
      'every 6 months',
    ],
    ['Zoledronic acid 5 mg IV infusion, to be repeated every 12 months', 'every 12 months'],
    ['Hydroxocobalamin 1000 microgram IM today then repeat every 3 months', 'every 3 months'],
    ['Prolia 60 mg subcut, then to be repeated 6-monthly', 'every 6 months'],
    ['Zoledronic acid 5 mg IV - given 20/11, will be repeated yearly', 'yearly'],
  ])('%s', (line, rhythm) => {
    expect(slot(line)).toContain(rhythm);
    expect(rowOf(line).warnings ?? []).not.toContain(
      'No time of day given: check when it is taken',
    );
  });

  it('in a Detail cell beside a Decision cell', () => {
    const text = [
      'Medicine                     Decision    Detail',
      'Denosumab 60 mg/mL injection  Start       60 mg given in clinic today; repeat every 6 months',
    ].join('\n');
    expect(slot(text)).toContain('every 6 months');
  });

  it('a repeat after minutes is still when required', () => {
    const row = rowOf('Naloxone 400 microgram IM, repeat every 3 minutes if needed');
    expect(row.isPRN).toBe(true);
  });

  it('one more dose later is no rhythm', () => {
    expect(slot('Zoledronic acid 5 mg IV once, repeat in 12 months')).not.toContain('every');
  });
});
