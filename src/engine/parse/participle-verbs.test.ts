/** A plan's bullets written with present participles ('Increasing ...', 'Commencing ...', 'Ceasing ...'). */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';

describe('present-participle verbs before the medicine', () => {
  const adm = 'Ramipril 2.5 mg daily\nNaproxen 250 mg bd\nMetformin 500 mg bd';
  const dis = [
    'Plan:',
    '- Keeping metformin 500 mg twice daily',
    '- Increasing ramipril to 5 mg daily - BP 165/90',
    '- Commencing bisoprolol 2.5 mg mane',
    '- Ceasing naproxen - gastritis',
  ].join('\n');

  it('each bullet is its own order with its status', () => {
    const r = run(adm, dis);
    const rows = Object.fromEntries(r.medications.map((m) => [m.name, m.changeType]));
    expect(rows).toEqual({ Metformin: 'unchanged', Ramipril: 'changed', Bisoprolol: 'new' });
    expect(r.ceasedMedications.map((c) => [c.name, c.reason])).toEqual([
      ['Naproxen', expect.stringMatching(/gastritis/)],
    ]);
  });

  it.each([
    'Withholding apixaban - procedure Friday',
    'Holding apixaban until after the procedure',
  ])('%j is a hold', (line) => {
    const r = run('Apixaban 5 mg bd', line);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason).toMatch(/^Withheld/);
  });
});
