import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { joinWrappedLines } from './wrapped-lines';

const lines = (s: string) => s.split('\n');

describe('a list copied with its long lines wrapped (a PDF or a narrow window)', () => {
  it('puts a tail back on its line when the line above stopped mid-phrase', () => {
    const joined = joinWrappedLines(
      lines(
        'Doxycycline 100 mg daily with food for 5 days then\nstop (chest infection)\nAspirin 100 mg',
      ),
    );
    expect(joined).toEqual([
      'Doxycycline 100 mg daily with food for 5 days then stop (chest infection)',
      '',
      'Aspirin 100 mg',
    ]);
  });

  it('closes a bracket the line above left open, even when the tail names a medicine', () => {
    const joined = joinWrappedLines(
      lines('Ibuprofen 400 mg TDS - CEASED (renal function,\nwarfarin)\nMetoprolol 25 mg BD'),
    );
    expect(joined[0]).toBe('Ibuprofen 400 mg TDS - CEASED (renal function, warfarin)');
  });

  it.each([
    [
      'a numbered entry',
      'Amlodipine 5 mg mane - for blood pressure and\n2) Atorvastatin 20 mg nocte',
    ],
    [
      'a lower-case entry naming a medicine',
      'Sitagliptin 100 mg mane (HbA1c 8.2) - continue and\nmetformin 1 g BD with meals',
    ],
    [
      'a lower-case order of a name the KB does not know',
      'Paracetamol 1 g QID when required for pain, max 4 g a day and\nfrobnizole 20mg capsule one at night',
    ],
    [
      'a lower-case entry opening with a name of two words',
      'Rivaroxaban 20 mg tablets - Frequency: TWO in the morning and one at\nms contin 10 by mouth bd',
    ],
    ['a short line above', 'Vitamin D 1000 units\n1 capsule daily'],
    [
      'an indented line',
      'Tiotropium 2.5 microgram 2 puffs each morning then\n    rinse mouth after use',
    ],
    [
      'a date column',
      'Dispensing history from the community pharmacy and\n12/03/26  Rosuvastatin 10 mg',
    ],
  ])('keeps %s apart', (_what, text) => {
    expect(joinWrappedLines(lines(text))).toEqual(lines(text));
  });

  it('a wrapped stop no longer reads as a heading that ceases the orders under it', () => {
    const res = reconcile({
      admissionOrders: 'Perindopril 5 mg mane\nSimvastatin 40 mg nocte',
      dischargeOrders:
        'Clarithromycin 500 mg twice a day for 7 days, then\nstop (pneumonia)\nPerindopril 5 mg mane\nSimvastatin 40 mg nocte',
    });
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications.find((m) => /perindopril/i.test(m.name))?.changeType).toBe('unchanged');
  });
});
