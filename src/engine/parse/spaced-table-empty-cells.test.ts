/**
 * A fixed-width print whose rows leave a cell empty ('ZOCOR TABLET 20mg   1   Nocte   (no instructions)   3') or
 * run the product past the next column's start: each is a row of its own, never a wrap of the row above.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const PRINT = [
  'Current Medications:',
  '  Product                      Dose  Freq           Instructions      Rpt',
  '  ZOCOR TABLET 20mg            1     Nocte                            3',
  '  COVERSYL TABLET 5mg          1     Daily          With water        3',
  '  SOMAC TABLET ENTERIC COATED 40mg  1  Daily                          0',
].join('\n');

describe('a fixed-width print with empty cells', () => {
  it('reads each row as its own order', () => {
    const r = reconcileChecked(
      PRINT,
      'Simvastatin 20 mg nocte\nPerindopril 5 mg daily\nPantoprazole 40 mg daily',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });
});
