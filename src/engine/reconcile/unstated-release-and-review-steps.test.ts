/**
 * Continuing medicines written differently on the two lists: a release form known only from a brand
 * on one list (the other names the ingredient alone), and a 'then review' step after the dose. Neither
 * is a known change; the first says what to check on the row, never silently.
 */
import { describe, expect, it } from 'vitest';
import type { MedicationRow } from '../../shared/reconcile';
import { reconcile } from '../index';

function only(adm: string, dis: string): MedicationRow {
  const r = reconcile({ admissionOrders: adm, dischargeOrders: dis });
  expect(r.medications, `${adm} | ${dis}`).toHaveLength(1);
  return r.medications[0]!;
}

describe('a release form implied only by a brand on admission is not a change', () => {
  it.each([
    ['Potassium chloride 600 mg (Slow-K) bd', 'Potassium chloride 600 mg twice daily', 'Slow-K'],
    ['Nifedipine 30 mg (Adalat Oros) mane', 'Nifedipine 30 mg daily', 'Adalat Oros'],
    ['Diltiazem 180 mg (Cardizem CD) mane', 'Diltiazem 180 mg mane', 'Cardizem CD'],
  ])('%s | %s: unchanged, with a warning naming %s', (adm, dis, brand) => {
    const row = only(adm, dis);
    expect(row.changeType).toBe('unchanged');
    expect(row.warnings?.join(' ')).toContain(brand);
  });

  it('a discharge list naming a modified-release brand is a change', () => {
    const row = only('Nifedipine 30 mg daily', 'Nifedipine 30 mg (Adalat Oros) mane');
    expect(row.changeType).toBe('changed');
  });

  it('a release word written on the list itself is still a change', () => {
    const row = only('Metformin XR 1 g nocte', 'Metformin 1 g nocte');
    expect(row.changeType).toBe('changed');
    expect(row.comment).toContain('immediate release');
  });
});

describe('a later step that only says when to review does not make the dose change over time', () => {
  it.each([
    ['Rivaroxaban 20 mg daily', 'Rivaroxaban 20 mg daily for 6 months, then review with GP'],
    [
      'Clopidogrel 75 mg mane',
      'Clopidogrel 75 mg mane - continue 12 months, then see cardiologist',
    ],
  ])('%s | %s: unchanged', (adm, dis) => {
    expect(only(adm, dis).changeType).toBe('unchanged');
  });

  it('a later step that changes the dose is still a regimen change', () => {
    const row = only(
      'Prednisolone 25 mg mane',
      'Prednisolone 25 mg mane for 5 days, then 12.5 mg mane for 5 days',
    );
    expect(row.changeType).toBe('changed');
  });
});
