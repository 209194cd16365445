import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a comma typed with no space after it', () => {
  it('ends its clause: the extra when-required dose is read apart from the regular one', () => {
    const spaced = reconcileChecked(
      'Symbicort 200/6 1 puff bd, plus 1 extra puff when needed (max 8 a day)',
      'Symbicort 200/6 1 puff bd, plus 1 extra puff when needed (max 8 a day)',
    );
    const tight = reconcileChecked(
      'Symbicort 200/6 1 puff bd, plus 1 extra puff when needed (max 8 a day)',
      'Symbicort 200/6 1 puff bd,plus 1 extra puff when needed (max 8 a day)',
    );
    expect(tight.medications.map((m) => [m.changeType, m.schedule])).toEqual(
      spaced.medications.map((m) => [m.changeType, m.schedule]),
    );
  });

  it('leaves a thousands comma as it is', () => {
    const r = reconcileChecked('Dalteparin 5,000 units daily', 'Dalteparin 5000 units daily');
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
