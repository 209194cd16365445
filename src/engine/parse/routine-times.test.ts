/**
 * Times a list names by its own routine: a schedule's headings in its own words with the clock in brackets
 * ('Quiet time (2 pm):'), and doses tied to an event at a clock time ('before the 2 pm round').
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const slotsOf = (r: ReturnType<typeof reconcileChecked>, name: RegExp) => {
  const m = r.medications.find((x) => name.test(x.name));
  return m && Object.keys(m.schedule).filter((k) => m.schedule[k as keyof typeof m.schedule]);
};

describe("a routine's own time headings", () => {
  it('gives each heading its bracketed clock, and ends the heading above', () => {
    const r = reconcileChecked(
      'Quetiapine 25 mg at night\nMetoprolol 25 mg twice daily',
      [
        'Wake-up round (6:30 am):',
        '  Metoprolol 25 mg - 1 tablet',
        'Rest hour (1 pm):',
        '  Vitamin C 500 mg - 1 tablet',
        'Evening activities (6 pm):',
        '  Metoprolol 25 mg - 1 tablet',
        'Doors locked (9:30 pm):',
        '  Quetiapine 25 mg - 1 tablet',
      ].join('\n'),
    );
    expect(slotsOf(r, /quetiapine/i)?.sort()).toEqual(['2200']);
    expect(slotsOf(r, /metoprolol/i)?.sort()).toEqual(['0800', '1800']);
    expect(slotsOf(r, /vitamin c|ascorbic/i)).toEqual(['1200']);
    expect((r.warnings ?? []).join(' ')).not.toMatch(/Could not read line [1357]:/);
  });

  it('a medicine named with a bracketed time is an order, not a heading', () => {
    const r = reconcileChecked('', 'Amoxicillin 500 mg (2 pm):\n  Paracetamol 1 g at night');
    expect(r.medications.some((m) => /amoxicillin/i.test(m.name))).toBe(true);
  });
});

describe('doses tied to an event at a clock time', () => {
  it('reads every event time after the first, not only the first', () => {
    const r = reconcileChecked(
      '',
      'Amoxicillin 250 mg - 1 capsule before the 7 am round, before the 2 pm round and before the 9 pm round - new (chest infection)',
    );
    expect(slotsOf(r, /amoxicillin/i)?.sort()).toEqual(['0800', '1200', '2200'].sort());
  });
});
