import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("a prescriber's note that a script was handed over, before the order", () => {
  it('"Script written 02/11:", "Prescription issued by Dr Lee:", "Rx given by me:" label prescribed orders', () => {
    const r = reconcileChecked(
      [
        'Script written 02/11: cephalexin 500mg qid x 5 days',
        'Prescription issued by Dr Lee: Panadeine Forte 2 tabs qid prn pain',
        'Rx given by me: doxycycline 100mg daily',
      ].join('\n'),
      'Cefalexin 500 mg QID for 5 days\nParacetamol + codeine 500/30 mg 2 tablets QID PRN pain\nDoxycycline 100 mg BD',
    );
    const byName = Object.fromEntries(
      r.medications.map((m) => [m.name.split(' (')[0], m.changeType]),
    );
    expect(byName).toEqual({
      Cefalexin: 'unchanged',
      'Paracetamol + Codeine': 'unchanged',
      Doxycycline: 'changed',
    });
  });

  it('a dose that went in stays a dose given', () => {
    const r = reconcileChecked('Ceftriaxone 1 g IV given 18/03 in ED', 'Cefalexin 500 mg QID');
    expect(r.medications.map((m) => m.changeType)).toEqual(['new']);
    expect((r.warnings ?? []).join(' ')).toMatch(/Ceftriaxone|given/);
  });
});
