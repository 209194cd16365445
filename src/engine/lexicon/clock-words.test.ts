/**
 * Clock hours written in words with the part of the day ('at seven in the morning') are clock times; a
 * count before a time ('two in the morning') stays a count. A chest item number of three figures is numbering.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { normaliseLine } from './normalise';

const filled = (s: Record<string, string>) => ['0800', '1200', '1800', '2200'].filter((k) => s[k]);

describe('clock hours in words', () => {
  it.each([
    ['Take 1 tablet at seven in the morning and at nine at night.', ['0800', '2200']],
    [
      'Take 1 tablet at 7 in the morning, at 1 in the afternoon and at 5 in the evening',
      ['0800', '1200', '1800'],
    ],
    ["Take one capsule at eleven o'clock at night", ['2200']],
  ])('%s', (directions, want) => {
    const r = reconcileChecked('Ramipril 5 mg mane', `Sotalol 80 mg tablets\n${directions}`);
    const row = r.medications.find((m) => /sotalol/i.test(m.name))!;
    expect(filled(row.schedule)).toEqual(want);
  });

  it.each(['Take two in the morning', 'at two at night', 'at twelve in the morning'])(
    'leaves %s as written',
    (t) => {
      expect(normaliseLine(t)).toBe(t);
    },
  );

  it('reads a three-figure item number as numbering', () => {
    const r = reconcileChecked(
      'Item 204  Cefalexin 500 mg capsules - 1 capsule four times a day',
      'Cefalexin 500 mg - 1 capsule qid',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
