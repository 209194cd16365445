/**
 * Plain words for amounts, times and forms, used by the schedule, the comments and the ceased list.
 * Every number comes from the order as written: nothing is converted or totalled for display.
 */
import type { TimeSlot } from '../../shared/reconcile';
import { clockMinutes } from '../parse/timing';
import { intervalText, joinAnd, slotsWithClocks } from '../parse/timing-labels';
import type { Amount, ParsedOrder, Strength, Timing } from '../parse/types';
import { NUMBER_WORDS, SLOT_PLAIN_WORDS } from '../lexicon/words';

/** What is given at one time: '1 tablet', '2 puffs', '22 units', or the strength when no count is written. */
export function amountText(a: Amount | undefined, strength?: Strength): string {
  if (a?.count && a.measure) return withTotalText(a, a.count.text, a.measure.text);
  if (a?.count) return a.count.text;
  if (a?.measure) return a.measure.text;
  return strength && strength.unit ? strength.text : '';
}

/** A dose for a comment: '40 mg', '2 tablets of 1000 mg', '2 x 500 mg', '16 units'. */
export function doseText(a: Amount | undefined, strength?: Strength, withStrength = true): string {
  if (a?.count && a.measure) return withTotalText(a, a.count.text, a.measure.text);
  if (a?.count) {
    if (a.count.unit === 'dose' || !withStrength || !strength) return a.count.text;
    return `${a.count.text} of ${strength.text}`;
  }
  if (a?.measure) return a.measure.text;
  return strength?.text ?? '';
}

/** A count with the total the order wrote beside it, in the order written: '2 tablets (50 mg)', '80 mg (2 tablets)'. */
const withTotalText = (a: Amount, count: string, total: string): string =>
  a.totalFirst ? `${total} (${count})` : `${count} (${total})`;

const SLOT_WORD = SLOT_PLAIN_WORDS;
const COUNT_WORD: Record<number, string> = {
  1: 'once daily',
  2: 'twice daily',
  3: 'three times daily',
  4: 'four times daily',
};

/** When an order is taken, in words: 'twice daily', 'in the morning and at 1400', 'weekly on Friday'. */
export function timesText(t: Timing): string {
  const parts: string[] = [];
  if (t.nonDaily) parts.push(nonDailyText(t));
  if (t.interval && !t.nonDaily && !t.clocks.length) {
    parts.push(intervalText(t.interval));
    return parts.join(' ');
  }
  // 'six times a day' fills the same four slots as QID: say the count.
  if (overFourDaily(t)) return `${countWord(t.perDay!)} times daily`;
  // 'weekly on Friday' needs no 'in the morning' unless the order chose that time; 'twice daily on days 1
  // to 3' (a cycle, several slots) says how often on those days.
  const words = t.nonDaily && !t.timeOfDay && t.slots.length < 2 ? '' : slotWords(t);
  if (words) parts.push(words);
  return parts.join(' ') || 'at times not stated';
}

// Words, not digits: the order may have written 'six' and the output must not show a number it lacks.
const WORD_OF = new Map(
  Object.entries(NUMBER_WORDS)
    .filter(([, v]) => Number.isInteger(v))
    .map(([w, v]) => [v, w] as const),
);
const countWord = (n: number): string => WORD_OF.get(n) ?? String(n);

const overFourDaily = (t: Timing): boolean =>
  !t.nonDaily && !t.timeOfDay && !t.clocks.length && t.perDay !== undefined && t.perDay > 4;

function slotWords(t: Timing): string {
  if (!t.slots.length) return '';
  if (!t.clocks.some((c) => clockMinutes(c) !== null)) {
    const key = t.slots.join(',');
    if (!t.nonDaily && key === '0800,1800') return 'twice daily';
    if (!t.nonDaily && key === '0800,1200,1800') return 'three times daily';
    if (!t.nonDaily && key === '0800,1200,1800,2200') return 'four times daily';
    // 'daily' puts a dose in the morning slot, but the order did not say morning.
    if (t.slots.length === 1)
      return t.timeOfDay || t.nonDaily ? SLOT_WORD[t.slots[0]!] : 'once daily';
  }
  return slotsWithClocks(t.slots, t.clocks);
}

/** 'weekly on Friday', 'every 3 months', 'alternate days', 'twice weekly (Monday and Thursday)'. */
export function nonDailyText(t: Timing): string {
  if (!t.nonDaily) return '';
  if (t.nonDaily === 'weekly' && t.days.length) return `weekly on ${joinAnd(t.days)}`;
  return t.days.length ? `${t.nonDaily} (${joinAnd(t.days)})` : t.nonDaily;
}

/** The day or interval a non-daily slot text carries: 'Fridays', 'weekly', 'every 3 months'. */
export function slotSuffix(t: Timing): string {
  // 'q4h' or 'six times a day' is more than the four slots show: say how often in each slot.
  if (!t.nonDaily && overFourDaily(t))
    return t.interval ? intervalText(t.interval) : `${countWord(t.perDay!)} times daily`;
  if (!t.nonDaily) return '';
  const plural = t.days.map((d) => `${d}s`);
  // 'on Mondays' -> 'Mondays'; 'weekly on Sundays' keeps its interval, so a change from fortnightly shows.
  if (t.nonDaily === 'weekly')
    return plural.length ? `${t.weeklyWritten ? 'weekly: ' : ''}${joinAnd(plural)}` : 'weekly';
  return plural.length ? `${t.nonDaily}: ${joinAnd(plural)}` : t.nonDaily;
}

/** Frequency words for when-required directions: 'every 4-6 hours', 'up to four times a day', 'at night'. */
export function prnFrequency(t: Timing): string {
  if (t.interval && t.interval.min < 36) return intervalText(t.interval);
  if (t.nonDaily) return nonDailyText(t);
  if (t.clocks.length || (t.slots.length && t.perDay === undefined)) return slotWords(t);
  if (t.perDay !== undefined)
    return t.perDay === 1
      ? 'once a day'
      : `up to ${COUNT_WORD[t.perDay]?.replace(' daily', '') ?? `${t.perDay} times`} a day`;
  return '';
}

export const SLOT_NAMES: Record<TimeSlot, string> = {
  '0800': 'morning',
  '1200': 'midday',
  '1800': 'evening',
  '2200': 'night',
};

/** Release form words to put before the strength: 'modified release', 'enteric coated'. */
export function releaseText(o: ParsedOrder): string {
  return o.qualifiers.filter((q) => /release|coated/.test(q)).join(' ');
}
