/**
 * A column of source codes before the medicine with no legend: a line-number gutter, a supply-scheme code,
 * an HL7 v2 order segment. The code is never part of the medicine's name, so continuing medicines pair.
 */
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { describe, expect, it } from 'vitest';

const DISCHARGE = [
  'Lisinopril 10 mg in the morning',
  'Pravastatin 40 mg at night',
  'Sitagliptin 100 mg daily',
].join('\n');

const run = (admissionOrders: string, dischargeOrders = DISCHARGE) =>
  reconcileChecked(admissionOrders, dischargeOrders);

describe.each([
  [
    'a line-number gutter',
    [
      'N1 Referral from ward 3',
      'N2 Lisinopril 10 mg mane',
      'N3 Pravastatin 40 mg nocte',
      'N4 Sitagliptin 100 mg daily',
    ],
  ],
  [
    'a gutter set off by a colon',
    [
      'LN12  Lisinopril 10 mg mane',
      'LN13  Pravastatin 40 mg nocte',
      'LN14  Sitagliptin 100 mg daily',
    ],
  ],
  [
    'supply-scheme codes with pipes',
    [
      'RPBS | Lisinopril 10 mg | 1 mane | 02/10',
      'PBS | Pravastatin 40 mg | 1 nocte | 02/10',
      'PBS | Sitagliptin 100 mg | 1 daily | -',
    ],
  ],
  [
    'HL7 order segments',
    [
      'MSH|^~\\&|GPSOFT|CLINIC|HOSP|WARD|202612011200||OMP^O09|1|P|2.5',
      'RXE|1|Lisinopril 10 mg tablet|1|TAB|MANE',
      'RXE|2|Pravastatin 40 mg tablet|1|TAB|NOCTE',
      'RXE|3|Sitagliptin 100 mg tablet|1|TAB|DAILY',
    ],
  ],
])('%s', (_label, lines) => {
  it('pairs each continuing medicine and makes no ceased row of a code', () => {
    const r = run(lines.join('\n'));
    expect(r.ceasedMedications).toEqual([]);
    for (const m of r.medications) expect(m.changeType).toBe('unchanged');
    expect(r.medications).toHaveLength(3);
  });
});

describe('what is not a code column', () => {
  it('leaves a single coded line as written (one line is no column)', () => {
    const r = run('ZX9 Lisinopril 10 mg mane\nPravastatin 40 mg nocte\nSitagliptin 100 mg daily');
    expect((r.warnings ?? []).join(' ')).toMatch(/ZX9 Lisinopril/i);
  });

  it('never drops a lexicon word that opens the line (a route or when-required column)', () => {
    const r = run(
      'PRN  Paracetamol 1 g four times a day\nPRN  Lactulose 15 mL daily',
      'Paracetamol 1 g four times a day when required\nLactulose 15 mL daily when required',
    );
    for (const m of r.medications) {
      expect(m.isPRN).toBe(true);
      expect(m.changeType).toBe('unchanged');
    }
  });

  it('never drops a verb set off by spaces (KEEP, SWAP are the order, not its source)', () => {
    const r = run(
      'Lisinopril 10 mg mane\nPravastatin 40 mg nocte\nSitagliptin 100 mg daily',
      'KEEP  Lisinopril 10 mg mane\nKEEP  Pravastatin 40 mg nocte\nHALT  Sitagliptin 100 mg daily',
    );
    expect((r.warnings ?? []).join(' ')).toMatch(/HALT Sitagliptin/);
  });

  it('keeps a status column a status (HOLD, NEW are no source codes)', () => {
    const r = run(
      'Lisinopril 10 mg mane\nPravastatin 40 mg nocte',
      'HOLD  Lisinopril 10 mg mane\nCONT  Pravastatin 40 mg nocte\nNEW  Sitagliptin 100 mg daily',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Lisinopril']);
    expect(r.medications.find((m) => m.name === 'Sitagliptin')?.changeType).toBe('new');
  });

  it('names a line after a speaker label later: no code column', () => {
    const r = run(
      'Q: Do you take lisinopril? A: yes, 10 mg mane\nQ: Any statin? A: pravastatin 40 mg nocte\nSitagliptin 100 mg daily',
    );
    expect(r.medications.map((m) => m.name)).not.toContain('Do you');
  });
});
