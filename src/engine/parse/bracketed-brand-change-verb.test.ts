import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

// 'Name (Brand) increase to 30 mg BD': an imperative change after a name that carries its brand in brackets is
// the order's new dose, as it is after a dash ('Name - increase to ...').
describe('a change verb straight after a bracketed brand', () => {
  it.each([
    [
      'Tapentadol SR (Palexia SR) increase to 100 mg BD',
      'Tapentadol SR 50 mg BD',
      '100 mg',
      'increased',
    ],
    [
      'Quetiapine (Seroquel) reduce to 25 mg nocte (drowsy)',
      'Quetiapine 50 mg nocte',
      '25 mg',
      'reduced',
    ],
  ])('%s', (line, admission, dose, word) => {
    const r = reconcileChecked(admission, line);
    const row = r.medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(Object.values(row.schedule)).toContain(dose);
    expect(row.comment.toLowerCase()).toContain(word);
  });

  it('someone else doing it later is no order of a medicine', () => {
    const r = reconcileChecked(
      'Sertraline 50 mg daily',
      'Sertraline 50 mg daily\nGP to increase to 100 mg',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
