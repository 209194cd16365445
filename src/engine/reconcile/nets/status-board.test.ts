/**
 * A discharge list pasted as a board, one column per status read downwards: a line holds several medicines
 * of different statuses, so whatever the engine makes of them, each one is named in a warning.
 */
import { expect, it } from 'vitest';
import { reconcileChecked } from '../../../../tests/helpers/reconcile-checked';

// A board whose every cell opens with a medicine is read by column (parse/status-board.ts); one with a loose
// cell ('see GP letter') is left to the net.
it('names every medicine of a status board read by line', () => {
  const r = reconcileChecked(
    'Ramipril 5 mg mane\nSimvastatin 40 mg nocte\nGliclazide MR 60 mg mane',
    [
      'CONTINUE\tCHANGED\tCEASED\tNEW',
      'Ramipril 5 mg mane\tGliclazide MR 30 mg mane (hypos)\tSimvastatin 40 mg - myalgia\tRivaroxaban 20 mg with dinner',
      '\t\t\tBisoprolol 2.5 mg mane',
      '\tsee GP letter\t\t',
    ].join('\n'),
  );
  const said = (r.warnings ?? []).join(' ').toLowerCase();
  for (const name of ['ramipril', 'gliclazide', 'simvastatin', 'rivaroxaban', 'bisoprolol'])
    expect(said).toContain(name);
  for (const x of [...r.medications, ...r.ceasedMedications])
    expect((x.warnings ?? []).join(' ')).toMatch(/column per status/);
});

it('leaves a table whose header names columns, not statuses, alone', () => {
  const r = reconcileChecked('Ramipril 5 mg mane', 'Medicine\tDose\tWhen\nRamipril\t5 mg\tmane');
  expect((r.warnings ?? []).join(' ')).not.toMatch(/column per status/);
});
