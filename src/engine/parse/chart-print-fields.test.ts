/**
 * A medication chart's print with single pipes between an order's fields ('name (brand) | route | dose |
 * times | status'): a bracket or a dash before a pipe ends its field, and the times field (24-hour clock
 * times, one or several) places each dose in the slot nearest its time, as the contract says of clock times.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const filled = (s: Record<string, string>) =>
  Object.entries(s)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();
const only = (dis: string, adm = 'Nil regular medicines') => {
  const r = reconcileChecked(adm, dis);
  expect(r.medications).toHaveLength(1);
  return r.medications[0]!;
};

describe('fields of a chart print after a bracket', () => {
  it.each([
    [
      'Carbidopa 25 mg + levodopa 100 mg tablet (Sinemet) | PO | 1 tablet | 0600, 1300, 1900 | Active',
      ['0800', '1200', '1800'],
    ],
    ['Sertraline 50 mg tablet (Zoloft) | oral | 1 tablet | 0800 | current', ['0800']],
    ['Mirtazapine 15 mg tablet (Avanza) | oral | 1 tablet | 2100', ['2200']],
    ['Frusemide 40 mg tablet (Lasix) | ORAL | 1 tablet | 0800, 1400', ['0800', '1200']],
    ['Macrogol sachet (Osmolax) | oral | 1 sachet | 0800, 2000', ['0800', '1800']],
  ])('%s', (line, slots) => {
    const row = only(line);
    expect(filled(row.schedule)).toEqual(slots);
    expect(row.warnings ?? []).toEqual([]);
    // The fields are read, never copied into the comment.
    expect(row.comment).not.toMatch(/\|/);
  });

  it('reads the same regimen as the one written in words', () => {
    const row = only(
      'Quetiapine 25 mg tablet (Seroquel) | PO | 1 tablet | 2200 | Status: Active',
      'Seroquel 25mg tab 1 nocte',
    );
    expect(row.changeType).toBe('unchanged');
  });

  it('tells a change of times from the clock-time field', () => {
    const row = only(
      'Macrogol 3350 sachet (Movicol) | ORAL | 1 sachet | 0800, 1800 | Status: Active',
      'Movicol 1 sachet daily',
    );
    expect(filled(row.schedule)).toEqual(['0800', '1800']);
    expect(row.changeType).toBe('changed');
  });
});

describe('a lone clock time in its own field after the dose', () => {
  it.each([
    ['Amlodipine 5 mg tablet | oral | 1 tablet | 0900', '0800'],
    ['Atorvastatin 40 mg tablet | PO | 40 mg | 2000', '1800'],
    ['Melatonin 2 mg MR tablet | oral | 1 tablet | 2130', '2200'],
  ])('%s', (line, slot) => {
    expect(filled(only(line).schedule)).toEqual([slot]);
  });

  it('is no clock time when the next field is a unit', () => {
    const r = reconcileChecked('Nil', 'Colecalciferol 25 microgram | 1000 | IU | daily');
    expect(filled(r.medications[0]!.schedule)).toEqual(['0800']);
    expect(r.medications[0]!.schedule['0800']).not.toMatch(/1000\b.*\(/);
  });

  it('is no clock time without a dose before it', () => {
    const r = reconcileChecked('Nil', 'Paracetamol | 1000 | mg | QID');
    const row = r.medications[0]!;
    expect(filled(row.schedule)).toEqual(['0800', '1200', '1800', '2200']);
  });
});

describe('clock times that share a slot', () => {
  it.each([
    'Sinemet 25/100 tablet, 1 tablet at 0600, 1000, 1400 and 1800',
    'Madopar 125 capsule | oral | 1 capsule | 06:00, 10:00, 14:00, 18:00',
    'Carbidopa/levodopa 25/100: 1 tab at 6am, 10am, 2pm and 6pm',
  ])('%s: both times in the shared slot, the row warns, and it is not TDS', (line) => {
    const row = only(line);
    expect(filled(row.schedule)).toEqual(['0800', '1200', '1800']);
    expect(row.schedule['0800']).toMatch(/at (?:0600|06:00|6am) and (?:1000|10:00|10am)/);
    expect((row.warnings ?? []).join(' ')).toMatch(/both in the 0800 slot/);
    const tds = reconcileChecked(line, line.replace(/(?:at |\| )?[0-9:amp, and]+$/, ' TDS'));
    expect(tds.medications[0]!.changeType).toBe('changed');
  });

  it('the same four times on both lists are no change', () => {
    const row = only(
      'Sinemet 25/100 1 tablet at 0600, 1000, 1400, 1800',
      'Sinemet 25/100 tablet | PO | 1 tablet | 0600, 1000, 1400, 1800 | Active',
    );
    expect(row.changeType).toBe('unchanged');
  });

  it('one time per slot is placed without a warning', () => {
    const row = only('Sinemet 25/100 1 tablet at 0700, 1100, 1700 and 2100');
    expect(filled(row.schedule)).toEqual(['0800', '1200', '1800', '2200']);
    expect(row.warnings ?? []).toEqual([]);
  });
});
