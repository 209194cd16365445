/**
 * A discharge order that tells an earlier hold or stop as history beside a restart already done ('resumed
 * 2/12 (was held for the scope)', 'restarted - previously ceased for surgery'): the order goes on, it is
 * not ceased. A restart still to come, or a stop after the restart, keeps it stopped.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION =
  'Rivaroxaban 20 mg with dinner\nTelmisartan 40 mg mane\nDapagliflozin 10 mg daily';

describe('a past hold beside a restart', () => {
  it.each([
    'Rivaroxaban 20 mg with dinner - resumed 2/12 (was held for the scope)',
    'Rivaroxaban 20 mg with dinner (was withheld for 3 days) - restarted',
    'Rivaroxaban 20 mg with dinner - recommenced yesterday; previously ceased for surgery',
  ])('%s goes on', (line) => {
    const r = reconcileChecked(
      ADMISSION,
      `${line}\nTelmisartan 40 mg mane\nDapagliflozin 10 mg daily`,
    );
    expect(r.ceasedMedications.map((c) => c.name).join(' ')).not.toMatch(/rivaroxaban/i);
    expect(r.medications.find((m) => /rivaroxaban/i.test(m.name))?.changeType).toBe('unchanged');
  });

  it.each([
    'Rivaroxaban 20 mg with dinner - was withheld, restart after the GP review',
    'Rivaroxaban 20 mg with dinner - restarted 1/12 then ceased again (bleed)',
  ])('%s stays stopped', (line) => {
    const r = reconcileChecked(
      ADMISSION,
      `${line}\nTelmisartan 40 mg mane\nDapagliflozin 10 mg daily`,
    );
    expect(r.ceasedMedications.map((c) => c.name).join(' ')).toMatch(/rivaroxaban/i);
  });
});
