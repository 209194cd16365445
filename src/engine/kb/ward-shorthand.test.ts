import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("a ward's short name for one medicine", () => {
  it('reads "doxy" before a dose as doxycycline, warned', () => {
    const r = reconcileChecked(
      'Perindopril 5 mg mane',
      'Perindopril 5 mg mane\ndoxy 100 mg BD x 5/7',
    );
    const row = r.medications.find((m) => m.name === 'Doxycycline')!;
    expect(row.changeType).toBe('new');
    expect(row.warnings?.join(' ')).toMatch(/shortened name/);
  });

  it('pairs "amox" with the amoxicillin of the other list', () => {
    const row = reconcileChecked('amox 500mg tds', 'Amoxicillin 500 mg TDS').medications[0]!;
    expect([row.name, row.changeType]).toEqual(['Amoxicillin', 'unchanged']);
  });

  it('does not read the short name alone, with no dose, as a medicine', () => {
    const r = reconcileChecked('Perindopril 5 mg mane', 'Perindopril 5 mg mane\nvanc');
    expect(r.medications.map((m) => m.name)).toEqual(['Perindopril']);
  });
});

describe('a COPD flare-up written as its acronym', () => {
  it('is never a ceased medicine "Aecopd"', () => {
    const r = reconcileChecked(
      'Tiotropium 18 mcg inhaled daily',
      'AECOPD - d/c\nTiotropium 18 mcg inhaled daily',
    );
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('"w/h", ward shorthand for withheld', () => {
  it('holds the medicine, after a dash or after its dose', () => {
    const r = reconcileChecked(
      'Ramipril 5 mg mane\nMetformin 1 g BD',
      'ramipril 5 mg w/h (AKI)\nmetformin - w/h until eGFR rechecked',
    );
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications.map((c) => c.reason)).toEqual([
      'Withheld: acute kidney injury (AKI)',
      'Withheld: until eGFR rechecked',
    ]);
  });
});
