/**
 * 'On school days' is Monday to Friday: the words stay in the slot as written, and the days are read,
 * so the same days written by name on the other list are no change.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowOf = (discharge: string, admission = 'Nil') =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge }).medications[0]!;

describe('school days', () => {
  it.each([
    [
      'Dexamfetamine 5 mg tablet - one each morning on school days',
      'Dexamfetamine 5 mg mane Monday to Friday',
    ],
    [
      'Lisdexamfetamine 30 mg capsule, 1 mane, school days only',
      'Lisdexamfetamine 30 mg 1 cap mane Mon-Fri',
    ],
    [
      'Methylphenidate 10 mg - 1 tablet at 8 am on schooldays',
      'Methylphenidate 10 mg 1 mane weekdays',
    ],
  ])('%s', (discharge, admission) => {
    const row = rowOf(discharge, admission);
    expect(row.changeType).toBe('unchanged');
    expect(row.schedule['0800']).toMatch(/school ?days/i);
  });

  it('every day against school days is a change', () => {
    const row = rowOf(
      'Dexamfetamine 5 mg - 1 tablet every morning',
      'Dexamfetamine 5 mg mane on school days',
    );
    expect(row.changeType).toBe('changed');
  });

  it('non-school days are not Monday to Friday', () => {
    expect(rowOf('Methylphenidate 10 mg - 1 mane on non-school days').schedule['0800']).not.toMatch(
      /Monday/,
    );
  });
});
