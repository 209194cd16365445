/**
 * A change told by how much ('halved', 'doubled') instead of in figures is a status word like 'reduced':
 * the words after it are why, never what the medicine is for.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a change told by how much', () => {
  it.each([
    [
      'Azathioprine 100 mg daily',
      'Azathioprine 50 mg daily (halved while the neutropenia recovers)',
      'neutropenia',
    ],
    ['Sertraline 50 mg mane', 'Sertraline 100 mg mane - doubled, insomnia persists', 'insomnia'],
    ['Bisoprolol 5 mg daily', 'Bisoprolol 2.5 mg daily, dose halved: dizziness', 'dizziness'],
  ])('%s -> %s keeps its usual use and gives the reason in the comment', (adm, dis, reason) => {
    const row = reconcileChecked(adm, dis).medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(row.indication.toLowerCase()).not.toContain(reason);
    expect(row.comment.toLowerCase()).toContain(reason);
  });

  it('warns when an unchanged-looking row says it was halved', () => {
    const r = reconcileChecked(
      'Prednisolone 10 mg mane',
      'Prednisolone 10 mg mane | Status: halved from tomorrow',
    );
    const row = r.medications[0]!;
    const told =
      row.changeType !== 'unchanged' || (row.warnings ?? []).some((w) => /halved/i.test(w));
    expect(told).toBe(true);
  });
});
