/**
 * Doses that differ by time of day, each written before its own time: `1 mane 2 nocte`,
 * `TWO MANE, ONE midi`, `1 in the morning 1/2 at night`, `10 mg mane, 5 mg nocte`. Read from the
 * line's tokens (the lexicon's number, unit, dose-unit and time words): every time word must have its
 * own amount straight before it, or the order is not of this kind and the other readers read it.
 */
import type { TimeSlot } from '../../shared/reconcile';
import { tokenize, type Token } from '../lexicon/tokens';
import type { TimeToken } from './timing';
import type { Amount } from './types';
import { canonicalCountUnit, canonicalUnit, countText, displayUnit } from './units';

export interface PerTimeRead {
  amount: Amount;
  slotAmounts: Partial<Record<TimeSlot, Amount>>;
}

// Between one dose-and-time and the next: 'and', '&', '+', ',' or nothing.
const JOINS = new Set([',', '+', '&', 'and', ';', '.']);
// Words that may sit inside an amount: 'half a tab', 'one and a half', 'one-half'.
const FILLERS = new Set(['a', 'an', 'and', '-']);

/** An amount written as these tokens ('2', 'ONE tablet', '1/2', 'half a tab', '5 mg'), or null. */
function readAmount(tokens: Token[], unit: string): Amount | null {
  const parts = tokens.filter((t) => t.kind !== 'route');
  const nums = parts.filter((t) => t.kind === 'number');
  const unitTok = parts.find((t) => t.kind === 'unit');
  const countTok = parts.find((t) => t.kind === 'dose-unit' || t.kind === 'form');
  const slash = parts.some((t) => t.text === '/');
  const fillers = parts.filter((t) => t.kind !== 'number' && t !== unitTok && t !== countTok);
  if (!nums.length) return null;
  if (fillers.some((t) => t.text !== '/' && !FILLERS.has(t.text.toLowerCase()))) return null;
  // The amount ends with its unit: nothing but fillers may follow it.
  const last = parts[parts.length - 1]!;
  if (last.kind !== 'number' && last !== unitTok && last !== countTok) return null;
  const written = parts
    .filter((t) => t !== unitTok && t !== countTok)
    .map((t) => t.text)
    .join(' ');
  let value: number;
  let raw: string;
  if (slash) {
    // '1/2', '1 / 2 tab': a fraction of a dose unit.
    if (nums.length !== 2 || !nums[1]!.value) return null;
    value = nums[0]!.value! / nums[1]!.value;
    raw = `${nums[0]!.text}/${nums[1]!.text}`;
  } else if (
    nums.length === 2 &&
    nums[1]!.value === 0.5 &&
    nums[0]!.value === 1 &&
    /-/.test(written)
  ) {
    // 'one-half': half a dose unit.
    [value, raw] = [0.5, 'half'];
  } else if (nums.length === 2 && nums[1]!.value === 0.5 && /\band\b/i.test(written)) {
    // 'one and a half'.
    [value, raw] = [nums[0]!.value! + 0.5, written.replace(/\s+/g, ' ')];
  } else if (nums.length === 1) {
    value = nums[0]!.value!;
    raw = value === 0.5 && !/^0?\.5$/.test(nums[0]!.text) ? 'half' : nums[0]!.text;
  } else return null;
  if (!(value > 0) || value > 20) return null;
  if (unitTok) {
    if (slash) return null;
    const u = canonicalUnit(unitTok.text);
    return {
      measure: {
        values: [value],
        unit: u,
        text: `${nums[0]!.text} ${displayUnit(unitTok.text, u)}`,
      },
    };
  }
  const countUnit = countTok ? canonicalCountUnit(countTok.text) : unit;
  if (!Number.isInteger(value * 4)) return null;
  const shown = countTok ? displayUnit(countTok.text, countUnit) : countUnit;
  return { count: { value, unit: countUnit, text: countText(raw, undefined, shown) } };
}

const UNITISH = new Set(['unit', 'dose-unit', 'form', 'route']);

/**
 * Where the first amount starts: it ends the head ('Frusemide 40 mg 1 mane', '25 mg tab 1/2 mane'), so
 * walk back over its unit, then its numbers and fillers, and stop at anything else (the strength).
 */
function amountStart(tokens: Token[]): number {
  let s = tokens.length;
  while (s > 0 && UNITISH.has(tokens[s - 1]!.kind)) s--;
  while (
    s > 0 &&
    (tokens[s - 1]!.kind === 'number' ||
      tokens[s - 1]!.text === '/' ||
      FILLERS.has(tokens[s - 1]!.text.toLowerCase()))
  )
    s--;
  while (s < tokens.length && FILLERS.has(tokens[s]!.text.toLowerCase())) s++;
  return s;
}

/**
 * Per-time doses of the dosing text, or null. `times` are the time-of-day words scanTiming found in
 * the same text (same positions); `unit` is what a bare count counts.
 */
export function readPerTime(text: string, times: TimeToken[], unit: string): PerTimeRead | null {
  if (times.length < 2 || times.some((t) => t.slots.length !== 1)) return null;
  const tokens = tokenize(text);
  // Counts per day or intervals ('bd', '8 hourly') mean the times are not each dose's own.
  if (tokens.some((t) => t.kind === 'frequency' || t.kind === 'interval' || t.kind === 'prn'))
    return null;
  const sorted = [...times].sort((a, b) => a.index - b.index);
  const slotAmounts: Partial<Record<TimeSlot, Amount>> = {};
  let from = 0;
  for (let k = 0; k < sorted.length; k++) {
    const t = sorted[k]!;
    const before = tokens.filter((x) => x.start >= from && x.end <= t.index);
    let amount: Amount | null = null;
    if (k === 0) {
      amount = readAmount(before.slice(amountStart(before)), unit);
    } else {
      let s = 0;
      while (s < before.length && JOINS.has(before[s]!.text.toLowerCase())) s++;
      amount = readAmount(before.slice(s), unit);
    }
    if (!amount || slotAmounts[t.slots[0]!]) return null;
    slotAmounts[t.slots[0]!] = amount;
    from = t.end;
  }
  // Nothing after the last time may be another amount.
  if (tokens.some((x) => x.start >= from && x.kind === 'number')) return null;
  const first = slotAmounts[sorted[0]!.slots[0]!]!;
  return { amount: first, slotAmounts };
}
