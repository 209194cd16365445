/**
 * A checklist that gives each order a box per decision (continue / change / stop): only the ticked box
 * counts, whatever the box looks like; a row with no box or several boxes ticked says so on the row.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { optionBoxRows } from './option-boxes';

const ADMISSION = 'Amlodipine 5 mg mane\nRosuvastatin 10 mg nocte\nMetformin 500 mg bd';

describe('reading the ticked box of a checklist row', () => {
  it.each([
    ['[x]', '[ ]'],
    ['[X]', '[ ]'],
    ['☒', '☐'],
    ['(x)', '( )'],
    ['✓', '☐'],
  ])(
    '%s ticked, %s empty: a ticked stop stops with its reason, an empty stop is no stop',
    (on, off) => {
      const r = reconcileChecked(
        ADMISSION,
        [
          `Amlodipine 5 mg mane\t${off} continue  ${off} change  ${on} stop - ankle swelling`,
          `Rosuvastatin 10 mg nocte\t${on} continue  ${off} change  ${off} stop`,
          `Metformin 1000 mg bd\t${off} continue  ${on} change  ${off} stop`,
        ].join('\n'),
      );
      expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Amlodipine']);
      expect(r.ceasedMedications[0]!.reason).toMatch(/ankle swelling/);
      const byName = Object.fromEntries(r.medications.map((m) => [m.name, m]));
      expect(byName.Rosuvastatin!.changeType).toBe('unchanged');
      expect(byName.Metformin!.changeType).toBe('changed');
      expect(r.medications.every((m) => !(m.warnings ?? []).some((w) => /box/i.test(w)))).toBe(
        true,
      );
    },
  );

  it('reads boxes written before the order', () => {
    const r = reconcileChecked(ADMISSION, '☐ continue ☒ cease  Rosuvastatin 10 mg nocte');
    expect(r.ceasedMedications.map((c) => c.name)).toContain('Rosuvastatin');
    expect(r.medications.map((m) => m.name)).not.toContain('Rosuvastatin');
  });

  it('a ticked hold is withheld', () => {
    const r = reconcileChecked(
      ADMISSION,
      'Metformin 500 mg bd  [ ] continue [x] withhold - contrast scan tomorrow [ ] stop',
    );
    const metformin = r.ceasedMedications.find((c) => c.name === 'Metformin');
    expect(metformin?.reason).toMatch(/^Withheld: .*contrast scan/);
  });
});

describe('radio buttons and cells after the boxes', () => {
  it('a selected radio button is the ticked box; a cell after the boxes stays with the order', () => {
    const r = reconcileChecked(
      ADMISSION,
      [
        'Amlodipine 5 mg mane\t( ) Keep\t(•) Stop\tWhy: low blood pressure on standing',
        'Rosuvastatin 10 mg nocte\t(•) Keep\t( ) Stop',
        'Metformin 500 mg bd\t( ) Keep\t( ) Stop\tNote: check renal function',
      ].join('\n'),
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Amlodipine']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/low blood pressure on standing/);
    const metformin = r.medications.find((m) => m.name === 'Metformin')!;
    expect(metformin.warnings?.join(' ')).toMatch(/no box ticked \(keep \/ stop\)/i);
    expect(metformin.comment).toMatch(/renal function/);
  });
});

describe('a checklist row that does not say what happens', () => {
  it('no box ticked: the order is read and the row says no box was ticked', () => {
    const r = reconcileChecked(
      ADMISSION,
      'Amlodipine 5 mg mane\t[ ] continue  [ ] change  [ ] stop',
    );
    const row = r.medications.find((m) => m.name === 'Amlodipine')!;
    expect(row.changeType).toBe('unchanged');
    expect(row.warnings?.join(' ')).toMatch(/no box ticked/i);
    expect(r.ceasedMedications.map((c) => c.name)).not.toContain('Amlodipine');
  });

  it('two boxes ticked: no decision is guessed and the row names both', () => {
    const r = reconcileChecked(ADMISSION, 'Rosuvastatin 10 mg nocte\t☒ continue ☐ change ☒ stop');
    const row = r.medications.find((m) => m.name === 'Rosuvastatin')!;
    expect(row.warnings?.join(' ')).toMatch(/more than one box ticked \(continue, stop\)/i);
  });

  it('words written after an empty box are named, not dropped', () => {
    const out = optionBoxRows(['Metformin 500 mg bd [x] continue [ ] stop - was on hold for scan']);
    expect(out.lines[0]).toBe('Metformin 500 mg bd - continue');
    expect(out.doubts.get(0)).toMatch(/not read \("stop was on hold for scan"\)/);
  });

  it('a single box is no checklist row, and other lines are left alone', () => {
    const lines = ['☐ Eplerenone 25 mg daily', 'Aspirin 100 mg (x) daily', 'Stop: aspirin'];
    expect(optionBoxRows(lines).lines).toBe(lines);
  });
});
