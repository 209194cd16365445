/**
 * An Easy Read or letter layout writes each medicine as a block of short sentences; a stop said of 'this' or
 * 'it' on its own line ('Stop using this.', 'Do not take it any more') belongs to the medicine above only. Read
 * as a heading, it stopped every medicine below it.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION = 'Allopurinol 300 mg daily\nMeloxicam 15 mg daily\nSitagliptin 100 mg daily';

describe.each(['Stop using this.', 'Do not take it any more', 'CEASE taking this medicine.'])(
  'a block stop "%s"',
  (stop) => {
    const discharge = [
      'Meloxicam 15 mg.',
      stop,
      '',
      'Allopurinol 300 mg tablet.',
      'Take 1 tablet every morning.',
      '',
      'Sitagliptin 100 mg.',
      'Take 1 each day, same as before.',
    ].join('\n');

    it('stops the medicine above and no other', () => {
      const r = reconcileChecked(ADMISSION, discharge);
      expect(r.ceasedMedications.map((c) => c.name)).toEqual([expect.stringMatching(/meloxicam/i)]);
      expect(r.medications.map((m) => m.name).join(' ')).toMatch(/allopurinol.*sitagliptin/i);
    });
  },
);

describe('a plural stop line', () => {
  it('still heads the list below it', () => {
    const r = reconcileChecked(
      ADMISSION,
      'Allopurinol 300 mg daily\nSitagliptin 100 mg daily\nStop taking these:\nMeloxicam 15 mg daily',
    );
    expect(r.ceasedMedications.map((c) => c.name).join(' ')).toMatch(/meloxicam/i);
    expect(r.medications.map((m) => m.name).join(' ')).toMatch(/allopurinol/i);
  });
});

describe('a transcript speaker label in square brackets', () => {
  it.each(['[Interpreter]:', '[Son, for his mother]:'])(
    '%s is who speaks, not the medicine',
    (lead) => {
      const r = reconcileChecked(
        `${lead} "Atenolol 50 mg, one every morning."`,
        'Atenolol 50 mg mane',
      );
      expect(r.medications[0]?.changeType).toBe('unchanged');
    },
  );
});
