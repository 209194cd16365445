/**
 * A comparable key for how often a non-daily order is taken, whatever the unit it was written in:
 * 'every 72h' = 'every 3 days', 'every 7 days' = 'weekly', 'every 2 weeks' = 'fortnightly',
 * 'three times a week (Mon/Wed/Fri)' = 'Mon/Wed/Fri'. Used only to compare; the display keeps the
 * order's own words.
 */
import type { Timing } from './types';

const UNIT_DAYS: Record<string, number> = { hour: 1 / 24, day: 1, week: 7 };
const WEEKLY_WORDS = /^(?:weekly|every week|twice weekly|\w+ times a week)$/;
const COUNT_WORDS: Record<string, number> = {
  other: 2,
  second: 2,
  third: 3,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};
const num = (w: string): number => COUNT_WORDS[w] ?? Number(w);

/** Days between doses, or months for monthly patterns ('d:3', 'm:3'); the label when it has no number. */
function periodKey(label: string): string {
  const t = label.toLowerCase().trim();
  if (t === 'weekly' || t === 'every week') return 'd:7';
  if (t === 'fortnightly' || t === 'alternate weeks') return 'd:14';
  if (t === 'twice weekly') return 'x:2';
  const times = /^(\w+) times a week$/.exec(t);
  if (times) return `x:${num(times[1]!)}`;
  if (t === 'alternate days') return 'd:2';
  if (t === 'monthly' || t === 'every month') return 'm:1';
  if (t === 'yearly' || t === 'every year') return 'm:12';
  const m = /^every (\d+|other|second|third)(?:st|nd|rd|th)? (hour|day|week|month|year)s?$/.exec(t);
  if (!m) return t;
  const n = num(m[1]!);
  if (m[2] === 'month') return `m:${n}`;
  if (m[2] === 'year') return `m:${n * 12}`;
  const days = n * UNIT_DAYS[m[2]!]!;
  return Number.isInteger(days) ? `d:${days}` : t;
}

/** Same key = same rhythm: daily orders give '', weekly orders on named days give those days. */
export function rhythmKey(t: Timing): string {
  if (!t.nonDaily && !t.days.length) return '';
  const days = [...t.days].sort().join(',');
  const nd = t.nonDaily ?? 'weekly';
  if (days && WEEKLY_WORDS.test(nd)) return `w:${days}`;
  const key = periodKey(nd);
  // 'every 24 hours' and 'every 1 day' are daily; 'every 7 days (Saturday)', '1 weekly sat' are weekly on that day.
  if (key === 'd:1' || (key === 'd:7' && days)) return days ? `w:${days}` : '';
  return days ? `${key}|${days}` : key;
}

// More than four doses a day fill the same four slots: 'q4h' (6 a day) and 'QID' differ only in the count.
// So do clock times that share a slot: '0600, 1000, 1400, 1800' (4 a day) and 'TDS' fill the same three.
const moreThanSlots = (t: Timing): number =>
  t.perDay !== undefined &&
  !t.nonDaily &&
  (t.perDay > 4 || (t.clocks.length > 0 && t.perDay > t.slots.length))
    ? t.perDay
    : 0;

export const sameRhythm = (a: Timing, b: Timing): boolean =>
  rhythmKey(a) === rhythmKey(b) && moreThanSlots(a) === moreThanSlots(b);
