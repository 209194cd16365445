/**
 * Layouts of pharmacy and prescription paperwork: a dose administration aid's positional pattern with
 * spaced dashes and its key, a prescription's numbered items ('Rx 1.') with Sig and Mitte lines, roman
 * outline numbering ('ii)'), several orders in cells between pipes, a note label over a series of
 * orders, a combination written by its parts and named by its product in brackets, 'cont' for
 * continue, and a stop heading whose section word follows a dash ('Not prescribed – withheld:').
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (adm: string, dis: string) => reconcile({ admissionOrders: adm, dischargeOrders: dis });
const slots = (s: Record<string, string>) =>
  Object.keys(s)
    .filter((k) => s[k])
    .sort();

describe('paperwork layouts', () => {
  it.each([
    ['Metformin 500mg            1 - 0 - 1 - 0', ['0800', '1800']],
    ['Rosuvastatin 10mg          0 - 0 - 0 - 1', ['2200']],
    ['Sitagliptin 50mg 1 - 0 - 0 - 0     <- dose reduced (eGFR 40)', ['0800']],
  ])('a positional pattern with spaced dashes: %s', (line, want) => {
    const res = run('Paracetamol 1 g QID', `Dosing key: Breakfast - Lunch - Dinner - Bed\n${line}`);
    const row = res.medications.find((m) => !/Paracetamol/.test(m.name))!;
    expect(slots(row.schedule)).toEqual(want);
    expect(res.medications.map((m) => m.name).join(' ')).not.toMatch(/Dosing|Key/i);
  });

  it('a prescription item number and its Sig line', () => {
    const res = run(
      'Paracetamol 1 g QID',
      'Rx 1. Doxycycline 100mg capsules\n   Sig: 1 cap bd with food for 5 days (pneumonia)\n   Mitte: 10   Rpt: 0',
    );
    const row = res.medications.find((m) => m.name === 'Doxycycline')!;
    expect(slots(row.schedule)).toEqual(['0800', '1800']);
    expect(res.medications.map((m) => m.name)).not.toContain('Sig');
  });

  it.each(['ii) Methylphenidate LA 30 mg mane', 'iv) Methylphenidate LA 30 mg mane'])(
    'roman outline numbering: %s',
    (line) => {
      expect(run('Paracetamol 1 g QID', line).medications[0]!.name).toBe('Methylphenidate');
    },
  );

  it('orders in cells between pipes, under a label', () => {
    const res = run(
      'Prescribed:  thiamine 100mg mane  |  esomeprazole 20mg mane  |  escitalopram 10mg mane',
      'thiamine 100mg mane - cont\nesomeprazole 20mg mane\nescitalopram 10mg mane - cont',
    );
    expect(res.medications.map((m) => m.changeType)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(res.medications[0]!.comment).toBe('No change');
  });

  it('a note label over a series of orders', () => {
    const res = run(
      'Self-administered: metformin 1g bd, Coveram 5/5 mane, atorvastatin 20mg nocte',
      'Metformin 1 g BD\nCoveram 5/5 mane\nAtorvastatin 20 mg nocte',
    );
    expect(res.medications.map((m) => m.changeType)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
  });

  it('a combination written by its parts and named by its product in brackets', () => {
    const row = run(
      'NovoMix 30 FlexPen 24 units with breakfast, 18 units with evening meal',
      'Insulin aspart 30% / aspart protamine 70% (NovoMix 30) 20 units with breakfast and 14 units with evening meal',
    ).medications[0]!;
    expect(row.name).toMatch(/NovoMix 30/);
    expect(row.changeType).toBe('changed');
  });

  it('a stop heading whose section word follows a dash', () => {
    const res = run(
      'Coveram 5/5 mane\nAspirin 100 mg daily',
      'Aspirin 100 mg daily\nNot prescribed – withheld:\nCoveram 5/5 – acute kidney injury',
    );
    expect(res.ceasedMedications.map((c) => [c.name, c.reason])).toEqual([
      ['Perindopril + Amlodipine (Coveram)', 'Withheld: acute kidney injury'],
    ]);
  });
});
