/** An order its writer marked as not certain carries a warning; a question or a suspected use does not. */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../../tests/helpers/reconcile-checked';

const warned = (adm: string, dis: string) => {
  const r = reconcileChecked(adm, dis);
  return [...r.medications, ...r.ceasedMedications].some((m) =>
    (m.warnings ?? []).some((w) => /not certain/.test(w)),
  );
};

describe('an order marked as not certain', () => {
  it.each([
    ['Apixaban ?2.5mg bd', 'Apixaban 2.5 mg bd'],
    ['?Sertraline 50mg mane', 'Sertraline 50 mg mane'],
    ['Diltiazem CD 180mg (?) mane', 'Diltiazem CD 180 mg mane'],
    ['Fish oil caps - strength TBC - 2 daily', 'Fish oil 1000 mg 2 caps daily'],
    ['Candesartan 8 mg daily - not sure of dose, per daughter', 'Candesartan 8 mg daily'],
  ])('%s is flagged', (adm, dis) => expect(warned(adm, dis)).toBe(true));

  it('a stopped medicine marked so is flagged in the ceased list', () => {
    expect(warned('Naproxen ?500mg bd', 'Naproxen - ceased (AKI)')).toBe(true);
  });

  it.each([
    ['Colchicine 500 mcg bd for ?gout flare', 'Colchicine 500 mcg bd'],
    ['Pantoprazole 40mg mane - unsure why started', 'Pantoprazole 40 mg mane'],
    ['Metformin 500 mg bd', 'Q: Do I keep taking metformin? A: Yes, metformin 500 mg bd'],
  ])('%s is not', (adm, dis) => expect(warned(adm, dis)).toBe(false));
});
