/**
 * A discharge list pasted as a board, one column per status read downwards: a line holds several medicines
 * of different statuses, so whatever the engine makes of them, each one is named in a warning.
 */
import { expect, it } from 'vitest';
import { reconcileChecked } from '../../../../tests/helpers/reconcile-checked';

// parse/status-board.ts now reads a board whose header is all statuses, cell by cell (branch `structs`).
it('reads a status board cell by cell, each with its column status', () => {
  const r = reconcileChecked(
    'Ramipril 5 mg mane\nSimvastatin 40 mg nocte\nGliclazide MR 60 mg mane',
    [
      'CONTINUE\tCHANGED\tCEASED\tNEW',
      'Ramipril 5 mg mane\tGliclazide MR 30 mg mane (hypos)\tSimvastatin 40 mg - myalgia\tRivaroxaban 20 mg with dinner',
      '\t\t\tBisoprolol 2.5 mg mane',
    ].join('\n'),
  );
  const type = (n: string) =>
    r.medications.find((m) => m.name.toLowerCase().startsWith(n))?.changeType;
  expect(type('ramipril')).toBe('unchanged');
  expect(type('gliclazide')).toBe('changed');
  expect(type('rivaroxaban')).toBe('new');
  expect(type('bisoprolol')).toBe('new');
  expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Simvastatin']);
});

it('leaves a table whose header names columns, not statuses, alone', () => {
  const r = reconcileChecked('Ramipril 5 mg mane', 'Medicine\tDose\tWhen\nRamipril\t5 mg\tmane');
  expect((r.warnings ?? []).join(' ')).not.toMatch(/column per status/);
});
