/**
 * Palliative and group lines: one status line over several medicines ('Ceased (comfort care):
 * a, b, c'), 'Breakthrough' labels over when-required doses, and infusion headings ('CSCI via syringe
 * driver over 24 hours:') over the drugs in a syringe driver.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { parseList } from './list';
import { readStatusList } from './status-list';
import { readDirectionsHeading } from './directions-headings';

const ADM =
  'Metoclopramide 10mg TDS\nAtorvastatin 40mg nocte\nPerindopril 5mg mane\nMetformin 500mg BD';

describe('one status line over several medicines ceases each with the shared reason', () => {
  it.each([
    [
      'Ceased (comfort care, unable to swallow): metoclopramide, atorvastatin, perindopril, metformin',
      'ceased',
      'comfort care',
    ],
    [
      'CEASED (comfort care): Metoclopramide; Atorvastatin; Perindopril; Metformin',
      'ceased',
      'comfort care',
    ],
    [
      'Stopped: metoclopramide, atorvastatin, perindopril and metformin (comfort care)',
      'ceased',
      'comfort care',
    ],
    [
      'Discontinued - metoclopramide, atorvastatin, perindopril, metformin - unable to swallow',
      'ceased',
      'unable to swallow',
    ],
    ['Withheld (NBM): metoclopramide, atorvastatin, perindopril & metformin', 'withheld', 'NBM'],
    ['Cease: Metoclopramide 10 mg, Lipitor 40 mg, perindopril, metformin', 'ceased', ''],
    ['Suspended (AKI): metoclopramide, atorvastatin, perindopril, metformin', 'withheld', 'AKI'],
  ])('%s', (line, kind, reason) => {
    const group = readStatusList(line)!;
    expect(group.status.kind).toBe(kind);
    expect(group.items).toHaveLength(4);
    const res = reconcile({ admissionOrders: ADM, dischargeOrders: line });
    expect(res.medications).toEqual([]);
    expect(res.ceasedMedications.map((c) => c.name.split(' ')[0])).toEqual([
      'Metoclopramide',
      'Atorvastatin',
      'Perindopril',
      'Metformin',
    ]);
    for (const c of res.ceasedMedications) {
      expect(c.reason).toContain(reason);
      expect(c.reason).not.toMatch(/not on discharge/i);
      expect(c.sources?.some((s) => s.list === 'discharge')).toBe(true);
    }
  });
  it.each([
    'Withheld: perindopril, low BP, GP to review',
    'Ceased: aspirin (bleeding)',
    'Stopped - atorvastatin',
    'Ceased: diet controlled, metformin',
  ])('%s is not a list of medicines', (line) => expect(readStatusList(line)).toBeNull());
});

describe("'Breakthrough' labels the when-required doses under it", () => {
  it.each([
    'Breakthrough:',
    'Breakthrough (PRN) subcut:',
    'Breakthrough doses:',
    'BREAKTHROUGH',
    'Breakthrough analgesia',
    'Breakthrough medications (subcut):',
  ])('%s', (heading) => {
    const parsed = parseList(`${heading}\nMorphine 2.5 mg SC 1 hourly`, 'discharge');
    expect(parsed.lines[0]!.kind).toBe('heading');
    expect(parsed.orders[0]!.prn).toBe(true);
  });
});

describe('an infusion heading gives the orders under it their running time', () => {
  it.each([
    'CSCI via syringe driver over 24 hours (NIKI T34):',
    'CSCI over 24 hours:',
    'Continuous subcutaneous infusion over 24 hours',
    'Syringe driver over 24 h:',
    'Syringe driver (NIKI T34) over 24 hrs',
  ])('%s', (heading) => {
    expect(readDirectionsHeading(heading)?.directions).toBeTruthy();
    const res = reconcile({
      admissionOrders: '',
      dischargeOrders: `${heading}\n  Morphine 20 mg\n  Midazolam 10 mg\nBreakthrough:\n  Morphine 2.5 mg SC 1 hourly`,
    });
    expect(res.medications).toHaveLength(3);
    for (const m of res.medications.slice(0, 2)) expect(m.schedule['0800']).toMatch(/24 h/);
    expect(res.medications[2]!.isPRN).toBe(true);
    expect(res.medications[2]!.schedule['0800']).not.toMatch(/24 h/);
  });
  it.each(['CSCI', 'Syringe driver', 'Syringe driver: morphine 20 mg over 24 hours'])(
    '%s is no infusion heading',
    (t) => expect(readDirectionsHeading(t)).toBeNull(),
  );
});
