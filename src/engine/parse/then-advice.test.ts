/**
 * 'as needed for a bleed - then call HTC', 'then see your GP': what to do next is advice, never the
 * next step of a regimen, so the order's dose stays one fixed dose.
 */
import { describe, expect, it } from 'vitest';
import { parseList } from '../index';

const order = (text: string) => parseList(text, 'discharge').orders[0]!;

describe('advice after then', () => {
  it.each([
    'Advate 2,000 IU IV as needed for any joint bleed - then call HTC',
    'GTN spray 400 microgram 1 spray PRN chest pain, repeat after 5 min, then call 000',
    'Salbutamol 100 microgram 4 puffs PRN then see GP if no better',
  ])('%s', (text) => {
    expect(order(text).steps).toHaveLength(1);
  });

  it('a real next step is still a step', () => {
    expect(
      order('Prednisolone 40 mg daily for 5 days then 20 mg daily for 5 days').steps,
    ).toHaveLength(2);
  });
});
