/**
 * Doses that are not the first amount written: a dose per kilogram with the total it comes to (the
 * total is the dose) and a loading dose before the regimen that goes on (the slots hold the regimen,
 * the loading dose is said beside it).
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowOf = (discharge: string) =>
  reconcile({ admissionOrders: 'Nil', dischargeOrders: discharge }).medications[0]!;
const filled = (discharge: string) =>
  Object.fromEntries(Object.entries(rowOf(discharge).schedule).filter(([, v]) => v));

describe('a dose per kilogram with its total: the total is the dose', () => {
  it.each([
    ['Infliximab 5 mg/kg = 400 mg IV every 8 weeks', '0800', '400 mg'],
    ['Vancomycin 15mg/kg (1,250MG) IV daily', '0800', '1250 mg'],
    ['Gentamicin 350 mg (5 mg/kg) IV daily', '0800', '350 mg'],
    ['Vancomycin 15 mg/kg = 1 g IV 12 hourly', '1800', '1 g'],
  ])('%s: %s holds %s', (line, slot, amount) => {
    const text = filled(line)[slot]!;
    expect(text.startsWith(amount)).toBe(true);
    expect(text).toContain('mg/kg');
    expect(rowOf(line).warnings ?? []).toEqual([]);
  });
});

describe('a loading dose then the regimen: the slots hold the regimen', () => {
  it.each([
    ['Pregabalin 25 mg capsule 2 stat then 1 twice daily', ['0800', '1800'], '1 capsule'],
    [
      'Paracetamol 500 mg tab two immediately then one three times a day',
      ['0800', '1200', '1800'],
      '1 tablet',
    ],
    [
      'Allopurinol 100 mg tablets: loading dose 2 tablets, then 1 tablet mane',
      ['0800'],
      '1 tablet',
    ],
    ['Apixaban 5mg two stat then one 6/24', ['0800', '1200', '1800', '2200'], '1 tablet'],
    ['Rivaroxaban 15 mg tablet 2 tablets on day 1 then 1 tablet at night', ['2200'], '1 tablet'],
  ])('%s', (line, slots, amount) => {
    const schedule = filled(line);
    expect(Object.keys(schedule).sort()).toEqual(slots);
    for (const s of slots) {
      expect(schedule[s]!.startsWith(amount)).toBe(true);
      expect(schedule[s]).toMatch(/loading dose 2 (?:tablets|capsules)/);
    }
  });

  it.each([
    ['MST Continus 15mg capsule 2 stat then 1 mane', ['0800'], '1 capsule'],
    [
      'Morphine MR 10 mg caps: 2 caps stat, then 1 in the morning and at night',
      ['0800', '2200'],
      '1 capsule',
    ],
    ['Amoxicillin 500 mg tablets 2 stat then 1 tds', ['0800', '1200', '1800'], '1 tablet'],
    // A loading dose in words after a comma, a colon or a Frequency column.
    ['Gabapentin 100mg capsules, two stat then one BD', ['0800', '1800'], '1 capsule'],
    [
      'PREGABALIN 25MG CAPSULES: TWO IMMEDIATELY THEN ONE 8 HOURLY PO.',
      ['0800', '1200', '1800'],
      '1 capsule',
    ],
    [
      'Lipitor 40MG tablets - Dose: - Route: ORAL Frequency: two immediately then one four times daily',
      ['0800', '1200', '1800', '2200'],
      '1 tablet',
    ],
  ])('%s: the regimen counts in the form the loading dose names', (line, slots, amount) => {
    const schedule = filled(line);
    expect(Object.keys(schedule).sort()).toEqual(slots);
    for (const s of slots) expect(schedule[s]!.startsWith(amount)).toBe(true);
  });

  it('a course that is not a loading dose stays a regimen in steps', () => {
    const text = filled('Prednisolone 25 mg two tablets daily for 5 days then one daily')['0800']!;
    expect(text).toMatch(/^2 tablets \(for 5 days, then 1 tablet/);
  });
});

describe('a strength then a dose in the same unit: the second is the dose', () => {
  it.each([
    ['Metformin 500 mg TAB - Dose: 1000 MG Frequency: morning and night', '0800', '1000 mg'],
    ['Ostelin 1000units capsule 2000 IU BD mitte 168', '1800', '2000 IU'],
    ['Paracetamol 665MG MR\t1,330 mg\tnocte', '2200', '1330 mg'],
    ['Coversyl 10mg tablets: Take 20mg BD orally.', '0800', '20 mg'],
  ])('%s: %s holds %s', (line, slot, amount) => {
    expect(filled(line)[slot]).toBe(amount);
    expect(rowOf(line).form).toMatch(/^(?:modified release )?\d+ (?:mg|units)/);
  });

  it('a combination written with a hyphen stays one product', () =>
    expect(rowOf('Entresto 49 mg-51 mg tablet 1 bd').form).toBe('49/51 mg tablet'));
});

describe('ward shorthand: a fraction after the name with no unit is the strength, kept as written', () => {
  it.each(['Coversyl 2.5 HS', 'Tritace 2.5 PO b.d.', 'Apixaban 2.5 every Monday'])('%s', (line) => {
    expect(Object.values(filled(line))[0]).toMatch(/^2\.5(?! ?tab)/);
    expect(rowOf(line).warnings?.join(' ')).toContain('No unit written for "2.5"');
  });
});
