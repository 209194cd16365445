import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const row = (admission: string, discharge: string) =>
  reconcileChecked(admission, discharge).medications[0]!;

describe('a household spoon of a liquid compares as its volume', () => {
  it('2 teaspoons of 120 mg/5 mL is the same dose as 10 mL, not as 15 mL', () => {
    const same = row(
      'Paracetamol 120mg/5mL elixir 2 teaspoons every 6 hours when needed',
      'Paracetamol 120 mg/5 mL 10 mL 6 hourly PRN',
    );
    expect(same.changeType).toBe('unchanged');
    const more = row(
      'Paracetamol 120mg/5mL elixir 2 tsp every 6 hours when needed',
      'Paracetamol 120 mg/5 mL 15 mL 6 hourly PRN',
    );
    expect(more.changeType).toBe('changed');
  });

  it('a dessertspoon is 10 mL', () => {
    const r = row(
      'Lactulose 3.34g/5mL one dessertspoonful twice a day',
      'Lactulose 3.34 g/5 mL 20 mL BD',
    );
    expect(r.changeType).toBe('changed');
  });

  it('a spoon of a powder with no strength per mL stays a count of spoons', () => {
    const r = row('Movicol powder 1 teaspoon daily', 'Movicol powder 1 teaspoon daily');
    expect(r.changeType).toBe('unchanged');
  });
});

describe('who a product is for, after its name', () => {
  it('"for Kids" / "Junior" before the strength is the product, and its strength is read', () => {
    const r = row(
      'Nurofen for Kids 100mg/5mL 7.5 mL every 8 hours when needed',
      'Ibuprofen 100 mg/5 mL 7.5 mL 8 hourly PRN',
    );
    expect(r.changeType).toBe('unchanged');
    expect(r.indication).not.toMatch(/kids/i);
  });
});

describe('how full the measure is', () => {
  it('"one level scoop", "2 rounded teaspoons" keep the count and read the times after them', () => {
    const r = row('Movicol 1 scoop in water daily', 'Movicol one level scoop in water twice a day');
    expect(r.changeType).toBe('changed');
    expect(r.schedule['1800']).toMatch(/1 scoop/);
    const s = row(
      'Fybogel 2 tsp nocte',
      'Fybogel 2 rounded teaspoons in a glass of water at night',
    );
    expect(s.changeType).toBe('unchanged');
  });
});
