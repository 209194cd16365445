import { describe, expect, it } from 'vitest';
import { DOB_MESSAGES, parseDateOfBirth } from './date-of-birth';

const today = new Date(2026, 2, 5); // 5 March 2026, local
const read = (text: string) => parseDateOfBirth(text, today);
const iso = (text: string) => {
  const r = read(text);
  return r.ok ? r.iso : r.message;
};

describe('a date of birth typed as Australians write it', () => {
  it('reads day first, whatever the separator', () => {
    expect(iso('14/03/1941')).toBe('1941-03-14');
    expect(iso('12/03/1941')).toBe('1941-03-12'); // 12 March, never 3 December
    expect(iso(' 7/3/1941 ')).toBe('1941-03-07');
    expect(iso('07-03-1941')).toBe('1941-03-07');
    expect(iso('07.03.1941')).toBe('1941-03-07');
    expect(iso('07031941')).toBe('1941-03-07');
    expect(iso('1941-03-07')).toBe('1941-03-07');
  });

  it('reads month names and abbreviations', () => {
    for (const t of ['7 Mar 1941', '7 March 1941', '7-Mar-1941', '7th March 1941', 'March 7, 1941'])
      expect(iso(t), t).toBe('1941-03-07');
    expect(iso('1 Sept 1950')).toBe('1950-09-01');
    expect(iso('7 Marching 1941')).toBe(DOB_MESSAGES.unreadable);
  });

  it('puts a two-digit year in the latest century that is not in the future', () => {
    expect(iso('7/3/41')).toBe('1941-03-07');
    expect(iso('7/3/20')).toBe('2020-03-07');
    expect(iso('5/3/26')).toBe('2026-03-05'); // born today
    expect(iso('6/3/26')).toBe('1926-03-06'); // tomorrow in 2026 would be the future
  });

  it('says the date in words, with the age', () => {
    expect(read('7/3/41')).toEqual({
      ok: true,
      iso: '1941-03-07',
      words: '7 March 1941 (age 84)',
    });
    expect(read('5/3/1941')).toMatchObject({ words: '5 March 1941 (age 85)' });
    expect(read('1/1/2026')).toMatchObject({ words: '1 January 2026 (under 1 year old)' });
  });

  it('refuses what cannot be a date of birth, saying why', () => {
    expect(iso('31/02/1941')).toBe(DOB_MESSAGES.noSuchDate);
    expect(iso('29/02/1941')).toBe(DOB_MESSAGES.noSuchDate);
    expect(iso('29/02/1940')).toBe('1940-02-29');
    expect(iso('03/14/1941')).toBe(DOB_MESSAGES.noSuchMonth(14));
    expect(iso('6/3/2026')).toBe(DOB_MESSAGES.future);
    expect(iso('1/1/1890')).toBe(DOB_MESSAGES.tooOld(1890));
    for (const t of ['', 'yesterday', '7/3', '1941', '7/3/194'])
      expect(iso(t), t).toBe(DOB_MESSAGES.unreadable);
  });
});
