/**
 * A PDF or a narrow column breaks an order over two lines: a word cut by a hyphen ('take one tab-' /
 * 'let three times daily'), or the times of an order that has none yet ('one tablet' / 'twice daily').
 * The second line finishes the order above; it is never an order of its own.
 */
import { describe, expect, it } from 'vitest';
import { parseList } from '../index';

const orders = (text: string) => parseList(text, 'admission').orders;

describe('an order broken over two lines', () => {
  it.each([
    ['Baclofen 25 mg tablets - take one tab-\nlet three times daily', 3],
    ['Oxybutynin 5 mg tablets - one tablet\ntwice daily (neurogenic bladder)', 2],
    ['Temazepam 10 mg - one tablet\nnocte when required for sleep', 0],
    ['Nifedipine 10 mg - one capsule when required for auto-\nnomic dysreflexia', 0],
  ])('%j', (text, perDay) => {
    const list = orders(text);
    expect(list).toHaveLength(1);
    expect(list[0]!.lines).toEqual([1, 2]);
    if (perDay) expect(list[0]!.timing.perDay).toBe(perDay);
  });

  it('a line in capitals after a finished order is another order', () => {
    expect(orders('Metoprolol 25 mg BD\nAspirin 100 mg daily')).toHaveLength(2);
  });

  it('times after an order that already has them start nothing new', () => {
    const list = orders('Metoprolol 25 mg BD\ntwice daily');
    expect(list).toHaveLength(1);
  });
});
