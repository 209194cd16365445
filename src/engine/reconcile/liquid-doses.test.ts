/**
 * Liquid doses written as a mass with its volume ('315 mg (3.15 mL) BD', '320 mg = 6.7 mL every
 * 6 hours PRN'): the concentration ('100 mg/mL', '240 mg/5 mL') is never the dose, the slot keeps the
 * mass and the volume as written, the times and PRN words after '=' are read, and a volume of a
 * written concentration compares equal to the same mass.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { parseList } from '../index';

const run = reconcileChecked;
const row = (line: string) => run(line, line).medications[0]!;
const filled = (s: Record<string, string>) =>
  Object.keys(s)
    .filter((k) => s[k])
    .sort()
    .join(',');

describe('a liquid dose as mass and volume', () => {
  it.each([
    ['Levetiracetam oral liquid 100mg/mL: 210 mg (2.1 mL) BD', '210 mg (2.1 mL)', '0800,1800'],
    [
      'Levetiracetam 100 mg/mL oral liquid: 315 mg (15 mg/kg/dose) = 3.15 mL BD',
      '315 mg (3.15 mL)',
      '0800,1800',
    ],
    ['LEVETIRACETAM 100MG/ML ORAL LIQUID: 315MG = 3.15ML BD', '315 mg (3.15 mL)', '0800,1800'],
    ['Levetiracetam 100 mg/mL 315 mg (3.15 mL) twice daily', '315 mg (3.15 mL)', '0800,1800'],
    [
      'Methadone 5 mg/mL oral liquid 85 mg (17 mL) once daily in the morning',
      '85 mg (17 mL)',
      '0800',
    ],
    ['Methadone (Biodone Forte 5mg/mL) 85mg daily', '85 mg', '0800'],
    ['Sodium valproate 200 mg/5 mL liquid 400 mg (10 mL) nocte', '400 mg (10 mL)', '2200'],
    ['Carbamazepine 100mg/5mL: 150 mg = 7.5 mL tds', '150 mg (7.5 mL)', '0800,1200,1800'],
    ['Phenobarbitone 15 mg/5 mL 30 mg (10 mL) at night', '30 mg (10 mL)', '2200'],
  ])('%s: every slot says %s', (line, dose, slots) => {
    const r = row(line);
    expect(filled(r.schedule)).toBe(slots);
    for (const s of slots.split(',')) expect(r.schedule[s as '0800']).toBe(dose);
    expect(r.changeType).toBe('unchanged');
  });

  it.each([
    [
      'Paracetamol 240mg/5mL: 320 mg (6.7 mL) 6 hourly PRN pain/fever, max 4 doses in 24 h',
      '320 mg (6.7 mL)',
    ],
    [
      'Paracetamol 240 mg/5 mL: 320 mg (15 mg/kg) = 6.7 mL every 6 hours PRN pain or fever (max 4 doses in 24 hours)',
      '320 mg (6.7 mL)',
    ],
    [
      'Ibuprofen 100 mg/5 mL: 200 mg (10 mg/kg) = 10 mL every 8 hours with food PRN pain',
      '200 mg (10 mL)',
    ],
    ['Ibuprofen 100mg/5mL: 200mg = 10mL 8 hourly when required', '200 mg (10 mL)'],
    ['Oxycodone 1 mg/mL oral liquid: 2 mg = 2 mL 4 hourly as needed', '2 mg (2 mL)'],
  ])('%s is when required with %s', (line, dose) => {
    const r = row(line);
    expect(r.isPRN).toBe(true);
    expect(r.schedule['0800']).toContain(dose);
    expect(filled(r.schedule)).toBe('0800');
  });

  it('reads the concentration as the strength, not the dose', () => {
    const o = parseList('Levetiracetam 100 mg/mL oral liquid: 315 mg = 3.15 mL BD', 'discharge')
      .orders[0]!;
    expect(o.strength?.text).toBe('100 mg/mL');
    expect(o.amount.measure?.values).toEqual([315]);
    expect(o.amount.measure?.unit).toBe('mg');
  });

  it.each([
    [
      'Levetiracetam oral liquid 100mg/mL: 210 mg (2.1 mL) BD',
      'Levetiracetam 100 mg/mL oral liquid: 315 mg = 3.15 mL BD',
      'changed',
      'increased',
    ],
    [
      'Levetiracetam 100mg/mL 300 mg (3 mL) BD',
      'Levetiracetam 100 mg/mL oral liquid: 200 mg = 2 mL BD',
      'changed',
      'reduced',
    ],
    [
      'Cetirizine 1mg/mL oral liquid 5mL daily',
      'Cetirizine 5 mg (5 mL of 1 mg/mL) once daily',
      'unchanged',
      '',
    ],
    [
      'Methadone (Biodone Forte 5mg/mL) 85mg daily',
      'Methadone 5 mg/mL oral liquid 85 mg (17 mL) once daily in the morning',
      'unchanged',
      '',
    ],
    [
      'Paracetamol 240 mg/5 mL 6.7 mL QID',
      'Paracetamol 240 mg/5 mL: 320 mg = 6.7 mL QID',
      'unchanged',
      '',
    ],
    [
      'Paracetamol 240 mg/5 mL 6.7 mL QID',
      'Paracetamol 240 mg/5 mL: 480 mg = 10 mL QID',
      'changed',
      'increased',
    ],
    [
      'Paracetamol 120mg/5mL 5 mL QID',
      'Paracetamol 120 mg/5 mL 120 mg (5 mL) QID',
      'unchanged',
      '',
    ],
    [
      'Methadone 5 mg/mL 17 mL mane',
      'Methadone 5 mg/mL oral liquid 85 mg (17 mL) mane',
      'unchanged',
      '',
    ],
  ])('%s -> %s is %s', (a, d, change, word) => {
    const r = run(a, d).medications[0]!;
    expect(r.changeType).toBe(change);
    if (word) expect(r.comment.toLowerCase()).toContain(word);
  });
});
