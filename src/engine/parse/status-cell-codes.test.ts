/**
 * A table's Status cell may open with the list's own short code and a colon before saying the status in words
 * ('H: held until Monday', 'Chg: dose up'). The words are the status: read as a dose cell, a hold was a silent
 * unchanged row.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const table = (row: string) => `Medicine\tDose\tWhen\tStatus\n${row}`;

describe('a short code before the status words in a Status cell', () => {
  it.each([
    ['Ramipril 5 mg\t1 cap\tmorning\tW/H: withheld until renal function improves'],
    ['Ramipril 5 mg\t1 cap\tmorning\tH: on hold, BP 88/50'],
    ['Ramipril 5 mg\t1 cap\tmorning\tX: ceased - AKI'],
  ])('a hold or stop after a code is a hold or stop: %s', (row) => {
    const r = reconcileChecked('Ramipril 5 mg mane', table(row));
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Ramipril']);
  });

  it('a change after a code is a change', () => {
    const r = reconcileChecked(
      'Ramipril 5 mg mane',
      table('Ramipril 10 mg\t1 cap\tmorning\tChg: increased, BP high'),
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['changed']);
  });

  it('a code with no status words after it is not a status', () => {
    const r = reconcileChecked(
      'Ramipril 5 mg mane',
      table('Ramipril 5 mg\t1 cap\tmorning\tRx: from GP'),
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
