/**
 * Decoration a list can carry that says nothing of its orders (found by tests/layout-variants): markdown
 * emphasis, list marks of any glyph, a list mark before a table row. The orders read as they do bare.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { withoutEmphasis } from './markup';

const rows = (admission: string, discharge: string) =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge });

describe('markdown emphasis', () => {
  it.each([
    ['**Sotalol** 80 mg twice a day', 'Sotalol 80 mg twice a day'],
    ['__Held:__ Irbesartan', 'Held: Irbesartan'],
    ['*Lercanidipine* 10 mg morning', 'Lercanidipine 10 mg morning'],
    ['_Ezetimibe_ 10 mg', 'Ezetimibe 10 mg'],
  ])('%j loses its marks', (line, bare) => expect(withoutEmphasis(line)).toBe(bare));

  it.each([['Aspirin* 100 mg daily'], ['see file_name_here'], ['2 * 5 mg']])(
    '%j is no pair of marks and stays',
    (line) => expect(withoutEmphasis(line)).toBe(line),
  );

  it('a bold name pairs with the plain one and no number is invented', () => {
    const res = rows(
      'Sotalol 80mg BD\nIrbesartan eight milligrams daily',
      '**Sotalol** 80 mg BD\n_Irbesartan eight_ milligrams daily',
    );
    expect(res.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Sotalol', 'unchanged'],
      ['Irbesartan', 'unchanged'],
    ]);
  });
});

describe('list marks of any glyph', () => {
  it.each(['➤', '»', '▶', '◆', '✦', '☛'])('%s before each item is a list mark', (mark) => {
    const res = rows(
      `${mark} Diltiazem CD 180 mg mane\n${mark} Rosuvastatin 10 mg nocte`,
      `${mark} Diltiazem CD 240 mg mane\n${mark} Rosuvastatin 10 mg nocte`,
    );
    expect(res.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Diltiazem', 'changed'],
      ['Rosuvastatin', 'unchanged'],
    ]);
    expect(res.ceasedMedications).toEqual([]);
  });

  it('an arrow stays: a note under the order above is not an order of its own', () => {
    const res = rows(
      'Tiotropium 2.5 mcg 2 puffs mane',
      'Tiotropium 2.5 mcg 2 puffs mane\n  → rinse mouth after each use',
    );
    expect(res.medications).toHaveLength(1);
  });

  it('a list mark before a table header row still makes it the header', () => {
    const res = rows(
      'Gliclazide MR 60 mg mane',
      '» Medicine\tDose\tFrequency\n» Gliclazide MR\t30 mg\tmane',
    );
    expect(res.medications.map((m) => [m.name, m.changeType])).toEqual([['Gliclazide', 'changed']]);
  });
});
