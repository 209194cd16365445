/**
 * 'Furosemide 120 mg/day (80 mg mane + 40 mg at 2 pm)', 'Amlodipine 10 mg/day (nocte)': a mass per day
 * after the name is the day's total, not the product's strength. When the order also gives the dose at
 * each time, those doses are the schedule and the total only checks them; when it is taken once a day,
 * the total is the one dose. Patches and infusions ('/24 hours') are rates and are left alone.
 */
import type { TimeSlot } from '../../shared/reconcile';
import type { Amount, Strength, Timing } from './types';
import { findQuantities, massIn, massMg, type QuantityToken } from './units';

const PER_DAY = /^(?:1 )?day$/;
const RATE_FORM = /patch|infusion|pump/i;

const mgOf = (a: Amount | undefined): number | null => massMg(a?.measure);

/** The dosing text with the day's total blanked out, the total, and the words it was written in. */
export interface DailyTotalAside {
  text: string;
  total?: Strength;
  written?: string;
}

const TOTAL_HINT = /\/\s*(?:1\s*)?d(?:ay)?\b/i;
const UP_TO_BEFORE = /\bup\s+to\s*$/i;

const isMass = (st: Strength | undefined): boolean => massMg(st) !== null;

const isDailyMass = (q: QuantityToken): q is Extract<QuantityToken, { kind: 'strength' }> =>
  q.kind === 'strength' && isDaily(q.strength) && massIn(1, q.strength.unit!, 'mg') !== null;

/**
 * 'Sodium bicarbonate 3360 mg/day (840 mg capsules, 2 BD)', 'Paracetamol up to 4 g/day (1 g QID PRN)',
 * 'Furosemide 120 mg/day (80 mg mane + 40 mg at 2 pm)': a mass per day written beside the mass of one dose
 * is the day's total of those doses. It is set aside (blanked, so no other reader takes it as the strength)
 * and checked against the doses by readDailyTotal; the dose is read as if the total were not there.
 */
export function setAsideDailyTotal(text: string, first: boolean): DailyTotalAside {
  if (!first || !TOTAL_HINT.test(text)) return { text };
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return { text };
  const qs = findQuantities(lower);
  const total = qs.find(isDailyMass);
  const dose = qs.some(
    (q) => q !== total && (q.kind === 'strength' || q.kind === 'count') && isMass(q.strength),
  );
  if (!total || !dose) return { text };
  const lead = UP_TO_BEFORE.exec(text.slice(0, total.index));
  const start = lead ? lead.index : total.index;
  return {
    text: text.slice(0, start) + ' '.repeat(total.end - start) + text.slice(total.end),
    total: total.strength,
    written: squash(text.slice(total.index, total.end)),
  };
}

const squash = (t: string) => t.replace(/\s+/g, ' ').trim();

/** The mass taken in a day by the order as read, or null when it cannot be worked out. */
function dayMass(
  strength: Strength | undefined,
  amount: Amount,
  slotAmounts: Partial<Record<TimeSlot, Amount>> | undefined,
  timing: Timing,
): number | null {
  const bySlot = Object.values(slotAmounts ?? {});
  if (bySlot.length > 1) {
    const doses = bySlot.map((a) =>
      a.measure ? mgOf(a) : a.count ? perUnit(strength, a.count.value) : null,
    );
    return doses.every((d) => d !== null) ? doses.reduce((a: number, b) => a + b!, 0) : null;
  }
  const one = amount.measure
    ? mgOf(amount)
    : perUnit(strength, amount.count && amount.count.max === undefined ? amount.count.value : 1);
  const times = timing.nonDaily ? undefined : (timing.perDay ?? (timing.slots.length || undefined));
  return one === null || !times ? null : one * times;
}

const perUnit = (strength: Strength | undefined, count: number): number | null => {
  const mg = massMg(strength);
  return mg === null ? null : mg * count;
};

export interface DailyTotalRead {
  strength: Strength | undefined;
  amount: Amount;
  warning?: string;
}

const isDaily = (s: Strength | undefined): s is Strength =>
  !!s?.per && PER_DAY.test(s.per) && s.values.length === 1 && !!s.unit;

/**
 * The strength and dose once the day's total is read; a when-required order's total (set aside by
 * setAsideDailyTotal) is its maximum, which order-build.ts takes from `aside.written`.
 */
export function readDailyTotal(
  strength: Strength | undefined,
  dosing: {
    amount: Amount;
    slotAmounts?: Partial<Record<TimeSlot, Amount>>;
    timing: Timing;
    form?: string;
  },
  aside?: DailyTotalAside,
  prn = false,
): DailyTotalRead {
  const { amount, slotAmounts, timing, form } = dosing;
  const same = { strength, amount };
  if (aside?.total) {
    // The total was set aside: the doses are the order; a total they do not make is said, never chosen.
    // A when-required order's total is its most in a day, shown as its maximum ('4-6 hourly, up to 4 g/day'
    // caps the doses rather than adding up from them).
    if (prn) return same;
    const made = dayMass(strength, amount, slotAmounts, timing);
    const total = massIn(aside.total.values[0]!, aside.total.unit!, 'mg');
    const off = made === null || total === null || Math.abs(made - total) > 1e-6;
    return off
      ? {
          ...same,
          warning: `The daily total ${aside.written ?? aside.total.text} does not match the doses as read: check the dose`,
        }
      : same;
  }
  // The head's total is read as the strength, the amount, or both.
  const daily = isDaily(strength) ? strength : amount.measure;
  if (!isDaily(daily) || amount.count || (form && RATE_FORM.test(form))) return same;
  if (amount.measure && amount.measure !== daily && !isDaily(amount.measure)) return same;
  const total = massIn(daily.values[0]!, daily.unit!, 'mg');
  if (total === null) return same;
  const kept = isDaily(strength) ? undefined : strength;
  const doses = Object.values(slotAmounts ?? {}).map(mgOf);
  if (doses.length > 1 && doses.every((d) => d !== null)) {
    const sum = doses.reduce((a: number, b) => a + b!, 0);
    // The split is the schedule; a total that does not add up is said, never chosen between silently.
    const warning =
      Math.abs(sum - total) > 1e-6
        ? `The daily total ${daily.text} does not match the doses at each time: check the dose`
        : undefined;
    return { strength: kept, amount: {}, warning };
  }
  const once = timing.perDay === 1 || (timing.perDay === undefined && timing.slots.length === 1);
  if (once && !timing.nonDaily) {
    const dose: Strength = {
      values: daily.values,
      unit: daily.unit,
      text: daily.text.replace(/\/(?:1 )?day$/, ''),
    };
    return {
      strength: isDaily(strength) ? dose : strength,
      amount: amount.measure ? { ...amount, measure: dose } : amount,
    };
  }
  return same;
}
