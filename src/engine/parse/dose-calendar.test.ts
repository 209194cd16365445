/**
 * A reducing course printed as a calendar of amounts under its order is read as its steps; the rows stay
 * reported with their dates. A calendar whose amounts go up and down is left as written (reported).
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { doseCalendarSteps } from './dose-calendar';

const calendar = (rows: string[], unit = 'mg') => [
  'Dexamethasone 4 mg tablets - weaning, each morning',
  `w/c        Monday Tuesday Wednesday Thursday Friday Saturday Sunday  (${unit})`,
  ...rows,
];

describe('a dose calendar', () => {
  it('reads the steps of a reducing course', () => {
    const lines = calendar([
      '2/3        8  8  8  8  6  6  6',
      '9/3        6  6  4  4  4  4  4',
      '16/3       2  2  2  stopped',
    ]);
    const r = reconcileChecked('Ramipril 5 mg mane', lines.join('\n'));
    const row = r.medications.find((m) => /dexamethasone/i.test(m.name))!;
    const slot = Object.values(row.schedule).join(' ');
    for (const step of ['8 mg', '6 mg', '4 mg', '2 mg']) expect(slot).toContain(step);
    expect(r.warnings?.join(' ')).toMatch(/9\/3/);
  });

  it('leaves a calendar that goes up and down as written', () => {
    const lines = calendar(['Week 1     8  8  8  8  6  6  6', 'Week 2     6  8  8  8  8  8  8']);
    expect(doseCalendarSteps(lines)).toEqual(lines);
  });

  it('needs the unit in the header', () => {
    const lines = calendar([
      '2/3        8  8  8  8  6  6  6',
      '9/3        6  6  4  4  4  4  4',
    ]).map((l) => l.replace(' (mg)', ''));
    expect(doseCalendarSteps(lines)).toEqual(lines);
  });
});
