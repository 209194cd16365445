/**
 * A discharge summary often lists the medicines and then, under 'Medication changes', writes some of
 * them again ('New: clopidogrel 75 mg daily (NSTEMI)', 'Increased: perindopril 5 -> 10 mg'). The later
 * line restates the order: it is the same medicine at the same dose, or leaves the dose or times out.
 * It joins the first order's row (its reason and use fill what the first line left out, its line is a
 * source) instead of becoming a second row, which would read as a second medicine or a 'new' one.
 */
import type { ParsedOrder, Timing } from '../parse/types';
import { doseQ, sameDose, sameStrength } from './dose';
import { isModifiedRelease, sameSite } from './formulation';
import { isDoseScale } from '../parse/dose-scale';

/** True when `y` says nothing about the order that disagrees with `x` or adds to its dosing. */
function restates(x: ParsedOrder, y: ParsedOrder): boolean {
  if (x.key !== y.key || x.key.startsWith('unknown:') || x.line === y.line) return false;
  if (x.prn !== y.prn || isModifiedRelease(x) !== isModifiedRelease(y) || !sameSite(x, y))
    return false;
  if (x.route && y.route && x.route !== y.route) return false;
  if (y.strength && (!x.strength || !sameStrength(x.strength, y.strength))) return false;
  const [qx, qy] = [doseQ(x.amount, x.strength), doseQ(y.amount, y.strength)];
  if (qy && (!qx || !sameDose(qx, qy))) return false;
  if (x.form && y.form && x.form !== y.form) return false;
  // Two when-required orders for different symptoms or with different limits are two orders.
  if (x.prnMax && y.prnMax && x.prnMax.text !== y.prnMax.text) return false;
  if (x.prnCondition && y.prnCondition && x.prnCondition !== y.prnCondition) return false;
  if (x.prn && x.indication && y.indication && x.indication !== y.indication) return false;
  if (x.instruction && y.instruction && x.instruction !== y.instruction) return false;
  if (isDoseScale(x.instruction) !== isDoseScale(y.instruction)) return false;
  // A dose per time or a plan of steps that the first line does not write is more than a restatement.
  if (y.slotAmounts && JSON.stringify(y.slotAmounts) !== JSON.stringify(x.slotAmounts))
    return false;
  if (y.steps.length > 1 && JSON.stringify(y.steps) !== JSON.stringify(x.steps)) return false;
  return sameTimes(x.timing, y.timing);
}

/** The times `y` writes (if any) are `x`'s: slots, and weekly or interval patterns, which slots do not show. */
function sameTimes(x: Timing, y: Timing): boolean {
  if (!y.known) return true;
  if (y.slots.length && y.slots.join() !== x.slots.join()) return false;
  if ((y.nonDaily ?? '') !== (x.nonDaily ?? '')) return false;
  if (y.days.length && y.days.join() !== x.days.join()) return false;
  if (x.perDay && y.perDay && x.perDay !== y.perDay) return false;
  const [ix, iy] = [x.interval, y.interval];
  if (ix && iy && (ix.min !== iy.min || ix.max !== iy.max)) return false;
  return true;
}

/** No dose, strength or times: 'New: clopidogrel (NSTEMI)', 'start atorvastatin' after a swap. */
const undosed = (o: ParsedOrder): boolean =>
  !o.strength && !o.amount.count && !o.amount.measure && !o.timing.slots.length;

/**
 * The discharge orders that restate an earlier one, each with the order it restates. The earlier order
 * takes the later one's reason, use and warnings where it has none (it is this request's own object).
 */
export function restatedOrders(orders: ParsedOrder[]): Map<ParsedOrder, ParsedOrder> {
  const out = new Map<ParsedOrder, ParsedOrder>();
  const kept = new Set<ParsedOrder>();
  for (let j = 0; j < orders.length; j++) {
    const y = orders[j]!;
    // A line with dosing restates an earlier one; a line without any restates the order wherever it is.
    const x = (undosed(y) ? orders : orders.slice(0, j)).find(
      (o) => o !== y && !out.has(o) && (!undosed(o) || !undosed(y)) && restates(o, y),
    );
    // 'Medication changes: ... bisoprolol up-titrated to 5 mg.' over the list's 'Bisoprolol 5 mg mane': a summary
    // BEFORE the list that leaves the times out restates the fuller order below it, which is the row (read only
    // the other way, the summary had been a second row, new).
    const summary = x
      ? undefined
      : orders
          .slice(0, j)
          .find((o) => !undosed(o) && !out.has(o) && !kept.has(o) && restates(y, o));
    if (x) join(out, kept, x, y);
    else if (summary) join(out, kept, y, summary);
  }
  return out;
}

/** `y` restates `x`: it joins `x`'s row, filling what `x` left out (`x` is this request's own object). */
function join(
  out: Map<ParsedOrder, ParsedOrder>,
  kept: Set<ParsedOrder>,
  x: ParsedOrder,
  y: ParsedOrder,
): void {
  out.set(y, x);
  kept.add(x);
  x.indication ??= y.indication;
  x.duration ??= y.duration;
  // 'Lumigan - STOP in right eye' and, under 'LEFT EYE:', 'Lumigan ... - continue': one order, stopped in
  // one eye and going on in the other, as 'stop in right eye, continue left eye' on one line reads.
  for (const [from, to] of [
    [y, x],
    [x, y],
  ] as const)
    if (from.siteStop && !to.siteStop && to.routeSite && to.routeSite !== from.siteStop) {
      to.siteStop = from.siteStop;
      to.siteKept ??= to.routeSite;
    }
  if (y.status && (!x.status || (!x.status.reason && x.status.kind === y.status.kind)))
    x.status = { ...y.status, fromHeading: true };
  for (const w of y.warnings) if (!x.warnings.includes(w)) x.warnings.push(w);
}
