/** A line telling that a medicine was not started: no row, no stop, the line reported. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { saysNotStarted } from './not-started';

const ADMISSION = 'Bisoprolol 2.5 mg mane';
const answer = (line: string) =>
  reconcile({ admissionOrders: ADMISSION, dischargeOrders: `Bisoprolol 2.5 mg mane\n${line}` });

describe('a medicine not started makes no row', () => {
  it.each([
    'New: rivaroxaban was NOT started (recent bleed)',
    'Statin: atorvastatin not commenced - patient declined',
    'Team decided against starting allopurinol during the flare',
    'Dabigatran - not initiated, renal function too poor',
    'We did not start sertraline this admission',
  ])('%j', (line) => {
    const r = answer(line);
    expect(r.medications.map((m) => m.name)).toEqual(['Bisoprolol']);
    expect(r.ceasedMedications).toEqual([]);
    expect((r.warnings ?? []).some((w) => w.includes(line))).toBe(true);
  });

  it.each([
    'Apixaban 5 mg bd - not to be started until platelets are over 50',
    'Enoxaparin 40 mg daily: do not start before day 2 post-op',
    'Rivaroxaban not started; commence apixaban 2.5 mg bd instead',
    'Atorvastatin 40 mg nocte - started',
    'Lorazepam - ceased: not started again on discharge (dependence)',
  ])('%j is left to the order rules', (line) => {
    expect(saysNotStarted(line)).toBe(false);
  });
});
