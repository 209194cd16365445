/**
 * A medicine listed under each time heading of a routine, with one of its lines saying the whole day
 * ('(new, three times a day)'), is one order at those times; without headings, two such lines stay two
 * orders and the duplicate is flagged.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const filled = (s: Record<string, string>) => ['0800', '1200', '1800', '2200'].filter((k) => s[k]);

describe('one medicine under several time headings', () => {
  it.each([
    [
      [
        'Wake-up (7 am):',
        '  Amoxicillin 500 mg - 1 capsule',
        'Midday meal (12:30 pm):',
        '  Amoxicillin 500 mg - 1 capsule',
        'Evening round (6 pm):',
        '  Amoxicillin 500 mg - 1 capsule (new, three times a day for 5 days)',
      ],
      ['0800', '1200', '1800'],
    ],
    [
      [
        'Morning (8am):',
        '  Doxycycline 100 mg - 1 tablet',
        'Night (9 pm):',
        '  Doxycycline 100 mg - 1 tablet - twice a day, started today',
      ],
      ['0800', '2200'],
    ],
  ])('is one row: %j', (lines, want) => {
    const r = reconcileChecked('Paracetamol 1 g qid', lines.join('\n'));
    const rows = r.medications.filter((m) => !/paracetamol/i.test(m.name));
    expect(rows).toHaveLength(1);
    expect(filled(rows[0]!.schedule)).toEqual(want);
  });

  it('keeps two lines that are not under time headings as two, flagged', () => {
    const r = reconcileChecked(
      'Paracetamol 1 g qid',
      'Amoxicillin 500 mg - 1 capsule mane\nAmoxicillin 500 mg - 1 capsule three times a day',
    );
    expect(r.medications.filter((m) => /amoxicillin/i.test(m.name))).toHaveLength(2);
    expect(r.warnings?.join(' ')).toMatch(/more than once/);
  });
});
