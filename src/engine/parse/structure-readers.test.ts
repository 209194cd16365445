/**
 * Readers of whole information structures (branch `structs`): a board with a column per status
 * (status-board.ts), an answer column beside the admission list (continue-answer.ts), and field blocks whose
 * name comes last (field-block-order.ts). Wordings are our own, not a case's.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION =
  'Candesartan 8 mg mane\nSimvastatin 20 mg nocte\nCelecoxib 200 mg daily\nSertraline 50 mg mane';
const row = (r: ReturnType<typeof reconcileChecked>, name: string) =>
  r.medications.find((m) => m.name.toLowerCase().startsWith(name));

describe('status board: a column per status', () => {
  it('reads each cell as its own order with its column status', () => {
    const r = reconcileChecked(
      ADMISSION,
      'Keep\tAdjusted\tStarted\tCeased\nCandesartan 8 mg mane\tSimvastatin 40 mg nocte\tDapagliflozin 10 mg mane\tCelecoxib 200 mg daily (renal function)\nSertraline 50 mg mane\t\t\t',
    );
    expect(row(r, 'candesartan')?.changeType).toBe('unchanged');
    expect(row(r, 'simvastatin')?.changeType).toBe('changed');
    expect(row(r, 'dapagliflozin')?.changeType).toBe('new');
    expect(row(r, 'sertraline')?.changeType).toBe('unchanged');
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Celecoxib']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/renal/i);
  });
  it('leaves a table whose header is not all statuses to the table reader', () => {
    const r = reconcileChecked(
      ADMISSION,
      '| Medicine | Status |\n|---|---|\n| Candesartan 8 mg mane | Continue |\n| Simvastatin 20 mg nocte | Continue |\n| Celecoxib 200 mg daily | Stopped |\n| Sertraline 50 mg mane | Continue |',
    );
    expect(r.medications).toHaveLength(3);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Celecoxib']);
  });
});

describe('an answer column beside the admission list', () => {
  it('reads N as a stop, Y as going on, and a comment giving the new order as the order', () => {
    const r = reconcileChecked(
      ADMISSION,
      'Home medicine\tKeep? Y/N\tNotes\nCandesartan 8 mg mane\tY\t\nSimvastatin 20 mg nocte\tyes\tnow: Simvastatin 40 mg nocte\nCelecoxib 200 mg daily\tN\tGI upset\nSertraline 50 mg mane\tY\t',
    );
    expect(row(r, 'candesartan')?.changeType).toBe('unchanged');
    expect(row(r, 'simvastatin')?.changeType).toBe('changed');
    expect(row(r, 'sertraline')?.changeType).toBe('unchanged');
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Celecoxib']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/GI upset/i);
  });
  it('does not take a row whose status cell says Continued for an answer header', () => {
    const r = reconcileChecked(
      'Candesartan 8 mg mane\nSimvastatin 20 mg nocte',
      'Medicine\tStatus\tDirections\nCandesartan 8 mg\tContinued\tmane\nSimvastatin 20 mg\tContinued\tnocte',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('field blocks with the name last', () => {
  it('reads each block as one order, whatever the order of its fields', () => {
    const r = reconcileChecked(
      'Candesartan 8 mg mane\nSimvastatin 20 mg nocte',
      'Why: blood pressure\nWhen: mane\nDose: 8 mg\nDrug: Candesartan\n\nWhen: nocte\nStrength: 40 mg\nMedication name: Simvastatin',
    );
    expect(row(r, 'candesartan')?.changeType).toBe('unchanged');
    expect(row(r, 'simvastatin')?.changeType).toBe('changed');
    expect(row(r, 'simvastatin')?.schedule['2200']).toMatch(/40 mg/);
    expect(r.medications).toHaveLength(2);
  });
});
