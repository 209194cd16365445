/**
 * A cream's or gel's directions that open with how much to spread ('a thin layer', 'thinly', 'a pea-sized
 * amount') and no verb: still its directions, so the times after them are read.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const filled = (r: ReturnType<typeof reconcileChecked>, name: RegExp) => {
  const m = r.medications.find((x) => name.test(x.name));
  return m && Object.keys(m.schedule).filter((k) => m.schedule[k as keyof typeof m.schedule]);
};

describe('how much to spread, then where and when', () => {
  it.each([
    ['Hydrocortisone 1% cream - sparingly to the elbows twice a day', ['0800', '1800']],
    ['Tretinoin 0.05% cream - a pea-sized amount over the forehead at bedtime', ['2200']],
    ['Clobetasol 0.05% ointment - thin film on the plaques each evening', ['1800']],
  ])('%s', (line, slots) => {
    const r = reconcileChecked('Paracetamol 1 g four times a day when required', line);
    expect(filled(r, /hydrocortisone|tretinoin|clobetasol/i)?.sort()).toEqual(slots);
  });
});
