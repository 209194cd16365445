/**
 * Layouts that write something before the order: a question and its answer, and a labelled field before the
 * medicine. Each line is read as its order, never lost to the ceased list.
 */
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { describe, expect, it } from 'vitest';
import { readLabelFirst, readQuestionAnswer } from './lead-fields';

const run = (admissionOrders: string, dischargeOrders: string) =>
  reconcileChecked(admissionOrders, dischargeOrders);

describe('question and answer lines', () => {
  it('reads the answer as the order, or the question names the medicine the answer directs', () => {
    const r = run(
      'Warfarin 3 mg nocte\nFurosemide 40 mg mane\nSertraline 100 mg mane',
      [
        'Your questions answered',
        'Q: Should I keep taking the warfarin? A: Yes, warfarin 3 mg tablet, 1 at night as before.',
        'Question 2: Lasix? Answer: No - stop it, your swelling has gone.',
        'Q: Sertraline? A: Yes - sertraline 100 mg tablet, 1 each morning.',
        'Q: Anything new? A: Cephalexin 500 mg capsule - 1 four times a day for 5 days.',
      ].join('\n'),
    );
    expect(r.medications.map((m) => [m.name, m.changeType]).sort()).toEqual([
      ['Cefalexin', 'new'],
      ['Sertraline', 'unchanged'],
      ['Warfarin', 'unchanged'],
    ]);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Furosemide (Lasix)']);
  });

  it('a question about no medicine is left as written', () => {
    expect(readQuestionAnswer('Q: Driving? A: Not for 2 weeks.')).toBeNull();
    expect(readQuestionAnswer('Q: Any drug reactions? A: penicillin - rash')).toBeNull();
    expect(readQuestionAnswer('Q: Can I take my metoprolol? A: Yes - 1 tablet twice a day')).toBe(
      'metoprolol - 1 tablet twice a day',
    );
  });
});

describe('a labelled field before the medicine', () => {
  it.each([' — ', ' | ', ' – '])('Label: words%smedicine ...', (sep) => {
    const r = run(
      'Amlodipine 5 mg mane\nMetformin 500 mg bd',
      [
        `Problem: hypertension${sep}Amlodipine 10 mg tablet${sep}1 tablet${sep}in the morning`,
        `Aim: sugar control${sep}Metformin 500 mg tablet${sep}1 tablet${sep}twice daily`,
      ].join('\n'),
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Amlodipine', 'changed'],
      ['Metformin', 'unchanged'],
    ]);
  });

  it('a label whose words are the medicine, or no medicine after it, is left as written', () => {
    expect(readLabelFirst('Regular: Amlodipine 5 mg — daily')).toBeNull();
    expect(readLabelFirst('Plan: review — in 2 weeks')).toBeNull();
  });
});
