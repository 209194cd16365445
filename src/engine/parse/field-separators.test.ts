/**
 * Fields separated by doubled colons, doubled pipes, broken or double bars are table cells: the
 * action or status first, then the medicine, dose, frequency and comment, read by column.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { separatedCells } from './field-separators';

const run = (admission: string, discharge: string) =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge });

describe('field marks other than tabs split a line into cells', () => {
  it.each([
    ['Cease :: Aspirin 100 mg :: :: ::', 'Cease\tAspirin 100 mg\t\t'],
    ['Same || Metformin 500 mg || 1 tab || bd', 'Same\tMetformin 500 mg\t1 tab\tbd'],
    ['Drug ¦ Dose ¦ When', 'Drug\tDose\tWhen'],
    ['║ Sertraline 50 mg ║ mane ║', 'Sertraline 50 mg\tmane'],
  ])('%s', (line, cells) => expect(separatedCells(line)).toBe(cells));

  it('leaves a single mark alone', () => {
    expect(separatedCells('Note :: see over')).toBe('Note :: see over');
  });
});

describe('an export with the action first and marks between fields', () => {
  const discharge = [
    'STATUS || DRUG || DOSE || WHEN || NOTES',
    'Unchanged || Metoprolol 50 mg tablet || 1 tablet || twice a day ||',
    'Same || Sertraline (Zoloft) 50 mg tablet || 50 mg || mane || mood',
    'New || Cefalexin 500 mg capsule || 1 capsule || four times a day || 5 days - cellulitis',
    'Stop || Naproxen 500 mg tablet || || || gastric upset',
  ].join('\n');
  const res = run('Metoprolol 50 mg BD\nSertraline 50 mg mane\nNaproxen 500 mg BD', discharge);
  const byName = (n: string) => res.medications.find((m) => m.name.startsWith(n));

  it('keeps the continued medicines as rows, unchanged', () => {
    expect(byName('Metoprolol')?.changeType).toBe('unchanged');
    expect(byName('Sertraline')?.changeType).toBe('unchanged');
  });

  it('reads the new medicine with its dose and times', () => {
    const row = byName('Cefalexin')!;
    expect(row.changeType).toBe('new');
    expect(Object.values(row.schedule).filter(Boolean)).toHaveLength(4);
  });

  it('ceases the stopped one with its reason', () => {
    expect(res.ceasedMedications.map((c) => c.name)).toEqual(['Naproxen']);
    expect(res.ceasedMedications[0]!.reason).toMatch(/gastric upset/);
  });
});

describe('the same marks without a header row separate the fields of one order', () => {
  it('continues, starts and stops medicines written action first', () => {
    const res = run(
      'Metoprolol 50 mg BD\nNaproxen 500 mg BD',
      [
        'Continue :: Metoprolol 50 mg tablet :: 1 tablet :: twice daily ::',
        'Start :: Cefalexin 500 mg capsule :: 1 capsule :: four times daily :: cellulitis',
        'Cease :: Naproxen 500 mg tablet :: :: :: reflux',
      ].join('\n'),
    );
    expect(res.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Metoprolol', 'unchanged'],
      ['Cefalexin', 'new'],
    ]);
    expect(res.ceasedMedications[0]!.reason).toMatch(/reflux/);
    expect(res.warnings ?? []).toEqual([]);
  });
});
