/**
 * A combination's strengths written with a slash keep every figure ('16/12.5 tablet', '5/1.25 tablet');
 * a small count of tablets after a slash ('8mg/1 tab', '8 mg / 1 tab') is the dose, never a part of the
 * strength, and the strength before it is kept.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const formOf = (line: string) =>
  reconcile({ admissionOrders: 'Nil', dischargeOrders: line }).medications[0]!.form;

describe('slashes in strengths', () => {
  it.each([
    ['Micardis Plus 40/12.5 tablet 1 mane', '40/12.5'],
    ['Coversyl Plus 5/1.25 tablet - one daily', '5/1.25'],
    ['Atacand Plus 32/12.5 tablet daily', '32/12.5'],
    ['Amlodipine 10mg/1 tab mane', '10 mg'],
    ['Amlodipine 10 mg / 1 tab / mane', '10 mg'],
  ])('%s', (line, strength) => {
    expect(formOf(line)).toContain(strength);
    expect(formOf(line)).not.toMatch(/\/1 (?:mg|tab)/);
  });
});
