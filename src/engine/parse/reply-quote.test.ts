import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const names = (r: ReturnType<typeof reconcileChecked>) => ({
  rows: r.medications.map((m) => `${m.name}: ${m.changeType}`).sort(),
  ceased: r.ceasedMedications.map((c) => c.name).sort(),
});

describe('a list quoted in an email reply', () => {
  it('reads a quoted list of XML records as it reads the records unquoted', () => {
    const admission = 'Perindopril 5 mg mane\nAtorvastatin 40 mg nocte';
    const records = [
      '<meds>',
      '  <med name="Perindopril" strength="2.5 mg" dose="1 tablet" when="mane" status="changed"/>',
      '  <med name="Atorvastatin" strength="40 mg" dose="1 tablet" when="nocte" status="unchanged"/>',
      '</meds>',
    ];
    const plain = reconcileChecked(admission, records.join('\n'));
    for (const q of ['> ', '>> ', '> > ']) {
      const quoted = reconcileChecked(admission, records.map((l) => q + l).join('\n'));
      expect(names(quoted)).toEqual(names(plain));
    }
    expect(names(plain).rows).toEqual(['Atorvastatin: unchanged', 'Perindopril: changed']);
  });

  it('reads a quoted tab table by its header', () => {
    const table = [
      'Drug\tDose\tFrequency',
      'Sertraline 50 mg\t1 tab\tmane',
      'Ceased:',
      'Diazepam 5 mg\t1 tab\tnocte',
    ];
    const r = reconcileChecked(
      'Sertraline 50 mg mane\nDiazepam 5 mg nocte',
      table.map((l) => `> ${l}`).join('\n'),
    );
    expect(names(r)).toEqual({ rows: ['Sertraline: unchanged'], ceased: ['Diazepam'] });
  });

  it('keeps a comparison inside a quote: only the marks every line has are dropped', () => {
    const scale = [
      'Insulin aspart (Novorapid) sliding scale:',
      '> 15 mmol/L: 4 units',
      '10-15 mmol/L: 2 units',
    ];
    const r = reconcileChecked(
      'Metformin 500 mg bd',
      ['Metformin 500 mg bd', ...scale].map((l) => `> ${l}`).join('\n'),
    );
    expect((r.warnings ?? []).join('\n')).toContain('"> 15 mmol/L: 4 units"');
  });
});
