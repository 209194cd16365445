import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { withoutOtherScript } from './other-script';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('another script beside the English', () => {
  it.each([
    ['Japanese before the name', 'アムロジピン Amlodipine 5mg daily', 'Amlodipine 5mg daily'],
    ['Cyrillic before the name', 'Лизиноприл Lisinopril 10 mg mane', 'Lisinopril 10 mg mane'],
    ['Korean after the name', 'Sotalol 80 mg 소타롤 twice daily', 'Sotalol 80 mg twice daily'],
    [
      'a field of Chinese directions between dashes',
      '辛伐他汀 Simvastatin 20mg - 每晚一片，睡前 - ONE at night',
      'Simvastatin 20mg - ONE at night',
    ],
    ['a Latin letter glued to the run', '维生素B Thiamine 100mg daily', 'Thiamine 100mg daily'],
  ])('drops %s', (_what, line, read) => {
    expect(withoutOtherScript(line)).toBe(read);
  });

  it.each([
    ['no other script', 'Salbutamol 100 µg 2 puffs PRN'],
    ['no Latin word to read', '每天早上一片'],
  ])('leaves a line with %s as written', (_what, line) => {
    expect(withoutOtherScript(line)).toBe(line);
  });

  it('pairs the bilingual admission labels with the English discharge list', () => {
    const r = reconcile({
      admissionOrders:
        'アムロジピン Amlodipine 5mg — 1日1回 — ONE tablet DAILY\nЛизиноприл Lisinopril 10mg mane',
      dischargeOrders: 'Amlodipine 5 mg daily\nLisinopril 20 mg mane',
    });
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Amlodipine', 'unchanged'],
      ['Lisinopril', 'changed'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('a bilingual row of a bar table', () => {
  it('keeps its bars and empty cells, so an answer column is still read', () => {
    const r = reconcileChecked(
      'Метформин Metformin 500 mg BD\nЛозартан Losartan 50 mg mane',
      [
        '| Home medicine | Keep? Y/N | Note |',
        '|---|---|---|',
        '| Метформин Metformin 500 mg BD | Y | |',
        '| Лозартан Losartan 50 mg mane | N | |',
      ].join('\n'),
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Metformin']);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Losartan']);
  });
});
