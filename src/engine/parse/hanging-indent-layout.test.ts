import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { joinHangingIndents } from './hanging-indent';

// A print that wraps its entries narrower than its widest line (a header set out to the page edge), so no
// break looks forced: the layout itself (every indented line hangs under an entry, none opens one) joins them.
describe('a print wrapped with hanging indents narrower than its header', () => {
  const header = 'WARD 4 - MEDICINES ON DISCHARGE                                Printed 03/04';

  it('joins each indented tail to the entry above it', () => {
    const lines = [
      header,
      'metoprolol succinate 47.5 mg modified release tablet - 1',
      '   tablet in the morning',
      'cefalexin 500 mg capsule (Keflex) - 1 capsule four times',
      '   a day for 3 more days',
    ];
    expect(joinHangingIndents(lines)).toEqual([
      header,
      'metoprolol succinate 47.5 mg modified release tablet - 1 tablet in the morning',
      '',
      'cefalexin 500 mg capsule (Keflex) - 1 capsule four times a day for 3 more days',
      '',
    ]);
  });

  it('keeps indented entries of their own (a medicine, a list mark) and lines under a heading', () => {
    const lines = [
      header,
      'Regular medicines',
      '   Perindopril 5 mg mane',
      '   Atorvastatin 40 mg nocte',
      'Aspirin 100 mg daily',
      '   - continue',
    ];
    expect(joinHangingIndents(lines)).toEqual(lines);
  });

  it('a unit, a bracket or days wrapped onto the next line stay with their order', () => {
    const discharge = [
      header,
      'candesartan 16 mg tablet (Atacand) - 16',
      '    mg once a day - increased, BP still high',
      'sodium valproate 500 mg enteric coated tablet (Epilim',
      '    EC) - 1 tablet twice a day',
      'methotrexate 10 mg tablet - 1 tablet',
      '    on Saturdays only',
    ].join('\n');
    const r = reconcileChecked(
      'Candesartan 8 mg daily\nSodium valproate 500 mg BD\nMethotrexate 10 mg weekly (Saturday)',
      discharge,
    );
    expect(r.medications.map((m) => `${m.name}: ${m.changeType}`)).toEqual([
      'Candesartan (Atacand): changed',
      'Sodium valproate (Epilim EC): unchanged',
      'Methotrexate: unchanged',
    ]);
    const mtx = r.medications.find((m) => m.name.startsWith('Methotrexate'))!;
    expect(mtx.schedule['0800']).toMatch(/saturday/i);
    const valproate = r.medications.find((m) => m.name.startsWith('Sodium'))!;
    expect([valproate.schedule['0800'], valproate.schedule['1800']]).toEqual([
      '1 tablet',
      '1 tablet',
    ]);
  });
});

describe('an indented line in capitals after a finished line', () => {
  it('is no wrapped tail: it may be an entry the medicines list does not know', () => {
    const lines = [
      'WARD 4 - MEDICINES ON DISCHARGE                                Printed 03/04',
      'metformin 500 mg tablet - 1 tablet twice a day with',
      '   meals',
      'Ezetimibe 10 mg daily',
      '   Zorvexin Plus 2 capsules daily',
    ];
    expect(joinHangingIndents(lines)).toEqual(lines);
  });
});
