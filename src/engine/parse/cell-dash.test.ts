/**
 * A table's later cell that opens with a dash ('- CEASED (delirium)', '- withheld'): the dash sets the
 * clause apart as it does on a line, so a stop after a bracket name is still the order's status.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a dash opening a table cell', () => {
  it.each([
    ['tabs', (cells: string[]) => cells.join('\t')],
    ['pipes', (cells: string[]) => `| ${cells.join(' | ')} |`],
  ])('keeps a stop after a bracket name (%s)', (_what, row) => {
    const discharge = [
      row(['Drug', 'Strength', 'Instructions']),
      row(['Oxycodone CR (OxyContin)', '10 mg', '- STOPPED (constipation, pain settled)']),
      row(['Sertraline (Zoloft)', '50 mg', '- continue mane']),
    ].join('\n');
    const r = reconcileChecked('OxyContin 10 mg bd\nZoloft 50 mg mane', discharge);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Oxycodone (OxyContin)']);
    expect(r.medications.map((m) => `${m.name}: ${m.changeType}`)).toEqual([
      'Sertraline (Zoloft): unchanged',
    ]);
  });
});
