/**
 * A stop or hold word written before the medicine with its reason in brackets ('Stopped (low BP):
 * ...') is the order's status and reason: the bracket must not turn the line into a new order.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const ADM = 'Lercanidipine 10 mg mane\nRosuvastatin 20 mg nocte';
const run = (line: string) =>
  reconcile({ admissionOrders: ADM, dischargeOrders: `${line}\nRosuvastatin 20 mg nocte` });

describe('a stop or hold word with a bracketed reason before the medicine', () => {
  it.each([
    ['Ceased (ankle oedema): Lercanidipine 10 mg mane', /^Ceased/, /ankle/i],
    ['Discontinued (dizzy) - lercanidipine 10mg', /^Discontinued/, /dizz/i],
    ['STOPPED (postural drop) lercanidipine 10 mg daily', /^Stopped/, /postural drop/i],
    ['Withhold (acute kidney injury): Lercanidipine 10 mg mane', /^Withheld/, /kidney/i],
    ['On hold (pre-op) – Lercanidipine 10 mg', /^(?:Withheld|On hold)/, /pre-op/i],
    ['Suspended (hypotension): Lercanidipine 10 mg mane', /^Suspended/, /hypotension/i],
  ])('%j is a ceased or withheld entry with its reason', (line, label, reason) => {
    const out = run(line);
    expect(out.medications.map((m) => m.name)).not.toContain('Lercanidipine');
    const entry = out.ceasedMedications.find((c) => /lercanidipine/i.test(c.name))!;
    expect(entry.reason).toMatch(label);
    expect(entry.reason).toMatch(reason);
  });

  it('a condition in the bracket is a direction: the row goes on, with a warning', () => {
    const out = run('Hold (if systolic < 95): Lercanidipine 10 mg mane');
    const row = out.medications.find((m) => m.name === 'Lercanidipine')!;
    expect(row.changeType).not.toBe('new');
    expect(row.warnings?.some((w) => /also says "Hold"/.test(w))).toBe(true);
  });
});
