/**
 * A dose given at a clock time ('given 0915', 'administered at 14:30') is a dose already given, not an
 * order: no row, no ceased entry, and it is reported. A clock-like strength ('1000 mg') is no time.
 */
import { expect, it } from 'vitest';
import { reconcile } from '../index';
import { isGivenDose } from './given-dose';

it.each([
  'Benzylpenicillin 1.2 g IM given 0915 before retrieval',
  'Gentamicin 320 mg IV administered at 14:30',
  'Triage nurse: metoclopramide 10 mg IM given 2210 hrs',
])('%s', (line) => {
  expect(isGivenDose(line)).toBe(true);
  const res = reconcile({
    admissionOrders: `Atorvastatin 20 mg nocte\n${line}`,
    dischargeOrders: 'Atorvastatin 20 mg nocte',
  });
  expect(res.ceasedMedications).toEqual([]);
  expect(res.warnings?.some((w) => /line 2/i.test(w))).toBe(true);
});

it.each(['Vitamin B12 1000 microgram given monthly', 'Paracetamol 1000 mg to be given QID'])(
  'an ongoing order stays an order: %s',
  (line) => expect(isGivenDose(line)).toBe(false),
);
