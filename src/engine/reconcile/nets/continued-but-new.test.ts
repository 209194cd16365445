/**
 * A discharge line that says the medicine goes on ('continue', 'no change', 'unchanged', 'as before') on a
 * row read as new: no admission order was read for it, so the admission list likely writes it in a way no
 * reader took (a letter's sentence, a remark). The row says so instead of a silent 'new'.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../index';

const NET = /no admission order was read for it/;

describe('a new row whose discharge line says it goes on is doubted', () => {
  it.each([
    'Allopurinol 100 mg mane - continue',
    'Allopurinol 100 mg mane (unchanged)',
    'Allopurinol 100 mg mane, no change',
    'Continue allopurinol 100 mg mane',
  ])('%s', (line) => {
    const out = reconcile({
      admissionOrders: 'Aspirin 100 mg daily',
      dischargeOrders: `Aspirin 100 mg daily\n${line}`,
    });
    const row = out.medications.find((m) => m.name.startsWith('Allopurinol'))!;
    expect(row.changeType).toBe('new');
    expect(row.warnings?.some((w) => NET.test(w))).toBe(true);
  });

  it('stays quiet on a row that says new, a course that continues until a date or for some days, and a continued row with its admission order', () => {
    const out = reconcile({
      admissionOrders: 'Aspirin 100 mg daily',
      dischargeOrders:
        'Aspirin 100 mg daily - continue\nAllopurinol 100 mg mane (new)\nCefalexin 500 mg qid - continue for 4 more days\nDalteparin 5000 units subcut daily, to continue until 30/12',
    });
    expect(out.warnings?.filter((w) => NET.test(w)) ?? []).toEqual([]);
  });
});
