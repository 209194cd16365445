/**
 * Syringe-driver and other directions headings: not medicines, and an order under an infusion heading
 * that states no times keeps the heading's directions in its slot ('20 mg (CSCI via syringe driver
 * over 24 hours)'), never shown as one daily dose with no time. A when-required route heading makes
 * the orders under it PRN. Nothing is invented: the slot words are the heading's own.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { readDirectionsHeading } from './directions-headings';

const run = reconcileChecked;

describe('reading a directions heading', () => {
  it.each([
    [
      'CSCI via syringe driver over 24 hours (NIKI T34):',
      'CSCI via syringe driver over 24 hours',
      false,
    ],
    ['Syringe driver over 24 h:', 'Syringe driver over 24 h', false],
    [
      'Continuous subcut infusion over 24 hours:',
      'Continuous subcut infusion over 24 hours',
      false,
    ],
    ['CSCI (24 hours):', 'CSCI (24 hours)', false],
    ['Via syringe driver:', 'Via syringe driver', false],
    ['Breakthrough (PRN) subcut:', null, true],
    ['PRN subcut breakthrough doses:', null, true],
  ])('%s', (line, directions, prn) => {
    expect(readDirectionsHeading(line)).toEqual({ directions, prn });
  });

  it.each([
    'Morphine 20 mg via syringe driver over 24 hours:',
    'Regular medications:',
    'PRN:',
    'Morphine 20 mg',
    'Infusion pump hired until 30/11',
  ])('%s is not one', (line) => {
    expect(readDirectionsHeading(line)).toBeNull();
  });
});

describe('orders under a syringe-driver heading', () => {
  const dis = (heading: string) =>
    `${heading}\n  Morphine 20 mg\n  Haloperidol 1.5 mg\n  Midazolam 10 mg\nBreakthrough (PRN) subcut:\n  Morphine 2.5-5 mg SC 1 hourly PRN pain\n  Midazolam 2.5 mg SC 1 hourly PRN agitation`;
  it.each([
    ['CSCI via syringe driver over 24 hours (NIKI T34):', 'CSCI via syringe driver over 24 hours'],
    ['Syringe driver over 24 h:', 'over 24 h'],
    ['CONTINUOUS SUBCUT INFUSION OVER 24 HOURS:', 'CONTINUOUS SUBCUT INFUSION OVER 24 HOURS'],
  ])('%s: each drug is its own row and keeps the directions', (heading, words) => {
    const r = run('MS Contin 30mg BD', dis(heading));
    const regular = r.medications.filter((m) => !m.isPRN);
    expect(regular.map((m) => m.name)).toEqual(['Morphine', 'Haloperidol', 'Midazolam']);
    for (const m of regular) {
      expect(m.schedule['0800']).toContain(words);
      expect(m.schedule['1200'] + m.schedule['1800'] + m.schedule['2200']).toBe('');
    }
    const prn = r.medications.filter((m) => m.isPRN);
    expect(prn.map((m) => m.name)).toEqual(['Morphine', 'Midazolam']);
    for (const m of prn) expect(m.schedule['0800']).not.toContain('24 h');
    expect(r.medications.some((m) => /breakthrough|csci|syringe/i.test(m.name))).toBe(false);
  });

  it('an order under the heading with its own times keeps them', () => {
    const r = run('Paracetamol 1g QID', 'Via syringe driver:\nParacetamol 1 g QID');
    expect(r.medications[0]!.schedule['1200']).toBe('1 g');
  });

  it('a later heading ends the directions', () => {
    const r = run(
      'Sertraline 50mg mane',
      'Syringe driver over 24 h:\nMorphine 20 mg\nRegular medications:\nSertraline 50 mg',
    );
    expect(r.medications.find((m) => m.name === 'Sertraline')!.schedule['0800']).not.toContain(
      '24',
    );
  });

  it('the same driver dose on both lists is unchanged', () => {
    const r = run(
      'Syringe driver over 24 hours:\nMorphine 20 mg',
      'CSCI over 24 hours:\nMorphine 20 mg',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
