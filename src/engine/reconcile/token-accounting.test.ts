/**
 * Token accounting: every dosing-looking token of an order line is consumed by a field of the parsed
 * order or named in a warning on its row; nothing that looks like dosing is ignored silently. Numbers
 * the line writes as something else (a quantity, a previous dose, a date, the dose restated as a total)
 * are consumed by what they are.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { accountTokens } from '../parse/accounting';
import { parseList } from '../parse/list';

const rowOf = (discharge: string) =>
  reconcile({ admissionOrders: 'Nil', dischargeOrders: discharge }).medications[0]!;
const partWarnings = (discharge: string) =>
  (rowOf(discharge).warnings ?? []).filter((w) => w.startsWith('Part of line'));

describe('a part of a line no field consumed is named on the row', () => {
  it.each([
    // An interval in minutes the schedule does not show.
    ['GTN spray 400 microgram/dose 1 spray under the tongue every 5 min PRN chest pain', '5 min'],
  ])('%s names "%s"', (line, part) => {
    const warnings = partWarnings(line);
    expect(warnings.join(' ')).toContain(`"${part}`);
    expect(warnings[0]).toMatch(/^Part of line 1 not understood: ".+" \(discharge list\)$/);
  });

  it('the response warnings name it too', () => {
    const r = reconcile({
      admissionOrders: 'Nil',
      dischargeOrders: 'Aspirin 100 mg daily\nGTN spray 400 microgram/dose 1 spray every 5 min PRN',
    });
    expect(r.warnings).toContain('Part of line 2 not understood: "5 min" (discharge list)');
  });
});

describe('numbers that are not the dose are consumed by what they are', () => {
  it.each([
    'Metformin 1g tablet 1 bd Qty 100 Rpt 5',
    'Oxycodone 5 mg IR capsules 1 every 4 hours PRN pain - 10 capsules supplied',
    'Atorvastatin 80mg nocte (increased from 40mg)',
    'OxyContin 10mg BD (reduced from 20mg)',
    'Amoxicillin 500 mg caps 2 caps (1 g) BD for 7 days',
    'Sodium valproate oral liquid 200 mg/5 mL - 12.5 mL (500 mg) twice daily',
    'Progynova 2mg tabs 2 tabs twice daily (8 mg/day)',
    'Ondansetron 8 mg twice daily on days 1 to 3, then stop',
    'Aspirin 100 mg daily, started 22/08',
    'Tegretol CR 200 mg 1-0-1',
    'Sinemet 100/25 1½ tabs at 6am, 11am and 4pm',
    'Spironolactone 25 mg tablet, 1 tablet in the morning',
    'Vitamin D3 1000 IU 1 daily',
    'Coveram 5/5 1 tab mane',
    'Amlodipine/atorvastatin 5 mg/40 mg once daily',
    'Sertraline 100mg 1/2 tab daily 0800',
  ])('%s: no warning', (line) => expect(partWarnings(line)).toEqual([]));
});

describe('accountTokens', () => {
  it('says which field consumed each dosing token', () => {
    const o = parseList('Prednisolone 5 mg tablet 1 mane for 7 days', 'discharge').orders[0]!;
    const fields = accountTokens(o)
      .filter((u) => u.token.kind === 'number' || u.token.kind === 'time')
      .map((u) => `${u.token.text}=${u.field}`);
    expect(fields).toEqual(['5=strength', '1=dose', 'mane=timing', '7=duration']);
  });
});

describe('an unknown medicine with a dose is a row named as written, with a warning', () => {
  it.each([
    ['Zyxamol CR 15 mg tablet 2 tablets every 12 hours', 'Zyxamol'],
    ['Qwertinib 40 mg tablets daily', 'Qwertinib'],
    ['Blorfen 200 mg capsules 1 capsule twice daily', 'Blorfen'],
  ])('%s -> %s', (line, name) => {
    const row = rowOf(line);
    expect(row.name).toBe(name);
    expect(row.warnings?.join(' ')).toContain('not in the medicines list');
  });
  it('MST Continus is morphine', () =>
    expect(rowOf('MST Continus 15 mg tablet 2 tablets every 12 hours').name).toBe(
      'Morphine (MST Continus)',
    ));
});

describe('ward shorthand: a number without its unit is kept as written, with a warning', () => {
  it.each([
    ['Pantoprazole 40 mane', '40', '0800'],
    ['Atorvastatin 40 nocte', '40', '2200'],
    ['Metoprolol 50 bd', '50', '0800'],
  ])('%s keeps %s', (line, value, slot) => {
    const row = rowOf(line);
    expect(row.schedule[slot as '0800']).toBe(value);
    expect(row.form).toContain(value);
    expect(row.form).not.toMatch(/mg|microgram/);
    expect(row.warnings?.join(' ')).toContain(`No unit written for "${value}"`);
  });
  it.each([
    ['Thyroxine 75 mane', '75 (no unit) tablet'],
    ['Amlodipine 10 Nocte', '10 (no unit) tablet'],
    ['quetiapine 25 by mouth 12-hourly [112 tabs]', '25 (no unit) tablet'],
  ])('%s: the form never reads as a count of tablets (%s)', (line, form) => {
    const row = rowOf(line);
    expect(row.form).toBe(form);
    expect(row.form).not.toMatch(/^\d+\s*tab/);
  });
  it('a brand number another order explains is its composition, with no warning', () => {
    const r = reconcile({
      admissionOrders: 'Madopar 125 (levodopa 100 mg/benserazide 25 mg) 1 capsule tds',
      dischargeOrders: 'Madopar 125 1 capsule tds',
    });
    expect(r.medications[0]!.warnings ?? []).toEqual([]);
  });
  it('a brand with a bare number is warned', () => {
    expect(rowOf('Avanza 15 twice a day for 7 days then stop').warnings?.join(' ')).toContain(
      'No unit written for "15"',
    );
  });
});

describe('a quantity to dispense is never the dose', () => {
  it.each([
    ['Metformin 500 mg 1 bd mitte 60', '1 tablet'],
    ['Metformin 500 mg 1 bd [84 tabs]', '1 tablet'],
    ['Metformin 500 mg tablets, 1 twice daily (qty: 100 tablets)', '1 tablet'],
    ['Metformin 1g tablet - 1 bd Qty 100 Rpt 5', '1 tablet'],
    [
      'Oxycodone 5 mg IR capsules 1 capsule every 4 hours PRN pain - 10 capsules supplied',
      '1 capsule',
    ],
  ])('%s -> %s', (line, dose) => {
    const row = rowOf(line);
    expect(row.schedule['0800']).toContain(dose);
    expect(partWarnings(line)).toEqual([]);
  });
});

describe('doses that differ by time', () => {
  it.each([
    ['Prednisolone 5 mg tablet 1 mane 2 nocte', '1 tablet', '2 tablets'],
    ['Metoprolol 25 mg tablets 2 mane and 1 nocte', '2 tablets', '1 tablet'],
    ['Clozapine 100mg tablets = 1 mane, 3 nocte', '1 tablet', '3 tablets'],
  ])('%s', (line, morning, night) => {
    const r = rowOf(line);
    expect(r.schedule['0800']).toBe(morning);
    expect(r.schedule['2200']).toBe(night);
  });
  it('a fraction before its time is the dose at that time', () => {
    const line = 'Mirtazapine 30 mg tablet 1 tablet morning 1/2 nocte';
    expect(rowOf(line).schedule['2200']).toBe('1/2 tablet');
    expect(partWarnings(line)).toEqual([]);
  });
});

describe('a dose of 0 is kept as written and warned, never read as a dose to give', () => {
  it.each([
    'Aspirin 100 mg 0 tablet every 5 weeks',
    'Aspirin 100 mg 0 tablets mane',
    'Metformin 500 mg tablets 0 tabs bd',
  ])('%s', (line) => {
    const row = rowOf(line);
    expect(Object.values(row.schedule).join(' ')).toMatch(/^\s*0 tablet/);
    expect(row.warnings?.join(' ')).toContain('A dose of 0 is written');
  });
});
