/**
 * Whole regimens compared when the times change: 'metoprolol 25 mg BD' to 'metoprolol CR 47.5 mg
 * daily' is not a dose increase from 25 mg to 47.5 mg but a new regimen with about the same total
 * each day. The comment says both regimens as written and how the daily total moved, never a total
 * the order did not write (every number shown is on one of the lists).
 */
import type { TimeSlot } from '../../shared/reconcile';
import type { Amount, ParsedOrder, Timing } from '../parse/types';
import { doseText, SLOT_NAMES, timesText } from './describe';
import { comparable, doseQ, sameAsLabel, sameDose, type DoseQ } from './dose';
import { isModifiedRelease } from './formulation';

/** Within this share of each other, two daily totals are 'about the same' (a CR tablet's 47.5 mg for 50 mg). */
const ABOUT_SAME = 0.1;

export interface RegimenChange {
  text: string;
}

/** Doses a day of a daily regimen; undefined for weekly, cyclic or stepped regimens. */
function perDay(o: ParsedOrder): number | undefined {
  const t: Timing = o.timing;
  if (t.nonDaily || o.steps.length > 1 || o.instruction) return undefined;
  if (o.slotAmounts) return t.slots.length || undefined;
  return t.perDay ?? (t.slots.length || undefined);
}

/** The amount of each administration in a day, comparable, or null when one cannot be compared. */
function dosesOfDay(o: ParsedOrder, n: number): DoseQ[] | null {
  const amounts: Amount[] = o.slotAmounts
    ? o.timing.slots.map((s) => o.slotAmounts![s] ?? o.amount)
    : Array.from({ length: n }, () => o.amount);
  const out: DoseQ[] = [];
  for (const a of amounts) {
    const q = doseQ(a, o.strength);
    // A combination's strength ('50/1000 mg') gives one value per ingredient; each is totalled.
    if (!q || !q.values.length || q.max) return null;
    out.push(q);
  }
  return out;
}

/** The daily total of the ingredient at `i` ('Janumet 50/1000 mg' has two). */
const total = (qs: DoseQ[], i = 0) => qs.reduce((s, q) => s + q.values[i]!, 0);

/** 'same', 'about the same', 'increased' or 'reduced' for two daily totals in one unit. */
function totalWords(a: number, d: number): string {
  if (Math.abs(a - d) <= 1e-9 * Math.max(1, a, d)) return 'same daily total';
  if (Math.abs(a - d) <= ABOUT_SAME * Math.max(a, d)) return 'daily total about the same';
  return d > a ? 'daily total increased' : 'daily total reduced';
}

/** A regimen in words: '47.5 mg once daily', '2 tablets in the morning and 1 tablet at night' (the release form has its own sentence). */
function regimenText(o: ParsedOrder): string {
  if (o.slotAmounts) {
    const parts = o.timing.slots.map((s: TimeSlot) => {
      const a = o.slotAmounts![s] ?? o.amount;
      return `${doseText(a, o.strength)} ${SLOT_PHRASE[s]}`;
    });
    if (new Set(parts.map((p) => p.replace(/ (?:in|at) .*$/, ''))).size > 1)
      return parts.join(' and ');
  }
  return `${doseText(o.amount, o.strength)} ${timesText(o.timing)}`;
}

const SLOT_PHRASE: Record<TimeSlot, string> = {
  '0800': `in the ${SLOT_NAMES['0800']}`,
  '1200': `at ${SLOT_NAMES['1200']}`,
  '1800': `in the ${SLOT_NAMES['1800']}`,
  '2200': `at ${SLOT_NAMES['2200']}`,
};

/**
 * When the times of a regular order change and its dose per time or release form changes with them,
 * the whole regimen in one sentence; null when the dose per time is the same (the times sentence says
 * it all) or the two regimens cannot be put side by side (weekly, stepped, amounts in other units).
 */
export function regimenChange(a: ParsedOrder, d: ParsedOrder): RegimenChange | null {
  const na = perDay(a);
  const nd = perDay(d);
  if (!na || !nd) return null;
  const qa = dosesOfDay(a, na);
  const qd = dosesOfDay(d, nd);
  if (!qa || !qd || !qa.every((q) => comparable(q, qd[0]!)) || !comparable(qa[0]!, qd[0]!))
    return null;
  if (!qd.every((q) => comparable(q, qd[0]!))) return null;
  const samePerTime =
    qa.concat(qd).every((q) => sameDose(q, qa[0]!)) || sameAsLabel(qa[0]!, qd[0]!);
  if (samePerTime && isModifiedRelease(a) === isModifiedRelease(d)) return null;
  const n = qa[0]!.values.length;
  if (![...qa, ...qd].every((q) => q.values.length === n)) return null;
  const each = new Set(qa[0]!.values.map((_, i) => totalWords(total(qa, i), total(qd, i))));
  // Ingredients whose totals moved differently (a combination's strength changed): said plainly.
  const words = each.size === 1 ? [...each][0]! : 'daily totals changed';
  return { text: `Now ${regimenText(d)} (was ${regimenText(a)}), ${words}` };
}
