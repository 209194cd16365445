import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rows = (a: string, d: string) => reconcileChecked(a, d);
const allWarnings = (r: ReturnType<typeof rows>) =>
  [...(r.warnings ?? []), ...r.medications.flatMap((m) => m.warnings ?? [])].join(' | ');

describe("a weekly planner's day headings give the days of the orders under them", () => {
  it.each([
    [
      'TUESDAY ONLY:\n  Risedronate 35 mg - one before breakfast',
      'Risedronate 35 mg once weekly on Tuesdays',
    ],
    [
      'Saturdays:\nMethotrexate 10 mg tablets x4',
      'Methotrexate 10 mg (4 tablets) weekly on Saturday',
    ],
    [
      'Every day:\nPerindopril 5 mg 1 mane\nMonday and Thursday:\nVitamin D 50,000 units 1 cap',
      'Perindopril 5 mg mane\nColecalciferol 50,000 units Mon and Thu',
    ],
  ])('%s', (admission, discharge) => {
    const r = rows(admission, discharge);
    expect(r.medications.map((m) => m.changeType)).toEqual(r.medications.map(() => 'unchanged'));
    expect(allWarnings(r)).not.toMatch(/Could not read/);
  });

  it('an every-day heading ends the days of the heading above it', () => {
    const r = rows(
      'WEDNESDAY ONLY:\nAlendronate 70 mg 1 on waking\nEVERY DAY:\nAmlodipine 5 mg 1 mane',
      'Alendronate 70 mg weekly (Wednesday)\nAmlodipine 5 mg mane',
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Alendronate', 'unchanged'],
      ['Amlodipine', 'unchanged'],
    ]);
  });

  it('a day heading over a daily order that is now weekly on another day says it changed', () => {
    const r = rows('FRIDAY ONLY:\nFolic acid 5 mg 1 tab', 'Folic acid 5 mg once weekly on Mondays');
    expect(r.medications[0]!.changeType).toBe('changed');
  });
});

describe("a print's page header with the record number is not an order", () => {
  it.each([
    'Northern Health - eMR     URN: 8812345     Page 2 of 3',
    'Metro South Health   MRN 5512093   Printed 02/02/2026',
    'Ward 7B medication chart                      page 1 of 2',
  ])('%s', (header) => {
    const r = rows(
      `Atorvastatin 20 mg nocte\n${header}\nAspirin 100 mg mane`,
      'Atorvastatin 20 mg nocte\nAspirin 100 mg mane',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('a tablet adjective alone names its form', () => {
  it.each([
    [
      'Calcium carbonate 1.25 g chewable 1 bd',
      'Calcium carbonate 1.25 g chewable tablet twice daily',
    ],
    ['Aspirin 300 mg dispersible 1 daily', 'Aspirin 300 mg dispersible tablet once a day'],
  ])('%s', (admission, discharge) => {
    expect(rows(admission, discharge).medications[0]!.changeType).toBe('unchanged');
  });
});

describe('why a form was changed is not the form', () => {
  it('a hard-to-swallow tablet named in the reason keeps the new order plain', () => {
    const r = rows(
      'Metformin XR 1000 mg nocte',
      'Metformin 500 mg twice daily (the SR tablets were too big to swallow)',
    );
    expect(r.medications[0]!.form).not.toMatch(/modified release/);
    expect(r.medications[0]!.comment).toMatch(/immediate release/);
  });

  it("'if unable to swallow' is still when a rescue dose is given", () => {
    const r = rows(
      'Glucagon 1 mg IM if unresponsive or unable to swallow',
      'Glucagon 1 mg IM when required if hypo and unable to swallow',
    );
    expect(r.medications[0]!.isPRN).toBe(true);
  });
});

describe('a combination taken at new times is compared as a whole day', () => {
  it('two tablets at night to one twice a day is the same daily total', () => {
    const r = rows('Janumet 50/500 mg 2 tablets with tea', 'Janumet 50/500 mg 1 tablet bd');
    expect(r.medications[0]!.comment).toMatch(/same daily total/);
  });
});
