/**
 * A discharge line that names a medicine with nothing to take (no dose, strength, time or instruction)
 * while the row goes on: whatever the line says after the name, the row and the response name the
 * medicine and the line to check, so an unread stop is never a silent 'unchanged'.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../index';

const NET = /names it with no dose, strength or time/;
const said = (out: ReturnType<typeof reconcile>) => (out.warnings ?? []).filter((w) => NET.test(w));

describe('a bare discharge line that goes on is doubted', () => {
  it.each([
    'Sotalol -- off it, QTc 520',
    'Sotalol: no more (QTc long)',
    'Sotalol x QTc',
    'Sotalol',
  ])('"%s" names sotalol in the warnings', (line) => {
    const out = reconcile({
      admissionOrders: 'Sotalol 80 mg bd\nApixaban 5 mg bd',
      dischargeOrders: `${line}\nApixaban 5 mg bd`,
    });
    const row = out.medications.find((m) => /Sotalol/.test(m.name));
    if (!row) return; // read as a stop: nothing to doubt
    expect(said(out).some((w) => w.startsWith('Sotalol'))).toBe(true);
    expect(row.warnings?.some((w) => NET.test(w))).toBe(true);
  });

  it('a new medicine written bare asks whether it is really started', () => {
    const out = reconcile({
      admissionOrders: 'Apixaban 5 mg bd',
      dischargeOrders: 'Apixaban 5 mg bd\nMetoprolol',
    });
    expect(said(out)).toEqual([
      expect.stringMatching(/^Metoprolol: discharge line 2 .* not on the admission list/),
    ]);
  });

  it('stays quiet on orders with a dose, a time, a PRN word or an instruction, and on "continue"', () => {
    const out = reconcile({
      admissionOrders:
        'Warfarin 3 mg daily\nSalbutamol 2 puffs prn\nAspirin 100 mg daily\nInsulin glargine 20 units nocte',
      dischargeOrders:
        'Warfarin as per INR\nSalbutamol prn\nAspirin - continue\nInsulin glargine 18 units nocte',
    });
    expect(said(out)).toEqual([]);
  });
});
