/**
 * The same regimen written two ways is no change: 'every 12 hours' against morning and night (both twice a
 * day, no clock), and an IV medicine whose brand comes as an injection against the same dose 'IV infusion'.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const one = (adm: string, dis: string) =>
  reconcile({ admissionOrders: adm, dischargeOrders: dis }).medications[0]!;

describe('twice a day written as an interval', () => {
  it('reads q12h against morning and evening as unchanged', () => {
    expect(
      one('Levetiracetam 500 mg morning and night', 'Levetiracetam 500 mg q12h').changeType,
    ).toBe('unchanged');
  });
  it('still calls every 8 hours against morning and night a change', () => {
    expect(
      one('Cefalexin 500 mg morning and night', 'Cefalexin 500 mg every 8 hours').changeType,
    ).toBe('changed');
  });
});

describe('an infusion against an injection into a vein', () => {
  it('reads the same IV dose as unchanged', () => {
    const m = one(
      'Entyvio (vedolizumab) 300 mg IV every 8 weeks',
      'Vedolizumab 300 mg IV infusion every 8 weeks',
    );
    expect(m.changeType).toBe('unchanged');
  });
});
