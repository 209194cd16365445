/** A dose in spoonfuls keeps its count and its spoon, like a count of tablets. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowOf = (discharge: string) =>
  reconcile({ admissionOrders: 'Nil', dischargeOrders: discharge }).medications[0]!;

describe('spoonfuls are counted dose units', () => {
  it.each([
    ['Lactulose oral liquid - two tbsp every night', '2200', '2 tablespoons'],
    ['Duphalac 1 tablespoonful qam', '0800', '1 tablespoon'],
    ['Lactulose oral liquid TWO dessertspoonfuls 4 times/day ORAL', '1200', '2 dessertspoons'],
    ['Lactulose 10 mL oral liquid 1 teaspoon mane', '0800', '1 teaspoon'],
  ])('%s: %s holds %s', (line, slot, amount) => {
    expect(rowOf(line).schedule[slot as '0800']).toBe(amount);
    expect(rowOf(line).form).not.toMatch(/tablet/);
  });

  it('a when-required spoonful keeps its count in the directions', () =>
    expect(rowOf('duphalac two teaspoonfuls daily PRN').schedule['0800']).toMatch(/^2 teaspoons /));
});
