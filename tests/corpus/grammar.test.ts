/** The corpus generator itself: repeatable, names only medicines the knowledge base knows. */
import { describe, expect, it } from 'vitest';
import { lookupMedicine } from '../../src/engine/index';
import { generateCorpus } from './corpus';
import { MEDICINES, WEIGHT_BASED } from './medicines';

describe('sig corpus generator', () => {
  it('gives the same orders for the same seed', () => {
    expect(generateCorpus(200, 7)).toEqual(generateCorpus(200, 7));
    expect(generateCorpus(50, 8)).not.toEqual(generateCorpus(50, 7));
  });

  it('writes known medicines by names the knowledge base knows', () => {
    for (const med of [...MEDICINES, ...WEIGHT_BASED])
      for (const name of med.names)
        expect(lookupMedicine(`${name} 10 mg`)?.medicine.ingredients.join(' '), name).toContain(
          med.ingredient.split('|')[0]!.split(' ')[0],
        );
  });

  it('writes one order per line with a known reading', () => {
    for (const order of generateCorpus(500, 3)) {
      expect(order.line).not.toMatch(/\n|\{|\}|undefined|NaN/);
      const slots = Object.keys(order.reading.slots);
      expect(order.reading.isPRN ? slots.length === 0 : slots.length > 0, order.line).toBe(true);
    }
  });
});
