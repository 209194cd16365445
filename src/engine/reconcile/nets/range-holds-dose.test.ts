/**
 * A dose range on one list that holds the other list's single dose is a judgement call (a wider range
 * to use as needed, or a new dose): a row called changed on it says so, whatever the dose unit.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../index';

const NET = /writes the dose as a range/;
const run = (adm: string, dis: string) => reconcile({ admissionOrders: adm, dischargeOrders: dis });

describe('a range that holds the other list dose is doubted', () => {
  it.each([
    ['Airomir 100 mcg inhaler 2 puffs prn SOB', 'Airomir 100 mcg inhaler 2 to 4 puffs prn SOB'],
    ['Endone 5 mg 1-2 tabs 4 hrly prn pain', 'Endone 5 mg one tab 4 hrly prn pain'],
    ['GTN spray 400 mcg 1 spray prn chest pain', 'GTN spray 400 mcg 1-2 sprays prn chest pain'],
  ])('%s / %s', (adm, dis) => {
    const out = run(adm, dis);
    const r = out.medications[0]!;
    if (r.changeType !== 'changed') return; // read as the same dose: nothing to doubt
    expect(r.warnings?.some((w) => NET.test(w))).toBe(true);
    expect(out.warnings?.some((w) => NET.test(w))).toBe(true);
  });

  it('stays quiet when the new dose is outside the range or both are single doses', () => {
    for (const [adm, dis] of [
      ['Panadol 500 mg 1-2 tabs qid prn', 'Panadol 500 mg 3 tabs qid prn'],
      ['Ventolin 100 mcg 2 puffs prn', 'Ventolin 100 mcg 4 puffs prn'],
      ['Endone 5 mg 1-2 tabs prn', 'Endone 5 mg 1-2 tabs prn'],
    ]) {
      const out = run(adm!, dis!);
      expect(out.warnings?.filter((w) => NET.test(w)) ?? []).toEqual([]);
    }
  });
});
