/**
 * Medicines that come from outside the usual lists (a cannabis clinic, an online weight-loss clinic, a
 * prescription from overseas) are known by every name they are written under, so an admission order and the
 * discharge line that stops it meet on one row. A cannabis oil's label writes its two ingredients as a ratio
 * of concentrations ('THC 5 mg/mL : CBD 20 mg/mL'): that is one product, never a medicine and a remark.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const names = (r: ReturnType<typeof reconcileChecked>) => ({
  rows: r.medications.map((m) => `${m.name}: ${m.changeType}`),
  ceased: r.ceasedMedications.map((c) => c.name),
});

describe('medicinal cannabis', () => {
  it.each([
    ['THC 5 mg/mL : CBD 20 mg/mL oral oil, 0.5 mL at bedtime'],
    ['THC 5mg/mL:CBD 20mg/mL oil 0.5 mL nocte'],
    ['THC 5 mg/mL + CBD 20 mg/mL oil - 0.5 mL nocte'],
    ['Tetrahydrocannabinol 5 mg/mL and cannabidiol 20 mg/mL oil 0.5 mL at night'],
  ])('a THC with CBD oil is one combination product: %s', (line) => {
    const r = reconcileChecked(line, 'Tetrahydrocannabinol + cannabidiol oil - withheld: drowsy');
    expect(names(r)).toEqual({ rows: [], ceased: ['Tetrahydrocannabinol + Cannabidiol'] });
  });

  it('the two oils a clinic prescribes stay two medicines', () => {
    const r = reconcileChecked(
      'CBD 50 mg/mL oil 1 mL bd\nTHC 10 mg/mL : CBD 10 mg/mL oil 0.2 mL nocte',
      'Cannabidiol 50 mg/mL oil 1 mL twice daily\nTHC 10 mg/mL : CBD 10 mg/mL oil 0.2 mL nocte',
    );
    expect(names(r).rows.sort()).toEqual([
      'Cannabidiol: unchanged',
      'Tetrahydrocannabinol + Cannabidiol: unchanged',
    ]);
  });

  it('a THC-only product has its own name', () => {
    const r = reconcileChecked('Dronabinol 2.5 mg capsule bd', 'THC 2.5 mg capsules twice a day');
    expect(names(r).rows).toEqual(['Tetrahydrocannabinol: unchanged']);
  });

  it('a colon after a strength that starts a result is still a label, not a combination', () => {
    const r = reconcileChecked(
      'Atorvastatin 40 mg : cholesterol 5.2 mmol/L',
      'Atorvastatin 40 mg nocte',
    );
    expect(names(r).rows).toEqual([expect.stringMatching(/^Atorvastatin: /)]);
  });
});

describe('weight-loss medicines and overseas names', () => {
  it.each([
    ['Duromine 15 mg capsule in the morning', 'Phentermine - stopped before surgery'],
    ['Phentermine 30mg mane', 'Metermine: cease, blood pressure high'],
  ])('a weight-loss brand and its generic meet: %s', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    expect(names(r)).toEqual({ rows: [], ceased: [expect.stringMatching(/^Phentermine/)] });
    expect(r.ceasedMedications[0]!.reason).not.toMatch(/confirm with prescriber/);
  });

  it('Xenical is orlistat', () => {
    const r = reconcileChecked(
      'Xenical 120 mg tds with meals',
      'Orlistat 120 mg three times daily with meals',
    );
    expect(names(r).rows).toEqual(['Orlistat: unchanged']);
  });

  it("a Portuguese or Spanish prescription's dipirona is metamizole", () => {
    const r = reconcileChecked(
      'Dipirona 1 g até 6/6 horas se dor',
      'Metamizole (dipyrone) - stopped, not sold in Australia',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual([expect.stringMatching(/^Metamizole/)]);
    expect(r.ceasedMedications[0]!.reason).toMatch(/not sold in Australia/);
  });
});
