/**
 * Short names a document defines on its own legend line are read as the medicines they stand for; the
 * legend is no order, and a legend of words that are not medicines changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { expandShortName, readNameLegend } from './name-legend';

describe('a legend of short names', () => {
  it('defines the medicines it names', () => {
    const names = readNameLegend(
      'Abbreviations used: MMF = mycophenolate mofetil; TAC = tacrolimus',
    );
    expect([...(names ?? new Map()).keys()]).toEqual(['MMF', 'TAC']);
    expect(expandShortName('TAC 2 mg bd', names!)).toMatch(/^tacrolimus 2 mg bd$/i);
  });

  it('keeps no definition that is not a medicine', () => {
    expect(readNameLegend('Abbreviations: SOB = short of breath, BSL = blood sugar level')).toBe(
      null,
    );
  });

  it('pairs the short names with the discharge list and makes no stop of the legend', () => {
    const r = reconcile({
      admissionOrders:
        'Abbreviations: LTG = lamotrigine, LEV = levetiracetam\nLTG 100 mg bd\nLEV 500 mg bd',
      dischargeOrders: 'Lamotrigine 100 mg BD\nLevetiracetam 750 mg BD',
    });
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'changed']);
  });
});
