/**
 * A note's line that opens with a result sentence and then a plan label ('Na 131. Plan: reduce ...'): the
 * label rules the line, as it does without the result. The plan is reported, never read as today's order,
 * so the medicine the list gives with its dose keeps that dose.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { classifyLine } from './headings';

describe('a result sentence before a plan label', () => {
  it.each([
    'HbA1c 8.9. Plan: increase metformin to 1 g bd at next review',
    'K 5.6, eGFR 38; Plan: reduce metformin to 500 mg bd next visit',
  ])('%s is the plan label line, reported', (line) => {
    expect(classifyLine(line)).toMatchObject({ kind: 'ignored', note: 'label' });
    const r = reconcileChecked(`Metformin 500 mg bd\n${line}`, 'Metformin 500 mg bd');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.warnings?.join(' ')).toContain(line);
  });

  it('a result sentence before an order leaves the line as it was read', () => {
    expect(classifyLine('INR 2.4. Warfarin 4 mg daily')?.note).not.toBe('label');
  });
});
