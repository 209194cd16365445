import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { withoutLineGutter } from './line-gutter';

const lines = (s: string) => s.split('\n');

describe('a line-number gutter copied with the list', () => {
  it.each([
    ['01 | ', (n: number) => `${String(n).padStart(2, '0')} | `],
    ['L1 ', (n: number) => `L${n} `],
    ['1: ', (n: number) => `${n}: `],
  ])('%j is dropped when its numbers run with the lines', (_shape, mark) => {
    const list = [
      'Regular:',
      'Lisinopril 10 mg mane',
      '',
      'When required:',
      'Loratadine 10 mg PRN',
    ];
    const guttered = list.map((l, i) => `${mark(i + 1)}${l}`);
    expect(withoutLineGutter(guttered)).toEqual(list);
  });

  it.each([
    [
      'a numbered list that skips its headings',
      '1. Lisinopril 10 mg\nNew:\n2. Loratadine 10 mg\n3. Sotalol 80 mg',
    ],
    [
      'counts of tablets',
      '1 Panadol 500 mg tablet\n2 Panadol 500 mg tablets\n3 Panadol 500 mg tablets',
    ],
    ['clock times', '08:00 Lisinopril 10 mg\n09:00 Sotalol 80 mg\n10:00 Loratadine 10 mg'],
  ])('leaves %s as written', (_what, text) => {
    expect(withoutLineGutter(lines(text))).toEqual(lines(text));
  });

  it('a guttered list pairs like the bare one, headings and all', () => {
    const gutter = (s: string) =>
      s
        .split('\n')
        .map((l, i) => `${String(i + 1).padStart(2, '0')} | ${l}`)
        .join('\n');
    const res = reconcile({
      admissionOrders: gutter('Lisinopril 10 mg mane\nNaproxen 250 mg BD'),
      dischargeOrders: gutter('Lisinopril 10 mg mane\nCeased:\nNaproxen 250 mg BD (gastritis)'),
    });
    expect(res.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Lisinopril', 'unchanged'],
    ]);
    expect(res.ceasedMedications.map((c) => c.name)).toEqual(['Naproxen']);
  });
});
