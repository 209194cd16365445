/** Plain words for timing: 'twice daily', 'weekly on Friday', 'every 4-6 hours'. */
import type { TimeSlot } from '../../shared/reconcile';
import { clockMinutes, nearestSlot } from './clock';
import type { Timing } from './types';
import { SLOT_PLAIN_WORDS } from '../lexicon/words';

const COUNT_LABEL: Record<number, string> = {
  1: 'once daily',
  2: 'twice daily',
  3: 'three times daily',
  4: 'four times daily',
};

export function periodLabel(m: RegExpMatchArray): string {
  const t = m[0].replace(/\s+/g, ' ');
  if (/alt|other day|second daily|every second day/.test(t)) return 'alternate days';
  // Numbers stay as written: 'fortnightly' is not turned into an invented 'every 2 weeks'.
  if (/fortnight/.test(t)) return 'fortnightly';
  if (/twice|two times/.test(t) || m[2] === 'two' || m[2] === '2') return 'twice weekly';
  if (m[2]) return `${m[2]} times a week`;
  if (m[3] && m[4]) {
    const unit = m[4].replace(/s$/, '');
    if (m[3] === 'other' || m[3] === 'second' || m[3] === 'third') return `every ${m[3]} ${unit}`;
    if (/\d(st|nd|rd|th)$/.test(m[3])) return `every ${m[3]} ${unit}`;
    return m[3] === '1' ? `every ${unit}` : `every ${m[3].replace(/\s+/g, '')} ${unit}s`;
  }
  if (m[5] && m[6]) return `every ${m[5]} ${m[6] === 'weekly' ? 'weeks' : 'months'}`;
  if (m[1])
    return m[1] === 'week'
      ? 'weekly'
      : m[1] === 'month'
        ? 'monthly'
        : m[1] === 'year'
          ? 'yearly'
          : 'fortnightly';
  if (/week/.test(t)) return 'weekly';
  if (/month/.test(t)) return 'monthly';
  if (/year|annual/.test(t)) return 'yearly';
  if (/only|stat|dose/.test(t)) return 'once only';
  return t;
}

const SLOT_WORDS = SLOT_PLAIN_WORDS;

/** Plain words for a set of slots: 'twice daily', 'at night', 'at 0800 and 1400'. */
export function describeSlots(slots: TimeSlot[], clocks: string[] = []): string {
  if (clocks.length) return `at ${joinAnd(clocks)}`;
  const key = slots.join(',');
  if (key === '0800,1800') return 'twice daily';
  if (key === '0800,1200,1800') return 'three times daily';
  if (key === '0800,1200,1800,2200') return 'four times daily';
  if (slots.length === 1)
    return slots[0] === '0800'
      ? 'once daily in the morning'
      : `once daily ${SLOT_WORDS[slots[0]!]}`;
  return `${COUNT_LABEL[slots.length] ?? ''} (${joinAnd(slots.map((s) => SLOT_WORDS[s]))})`.trim();
}

/** The clock written for each slot: the first clock nearest to it ('0700', '0730' -> 0800 at 0700). */
export function clockPerSlot(clocks: string[]): Map<TimeSlot, string> {
  const clockFor = new Map<TimeSlot, string>();
  for (const c of clocks) {
    const min = clockMinutes(c);
    if (min !== null && !clockFor.has(nearestSlot(min))) clockFor.set(nearestSlot(min), c);
  }
  return clockFor;
}

/**
 * The slots that hold two or more of the clock times written ('0600, 1000, 1400, 1800': 0800 holds 0600 and
 * 1000), each with its clocks as written: more doses than the four slots can show one by one.
 */
export function clocksSharingSlots(clocks: string[]): Map<TimeSlot, string[]> {
  const bySlot = new Map<TimeSlot, string[]>();
  const seen = new Set<number>();
  for (const c of clocks) {
    const min = clockMinutes(c);
    if (min === null || seen.has(min)) continue;
    seen.add(min);
    const slot = nearestSlot(min);
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), c]);
  }
  for (const [slot, cs] of bySlot) if (cs.length < 2) bySlot.delete(slot);
  return bySlot;
}

/** 'at 0800 and 1400', or 'in the morning and at 1400' when a time word gives some of the slots. */
export function slotsWithClocks(slots: TimeSlot[], clocks: string[]): string {
  const clockFor = clockPerSlot(clocks);
  // Every clock as written, once each ('at 0700 and 0900' though both are the morning slot).
  if (slots.every((s) => clockFor.has(s))) return `at ${joinAnd([...new Set(clocks)])}`;
  return joinAnd(slots.map((s) => (clockFor.has(s) ? `at ${clockFor.get(s)}` : SLOT_WORDS[s])));
}

/** 'every 4-6 hours', 'every 8 hours', 'every hour' (no invented '1' for 'QH'). */
export function intervalText(i: { min: number; max: number }): string {
  if (i.min === 1 && i.max === 1) return 'every hour';
  return `every ${i.min === i.max ? i.min : `${i.min}-${i.max}`} hours`;
}

export const joinAnd = (xs: string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

export function buildLabel(
  slots: TimeSlot[],
  clocks: string[],
  perDay: number | undefined,
  interval: Timing['interval'],
  nonDaily: string | undefined,
  days: string[],
  hasTimeWords: boolean,
): string {
  const parts: string[] = [];
  if (nonDaily)
    parts.push(
      nonDaily === 'weekly' && days.length
        ? `weekly on ${joinAnd(days)}`
        : days.length
          ? `${nonDaily} (${joinAnd(days)})`
          : nonDaily,
    );
  if (interval && !nonDaily) parts.push(intervalText(interval));
  if (clocks.length) parts.push(slotsWithClocks(slots, clocks));
  else if (hasTimeWords && slots.length)
    parts.push(nonDaily ? SLOT_WORDS[slots[0]!] : describeSlots(slots));
  else if (perDay !== undefined && !interval && !nonDaily)
    parts.push(COUNT_LABEL[Math.min(perDay, 4)] ?? `${perDay} times daily`);
  return parts.join(' ');
}
