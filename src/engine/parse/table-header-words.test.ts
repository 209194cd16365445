/**
 * A table's header may say where the medicine is had ('Medicine in Australia', 'Medication at home') and
 * head its directions 'How to take' / 'How to use': the header is still read, so each row's cells are read
 * by column (a dash cell is an empty cell, not a clause break that turned the dose into a note).
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { readTableHeader } from './table';

describe('table header words', () => {
  it.each([
    ['Medicine in Australia', 'Local brand', 'How to take', 'Change'],
    ['Medication at home', 'How to use', 'Status'],
    ['Drugs in the UK', 'How to give', 'Comments'],
  ])('reads %s | %s | ... as a header', (...cells) => {
    const cols = readTableHeader(cells);
    expect(cols?.[0]).toBe('name');
    expect(cols).toContain('frequency');
  });

  it('leaves a row of words that is no header alone', () => {
    expect(readTableHeader(['Medicine in Australia was cheaper', 'see GP'])).toBeNull();
  });

  it('reads each column of a pipe table under such a header', () => {
    const r = reconcileChecked(
      'Amoxicillin 500 mg capsule - 1 three times a day\nRamipril 5 mg - 1 in the morning',
      [
        'Medicine at home | Brand overseas | How to use | Change',
        'Methylprednisolone 4 mg tablet | - | 3 tablets (12 mg) every morning for 4 more days, then stop | NEW (asthma)',
        'Amoxicillin 500 mg capsule | Amoxil | 1 three times a day | no change',
        'Ramipril 5 mg | - | - | STOPPED: low blood pressure',
      ].join('\n'),
    );
    const pred = r.medications.find((m) => /methylpred/i.test(m.name))!;
    expect(pred.schedule['0800']).toMatch(/3 tablets|12 mg/);
    expect(pred.changeType).toBe('new');
    expect(r.medications.find((m) => /amoxicillin/i.test(m.name))!.changeType).toBe('unchanged');
    const ram = r.ceasedMedications.find((m) => /ramipril/i.test(m.name))!;
    expect(ram.reason).toMatch(/low blood pressure/i);
    expect(r.medications.some((m) => /ramipril/i.test(m.name))).toBe(false);
  });
});
