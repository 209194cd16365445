/**
 * A regular dose and a when-required extra dose of one medicine on one line are two rows, however the
 * second is joined on: 'and', a comma or a semicolon, with or without 'extra' / 'additional'. Without
 * a when-required word the extra dose is not made a row of its own.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rowsOf = (line: string) =>
  reconcileChecked('', line).medications.map((m) => ({ prn: m.isPRN, form: m.form }));

describe('a regular dose and an extra when-required dose on one line', () => {
  it.each([
    'Furosemide 40 mg in the morning; extra 40 mg when required for weight gain over 2 kg',
    'Frusemide 40mg mane, plus an additional 40mg PRN if SOB',
    'Furosemide 40 mg daily and a further 40 mg as needed for swelling',
  ])('%s', (line) => {
    const rows = rowsOf(line);
    expect(rows.map((r) => r.prn)).toEqual([false, true]);
  });

  it('Symbicort: a regular puff count and a when-required one after a comma', () => {
    const rows = rowsOf('Symbicort 200/6 2 puffs twice daily, 1 puff prn for wheeze');
    expect(rows.map((r) => r.prn)).toEqual([false, true]);
  });

  it('one order when the second part has no when-required word', () => {
    expect(rowsOf('Furosemide 40 mg mane, extra 20 mg if ankles swell')).toHaveLength(1);
  });
});
