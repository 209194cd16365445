import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { joinHangingIndents } from './hanging-indent';

describe('a line wrapped with a hanging indent', () => {
  it('joins the indented tail of a forced break to its line', () => {
    const lines = [
      'Colchicine 500 microgram twice daily for three more days and after that',
      '   stop (gout flare settled)',
      'Allopurinol 100 mg mane',
    ];
    expect(joinHangingIndents(lines)).toEqual([
      'Colchicine 500 microgram twice daily for three more days and after that stop (gout flare settled)',
      '',
      'Allopurinol 100 mg mane',
    ]);
  });

  it('keeps an indented entry: a sub-line under a short line, a list mark, a medicine, lines under a colon', () => {
    const lines = [
      'Metformin 500 mg',
      '   1 tablet twice daily with meals',
      'Regular medicines taken each morning from the blister pack prepared by',
      '   - Perindopril 4 mg',
      '   Atorvastatin 20 mg nocte',
      'Dexamethasone 4 mg tablets, each morning, reducing as below:',
      '  02/12 - 04/12: 8 mg',
      '  05/12 onwards: 4 mg',
      '{"medicine": "Sotalol", "strength": "80 mg tablet", "take": "1", "when": "morning"},',
      '  {"medicine": "Apixaban", "strength": "5 mg tablet", "take": "1"},',
    ];
    expect(joinHangingIndents(lines)).toEqual(lines);
  });

  it('a wrapped "stop" is the end of its order, never a stop heading over the orders below', () => {
    const discharge = [
      'Doxycycline 100 mg orally twice daily with food until 30/11 inclusive then',
      '    stop',
      'Ramipril 5 mg mane',
      'Atorvastatin 40 mg nocte',
    ].join('\n');
    const r = reconcileChecked('Ramipril 5 mg mane\nAtorvastatin 40 mg nocte', discharge);
    expect(r.medications.map((m) => `${m.name}: ${m.changeType}`)).toEqual([
      'Doxycycline: new',
      'Ramipril: unchanged',
      'Atorvastatin: unchanged',
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('joins a tail that goes on in lower case with a medicine, after a line stopped mid-sentence', () => {
    const lines = [
      'Ramipril 10 mg - withheld (potassium 6.1), GP to consider restarting the',
      '    ramipril once potassium is below 5.5 on repeat bloods',
    ];
    expect(joinHangingIndents(lines)[0]).toBe(`${lines[0]} ${lines[1]!.trim()}`);
  });
});
