/**
 * Numbers written out in words read as the digits they say, wherever a number is read: a bare strength
 * ('eight hundred and fifty'), a compound count, a duration, a half; the no-invented-number check counts
 * them the same way; and a patch's rate written 'per hour' is the same rate as '/hour' or '/hr'.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { inventedNumbers } from '../reconcile/invariants';
import { normaliseLine } from './normalise';
import { spelledNumbersAsDigits, spelledValue } from './spelled-numbers';

describe('the value of a number in words', () => {
  it.each([
    ['four hundred', 400],
    ['thirty-five', 35],
    ['sixty two', 62],
    ['three hundred and seventy-five', 375],
    ['nine hundred and ninety-nine', 999],
    ['one and a half', 1.5],
    ['twelve and a half', 12.5],
    ['seventeen', 17],
  ])('%s is %d', (words, value) => expect(spelledValue(words)).toBe(value));

  it.each(['three and six', 'seven eight', 'forty and two', 'fifteen twenty'])(
    '"%s" is not one number',
    (words) => expect(spelledValue(words)).toBeUndefined(),
  );
});

describe('respelling numbers in words as digits', () => {
  it.each([
    ['Sodium valproate four hundred, one tablet twice a day', 'Sodium valproate 400, one tablet'],
    ['Calcium carbonate 600 mg for thirty days', 'for 30 days'],
    ['Levetiracetam two hundred and fifty milligrams bd', '250 milligrams'],
    ['Warfarin seven and a half milligrams on Mondays', '7.5 milligrams'],
    ['Insulin glargine thirty-six units at night', '36 units'],
    ['Fentanyl patch twelve micrograms per hour, every third day', '12 micrograms/hour'],
  ])('%s', (line, part) => expect(normaliseLine(line)).toContain(part));

  it.each([
    // A lone word the lexicon reads as a number stays the order's own word.
    ['Take two tablets at night', 'two tablets'],
    ['one and a half tablets mane', 'one and a half tablets'],
    // Not numbers: a word made with a number, and a rate that is a frequency.
    ['Ondansetron one-off dose', 'one-off'],
    ['Paracetamol 1 g every four hours', 'every 4 hours'],
    ['Salbutamol 2 puffs per hour if wheezy', '2 puffs per hour'],
  ])('%s keeps "%s"', (line, part) => expect(normaliseLine(line)).toContain(part));
});

describe('a strength or count in words against the same in digits', () => {
  it('a bare strength in words matches the strength with its unit', () => {
    const r = reconcileChecked(
      '"Metformin eight hundred and fifty, one tablet twice a day."',
      'Metformin 850 mg tablet - 1 tablet twice daily',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.medications[0]!.form).toContain('850');
  });

  it('compound strengths, counts and halves in words are the doses they say', () => {
    const r = reconcileChecked(
      'Spironolactone twenty-five milligrams mane\nWarfarin two and a half milligrams on Tuesdays\nPrednisolone 1 mg tablet, fifteen tablets mane',
      'Spironolactone 25 mg mane\nWarfarin 2.5 mg Tuesdays\nPrednisolone 15 mg mane',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });

  it('a real change written in words is still a change', () => {
    const r = reconcileChecked(
      'Gabapentin three hundred, one capsule three times a day',
      'Gabapentin 600 mg capsule 1 capsule TDS',
    );
    expect(r.medications[0]!.changeType).toBe('changed');
  });
});

describe('a rate per hour', () => {
  it.each([
    [
      'Norspan patch five micrograms per hour, replace each Sunday',
      'Buprenorphine 5 microgram/hour patch every Sunday',
    ],
    [
      'Buprenorphine 20 mcg/hr patch weekly on Fridays',
      'Norspan 20 micrograms per hour patch - Fridays',
    ],
    ['Fentanyl 25 microgram/hour patch every 3 days', 'Fentanyl 25 mcg/hr patch every 3 days'],
  ])('%s = %s', (admission, discharge) => {
    const r = reconcileChecked(admission, discharge);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('a different rate is a change', () => {
    const r = reconcileChecked(
      'Norspan ten micrograms per hour weekly on Mondays',
      'Norspan 20 microgram/hour patch weekly on Mondays',
    );
    expect(r.medications[0]!.changeType).toBe('changed');
  });
});

describe('the no-invented-number check reads words as the engine does', () => {
  it('counts every number in words, single or compound', () => {
    expect(spelledNumbersAsDigits('eleven tablets, twenty-four hours, five hundred')).toBe(
      '11 tablets, 24 hours, 500',
    );
    expect(spelledNumbersAsDigits('three and a half, seven eight')).toBe('3 and a half, 7 8');
  });

  it('allows a number written in words and flags one written nowhere', () => {
    const req = {
      admissionOrders: 'Aspirin one hundred, daily',
      dischargeOrders: 'Aspirin 100 mg daily',
    };
    const row = (form: string) => ({
      medications: [
        {
          name: 'Aspirin',
          form,
          schedule: { '0800': '', '1200': '', '1800': '', '2200': '' },
          indication: '',
          comment: '',
          changeType: 'unchanged' as const,
          isPRN: false,
        },
      ],
      ceasedMedications: [],
    });
    expect(inventedNumbers(req, row('100 mg tablet'))).toEqual([]);
    expect(inventedNumbers(req, row('150 mg tablet'))).not.toEqual([]);
  });
});
