/**
 * A number written straight after the dose form and a comma is either a pack size ('tablet, 30') or the
 * count of the dose ('tab, 1 1/2 tabs od'). What follows decides: more of the dose (a fraction, a dose
 * unit, its times) makes it the count; nothing, or directions that start afresh, a pack size.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowOf = (discharge: string) =>
  reconcile({ admissionOrders: 'Nil', dischargeOrders: discharge }).medications[0]!;
const filled = (discharge: string) =>
  Object.fromEntries(Object.entries(rowOf(discharge).schedule).filter(([, v]) => v));

describe('a count after the form and a comma is the dose when more of the dose follows', () => {
  it.each([
    ['Morphine 15mg tab, 1 1/2 tabs od', { '0800': '1 1/2 tablets' }],
    [
      'Perindopril 2.5 mg tablets, 1 1/2 tabs 2 times a day',
      { '0800': '1 1/2 tablets', '1800': '1 1/2 tablets' },
    ],
    ['Paracetamol 500mg tab, 1 1/2 tablet(s) at 6pm', { '1800': '1 1/2 tablets' }],
    ['Morphine 15mg capsules, 1 cap od', { '0800': '1 capsule' }],
    ['Morphine 15mg tab, 1 ½ tabs mane', { '0800': '1 ½ tablets' }],
    [
      'Gabapentin 100mg capsules, 2 stat then 1 BD',
      {
        '0800': '1 capsule (loading dose 2 capsules stat)',
        '1800': '1 capsule (loading dose 2 capsules stat)',
      },
    ],
  ])('%s', (line, slots) => expect(filled(line)).toEqual(slots));

  it.each([
    'Diazepam 2 mg TAB, 2 tabs q4h PRN for anxiety',
    'Diazepam 2 mg tablet, 2 tablets q4h prn anxiety',
  ])('%s keeps its count in the when-required directions', (line) => {
    const row = rowOf(line);
    expect(row.isPRN).toBe(true);
    expect(row.schedule['0800']).toMatch(/^2 tablets every 4 hours/);
  });

  it.each([
    ['Ibuprofen 200 mg tablets, 2 tablets up to three times daily if required', /^2 tablets up to/],
    ['Codeine 30 mg tablet, 1 tablet up to 4 times a day prn cough', /^1 tablet up to/],
  ])('%s keeps its count before a limit on how often', (line, directions) => {
    const row = rowOf(line);
    expect(row.schedule['0800']).toMatch(directions);
    expect(row.warnings ?? []).toEqual([]);
  });
});

describe('a pack size after the form is never the dose', () => {
  it.each([
    ['Simvastatin 40 mg tablet, 30 tablets Take one tablet daily', '1 tablet'],
    ['Salbutamol inhaler, 200 actuations 2 puffs four times a day', '2 puffs'],
    ['Clarithromycin 250 mg tablet, 100 1 Twice a Day Before meals', '1 tablet'],
  ])('%s', (line, dose) => expect(rowOf(line).schedule['0800']).toBe(dose));
});
