import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { joinWrappedRows } from './wrapped-rows';

const T = '\t';
const rowsOf = (...l: string[]) => joinWrappedRows(l);

describe('a table whose rows were broken at the page width', () => {
  it('puts a tab row back together when its pieces make the header cells', () => {
    const out = rowsOf(
      `Drug${T}Dose${T}Route${T}When${T}Note`,
      `Clopidogrel (Plavix tablets)${T}75 mg${T}oral`,
      `once${T}daily${T}stent placed 2 weeks ago`,
      `Ramipril${T}2.5 mg${T}oral${T}mane${T}`,
    );
    expect(out[1]).toBe(
      `Clopidogrel (Plavix tablets)${T}75 mg${T}oral once${T}daily${T}stent placed 2 weeks ago`,
    );
    expect(out[2]).toBe('');
    expect(out[3]).toBe(`Ramipril${T}2.5 mg${T}oral${T}mane${T}`);
  });

  it('never takes a first row that opens with a medicine into the header', () => {
    const l = [
      `Drug${T}Dose${T}Route${T}When${T}Note`,
      `Metoprolol${T}-${T}-${T}-${T}STOPPED - slow pulse on ward`,
    ];
    expect(joinWrappedRows(l)).toEqual(l);
  });

  it('never joins a short row to a whole row or a line that was not forced', () => {
    const l = [
      `Drug${T}Dose${T}Route${T}When${T}Note`,
      `Sitagliptin${T}100 mg`,
      `Gliclazide MR${T}60 mg${T}oral${T}mane${T}`,
      'Regular medicines',
      `Ramipril${T}2.5 mg${T}oral${T}mane${T}`,
    ];
    expect(joinWrappedRows(l)).toEqual(l);
  });

  it('reads a bordered bar table row that was broken, and leaves a title between rows alone', () => {
    const out = rowsOf(
      '| Medicine | Dose | How often | Why |',
      'Patient handout – ward 7 – printed on Tuesday',
      '| Prednisolone | 25 mg | every morning with',
      'food | asthma flare |',
    );
    expect(out[1]).toBe('Patient handout – ward 7 – printed on Tuesday');
    expect(out[2]).toBe('| Prednisolone | 25 mg | every morning with food | asthma flare |');
  });

  it('stops a medicine whose status cell wrapped onto the next line', () => {
    const r = reconcileChecked(
      'Lercanidipine 10 mg mane\nRosuvastatin 10 mg nocte',
      [
        `Medicine${T}Strength${T}Dose${T}When${T}Status`,
        `Rosuvastatin${T}10 mg${T}1 tab${T}night${T}unchanged`,
        `Lercanidipine (Zanidip)${T}10 mg${T}1 tab${T}mane${T}`,
        'CEASED - ankle oedema',
      ].join('\n'),
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Lercanidipine (Zanidip)']);
    expect(r.medications.map((m) => m.name)).toEqual(['Rosuvastatin']);
  });
});
