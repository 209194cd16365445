/**
 * 'Furosemide 120 mg/day (80 mg mane + 40 mg at 2 pm)', 'Amlodipine 10 mg/day (nocte)': a mass per day
 * after the name is the day's total, not the product's strength. When the order also gives the dose at
 * each time, those doses are the schedule and the total only checks them; when it is taken once a day,
 * the total is the one dose. Patches and infusions ('/24 hours') are rates and are left alone.
 */
import type { TimeSlot } from '../../shared/reconcile';
import type { Amount, Strength, Timing } from './types';
import { massIn } from './units';

const PER_DAY = /^(?:1 )?day$/;
const RATE_FORM = /patch|infusion|pump/i;

const mgOf = (a: Amount | undefined): number | null => {
  const m = a?.measure;
  if (!m || m.per || m.values.length !== 1 || !m.unit) return null;
  return massIn(m.values[0]!, m.unit, 'mg');
};

export interface DailyTotalRead {
  strength: Strength | undefined;
  amount: Amount;
  warning?: string;
}

const isDaily = (s: Strength | undefined): s is Strength =>
  !!s?.per && PER_DAY.test(s.per) && s.values.length === 1 && !!s.unit;

export function readDailyTotal(
  strength: Strength | undefined,
  amount: Amount,
  slotAmounts: Partial<Record<TimeSlot, Amount>> | undefined,
  timing: Timing,
  form: string | undefined,
): DailyTotalRead {
  const same = { strength, amount };
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
