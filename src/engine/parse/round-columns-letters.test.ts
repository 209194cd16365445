/**
 * A facility's medication chart puts the round time (or PRN) in a column before the medicine, and a plan
 * may letter its items ('A.', 'B.'). Neither is part of the medicine's name; the round time is the order's
 * time. A list of meals after 'with' may end in 'tea', the evening meal.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { splitLines } from './lines';

const row = (r: ReturnType<typeof reconcile>, name: string) =>
  r.medications.find((m) => m.name.toLowerCase().includes(name));

describe('a round-time column before the medicine', () => {
  it('reads the time as the order time and merges two rounds of one medicine', () => {
    const r = reconcile({
      admissionOrders: [
        '0800   Gliclazide MR 30 mg tab - 1',
        '17:00\tGliclazide MR 30 mg tab - 1',
        '2100  Mirtazapine 15 mg tab - 1',
        'PRN   Lactulose 15 mL - bd PRN constipation',
      ].join('\n'),
      dischargeOrders: [
        'Gliclazide MR 30 mg one tablet twice daily',
        'Mirtazapine 15 mg at night',
        'Lactulose 15 mL twice daily when required for constipation',
      ].join('\n'),
    });
    expect(row(r, 'gliclazide')?.changeType).toBe('unchanged');
    expect(row(r, 'mirtazapine')?.changeType).toBe('unchanged');
    expect(row(r, 'lactulose')?.isPRN).toBe(true);
    expect(row(r, 'lactulose')?.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
  });

  it('leaves a dose written first with one space as it is', () => {
    expect(splitLines('1000 units colecalciferol daily')[0]?.text).toBe(
      '1000 units colecalciferol daily',
    );
  });
});

describe('lettered plan items', () => {
  it('drop the letter from the name', () => {
    const lines = splitLines('A. Rosuvastatin 10 mg nightly\nK. Sitagliptin 100 mg daily');
    expect(lines.map((l) => l.text)).toEqual([
      'Rosuvastatin 10 mg nightly',
      'Sitagliptin 100 mg daily',
    ]);
  });
});

describe('a list of meals ending in tea', () => {
  it('gives tea the evening slot', () => {
    const r = reconcile({
      admissionOrders: '',
      dischargeOrders: 'Gliclazide 80 mg one tablet with lunch and tea',
    });
    expect(row(r, 'gliclazide')?.schedule['1200']).not.toBe('');
    expect(row(r, 'gliclazide')?.schedule['1800']).not.toBe('');
  });

  it('does not make a cup of tea a time', () => {
    const r = reconcile({
      admissionOrders: '',
      dischargeOrders: 'Gliclazide 80 mg one tablet mane, with a cup of tea',
    });
    expect(row(r, 'gliclazide')?.schedule['1800']).toBe('');
  });
});
