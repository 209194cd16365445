/**
 * A when-required word written before the medicine is the order's own, never a name or the line above's
 * directions.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a when-required word before the medicine', () => {
  it.each([
    ['When required temazepam 10 mg at bedtime', 'Temazepam'],
    ['PRN oxycodone 5 mg four hourly', 'Oxycodone'],
    ['- as needed ondansetron 4 mg 8 hourly', 'Ondansetron'],
  ])('%s: its own when-required row, the order above unchanged', (line, name) => {
    const r = reconcileChecked('Perindopril 5 mg mane', `Perindopril 5 mg mane\n${line}`);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.medications[0]!.isPRN).toBe(false);
    const row = r.medications.find((m) => m.name.startsWith(name));
    expect(row?.isPRN).toBe(true);
    expect(row?.changeType).toBe('new');
  });

  it('a when-required word before words that are no medicine stays as written', () => {
    const r = reconcileChecked(
      'Perindopril 5 mg mane',
      'Perindopril 5 mg mane\nPRN sedation chart 2 weeks',
    );
    expect(r.medications.some((m) => /sedation/i.test(m.name))).toBe(false);
  });
});
