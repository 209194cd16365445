/**
 * A count in small Roman numerals ('ii', 'iii') before a dose unit, a time or frequency word, a
 * when-required word, or the bracketed total it makes: one lexicon entry read by the respelling, the clause
 * classifier, the dose reader and the invariant check.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { romanCountsAsDigits } from './roman-count';

const slots = (s: Record<string, string>) =>
  Object.entries(s)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('Roman numeral counts', () => {
  it.each([
    [
      'Digoxin 62.5 microgram tab\tiii (187.5 microgram) o.d.',
      /187\.5 microgram|3 tablets/,
      ['0800'],
    ],
    ['Sotalol 80 mg tab ii (160 mg) b.i.d.', /160 mg|2 tablets/, ['0800', '1800']],
    ['Warfarin 2 mg tab\tii (= 4 mg) in the evening per INR', /4 mg|2 tablets/, ['1800']],
  ])('%s: the count with its bracketed total is the dose', (dis, total, want) => {
    const r = reconcileChecked(dis.replace(/\t.*| ii.*| iii.*/, ' 1 tab daily'), dis);
    const m = r.medications[0]!;
    expect(Object.values(m.schedule).join(' ')).toMatch(total);
    expect(slots(m.schedule)).toEqual(want);
    expect(m.changeType).toBe('changed');
  });

  it.each([
    ['Allopurinol 100 mg ii q.a.m.', ['0800']],
    ['Allopurinol 100 mg II mane', ['0800']],
    ['Allopurinol 100 mg ii tabs in the morning', ['0800']],
  ])('%s is 2 tablets (200 mg) of 100 mg', (dis, want) => {
    const r = reconcileChecked('Allopurinol 200 mg mane', dis);
    const m = r.medications[0]!;
    expect(slots(m.schedule)).toEqual(want);
    expect(m.changeType).toBe('unchanged');
  });

  it('reads a Roman count before an alternate-day interval', () => {
    const r = reconcileChecked(
      'Calcitriol 0.25 microgram cap 1 every second day',
      'Calcitriol 0.25 microgram cap i q.o.d.',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it.each([
    'I take it in the morning',
    'I am on it',
    'Type i diabetes',
    'I, the patient',
    'section iii below',
  ])('leaves the pronoun and other words alone: %s', (text) => {
    expect(romanCountsAsDigits(text)).toBe(text);
  });

  it('reads the count in any case and keeps the text length', () => {
    expect(romanCountsAsDigits('ii tabs qpm')).toBe('2  tabs qpm');
    expect(romanCountsAsDigits('III caps tds')).toBe('3   caps tds');
    expect(romanCountsAsDigits('i (5 mg) nocte')).toBe('1 (5 mg) nocte');
  });
});
