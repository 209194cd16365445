/**
 * A hold that has ended by discharge ('withheld in hospital, restart on discharge', 'held 2 days -
 * resumed 14/05') leaves the order going on; a restart still to come or under a condition keeps it
 * withheld.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADM = 'Irbesartan 150mg daily';
const goesOn = (dis: string) => {
  const r = reconcileChecked(ADM, dis);
  return { rows: r.medications.map((m) => m.name), ceased: r.ceasedMedications.map((c) => c.name) };
};

describe('a hold that ended by discharge', () => {
  it.each([
    'Irbesartan 150mg daily - held during admission for hypotension; recommence on discharge',
    'Irbesartan 150 mg mane (withheld pre-op, resume today)',
    'Irbesartan 150 mg once daily. Suspended x2 days with AKI, restarted 03/09.',
    'Irbesartan 150 mg daily - on hold in ward, restart upon discharge',
  ])('goes on: %s', (line) => {
    expect(goesOn(line)).toEqual({ rows: ['Irbesartan'], ceased: [] });
  });
});

describe('a hold whose restart is still to come', () => {
  it.each([
    'Irbesartan 150mg daily - withheld (AKI); GP to recommence when eGFR recovers',
    'Irbesartan 150mg daily - held, to be resumed by renal team',
    'Irbesartan 150mg daily - suspended; restart on discharge only if SBP > 120',
    'Irbesartan 150mg daily - withheld, not restarted',
    'Irbesartan 150mg daily - withheld; restart in 2 weeks',
  ])('stays withheld: %s', (line) => {
    expect(goesOn(line)).toEqual({ rows: [], ceased: ['Irbesartan'] });
  });
});
