/**
 * A medicine named twice:
 * - a discharge summary names one stop in its ceased section and again in its changes section: one
 *   ceased entry with both lines, never two;
 * - an admission document names a medicine again on a line of its own (an emergency plan, a note) while
 *   the medicine goes on at discharge: that second admission line is not silently 'not on the
 *   discharge list'; the ceased entry says the medicine goes on in another row.
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

describe('one stop named in two sections', () => {
  it.each([
    [
      'Lithium 450 mg nocte\nSertraline 50 mg mane',
      'Sertraline 50 mg mane\nCEASED MEDICATIONS\nLithium - toxicity (level 2.1)\nCHANGES TO YOUR MEDICINES\nStopped: Lithium (toxic level)',
    ],
    [
      'Sertraline 50 mg mane',
      'Sertraline 50 mg mane\nCeased:\nNitrofurantoin 100 mg - rash\nSummary of changes:\nNitrofurantoin - ceased (rash)',
    ],
  ])('is one ceased entry with both lines', (adm, dis) => {
    const r = run(adm, dis);
    const stops = r.ceasedMedications.filter((c) => /lithium|nitrofurantoin/i.test(c.name));
    expect(stops).toHaveLength(1);
    expect(stops[0]!.sources!.filter((s) => s.list === 'discharge')).toHaveLength(2);
  });

  it('keeps two admission orders of one medicine that are both stopped as two entries', () => {
    const r = run(
      'Oxycodone CR 10 mg BD\nOxycodone 5 mg 4 hourly PRN',
      'Oxycodone CR - ceased\nOxycodone PRN - ceased',
    );
    expect(r.ceasedMedications).toHaveLength(2);
  });
});

describe('an admission line naming a medicine that goes on at discharge', () => {
  it.each([
    [
      'Ventolin 100 mcg 2 puffs PRN\nIn a severe attack: salbutamol 5 mg nebulised and call 000',
      'Salbutamol 100 microgram 2 puffs PRN',
      /salbutamol/i,
    ],
    [
      'Midazolam 5 mg buccal PRN seizure > 5 min\nSeizure plan: give midazolam 10 mg buccal or IM, call ambulance',
      'Midazolam 5 mg buccal PRN seizure',
      /midazolam/i,
    ],
  ])('warns on the ceased entry instead of calling it stopped silently', (adm, dis, name) => {
    const r = run(adm, dis);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    const stops = r.ceasedMedications.filter((x) => name.test(x.name));
    expect(stops.length).toBeGreaterThan(0);
    for (const c of stops) expect(c.warnings?.join(' ')).toMatch(/goes on at discharge/);
  });
});

describe('a medicine the admission list says was stopped before this admission', () => {
  it.each([
    ['Previous medicines:\nRamipril 5 mg - ceased 2024 (cough)', /ramipril/i],
    [
      'Current:\nSertraline 50 mg mane\nHistory:\nSimvastatin 40 mg nocte - stopped 03/2023, myalgia',
      /simvastatin/i,
    ],
  ])('is never a silent stop of this stay', (adm, name) => {
    const r = run(adm, 'Sertraline 50 mg mane');
    const stop = r.ceasedMedications.find((c) => name.test(c.name));
    if (stop) expect(stop.warnings?.join(' ')).toMatch(/already stopped before this admission/);
    else expect((r.warnings ?? []).join(' ')).toMatch(name);
  });
});
