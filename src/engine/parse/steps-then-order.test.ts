/** b23-032's class in other words: first-aid steps, then the order, on one line of a card. */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('first-aid steps before the order on one line', () => {
  it.each([
    'Sit down and rest. Stop what you are doing. Glyceryl trinitrate 400 microgram/spray 1 spray under the tongue prn chest pain',
    'Lie flat, raise the legs! Glyceryl trinitrate 400 microgram/spray 1 spray sublingual when required',
  ])('%s: the order is read and pairs with its admission line', (line) => {
    const r = reconcileChecked('GTN 400 microgram/spray 1 spray SL prn', line);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('steps that hold a number or name a medicine stay with the line', () => {
    const r = reconcileChecked(
      'Aspirin 100 mg daily',
      'Call 000 if no better. Aspirin 300 mg chewed once',
    );
    expect(JSON.stringify(r)).toMatch(/000|Could not read/);
  });
});
