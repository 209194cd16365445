/**
 * A pipe table's cell that opens with a stop word the table reader left in the directions: the row that
 * goes on says which word, and the response names the medicine, so a stop read as 'unchanged' is never silent.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../index';

describe('a stop word opening a table cell', () => {
  it.each([
    ['| Drug | Strength | Directions |\n| Diclofenac | 50 mg | – STOPPED: gastric ulcer |'],
    ['| Drug | Strength | Directions |\n| Diclofenac | 50 mg | Ceased (gastric ulcer) |'],
  ])('%j: the row or the ceased list says so', (discharge) => {
    const res = reconcile({ admissionOrders: 'Diclofenac 50mg TDS', dischargeOrders: discharge });
    const ceased = res.ceasedMedications.some((c) => /diclofenac/i.test(c.name));
    const warned = (res.warnings ?? []).some((w) => /diclofenac/i.test(w));
    expect(ceased || warned).toBe(true);
  });

  it('a plan to stop later in the cell is not doubted', () => {
    const res = reconcile({
      admissionOrders: 'Prednisolone 25mg mane',
      dischargeOrders:
        '| Drug | Strength | Directions |\n| Prednisolone | 25 mg | mane, stop after 5 days |',
    });
    expect((res.warnings ?? []).filter((w) => /also says/.test(w))).toEqual([]);
  });
});
