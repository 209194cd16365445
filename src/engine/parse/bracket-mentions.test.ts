/**
 * A medicine named inside a bracket of another order ('(INR 3.4 with clarithromycin)', '(interaction with
 * rifampicin)', '(taken with Panadol)') is a note about that order, never a second order on the line.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a medicine named inside a bracket', () => {
  it.each([
    'Warfarin 3 mg at 5pm as per INR (INR 4.1 on 02/03 with erythromycin) - ongoing, INR check 05/03',
    'Apixaban 2.5 mg BD - withheld (interaction with carbamazepine) - restart 2 weeks after 10/04',
    'Tacrolimus 2 mg BD (level 12 on 03/05 with fluconazole), recheck 06/05',
  ])('%s', (line) => {
    const res = reconcile({ admissionOrders: 'Nil', dischargeOrders: line });
    const named = [...res.medications, ...res.ceasedMedications].map((m) => m.name);
    expect(named).toHaveLength(1);
    expect(named[0]).toMatch(/warfarin|apixaban|tacrolimus/i);
  });

  it('two orders joined outside a bracket are still two', () => {
    const res = reconcile({
      admissionOrders: 'Nil',
      dischargeOrders: 'Salbutamol 5 mg neb 4 hourly PRN + ipratropium 500 microgram neb 6 hourly',
    });
    expect(res.medications).toHaveLength(2);
  });
});
