/**
 * Comparing orders whose dose differs by weekday (parse/day-doses.ts). Both lists are put in one reading,
 * a plan of day -> amount (a plain daily order is its dose every day, a weekly one its dose on its days),
 * so two writings of the same week are no change and a real change says the old and new plan. When
 * either plan cannot be read the row claims no change it cannot prove and warns instead.
 */
import { planText, samePlan, type DayDose, type DayPlan } from '../parse/day-doses';
import type { Amount, ParsedOrder } from '../parse/types';
import { massMg } from '../parse/units';
import type { Difference } from './compare';
import { timesText } from './describe';
import { guideOf } from './guided-dose';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const CHECK_DAY_DOSES = 'Doses differ by day of the week: check the doses on each day';

function doseOf(a: Amount, o: ParsedOrder): DayDose | undefined {
  const m = a.count ? undefined : (a.measure ?? (a.count ? undefined : o.strength));
  if (a.count && a.count.max === undefined) return { value: a.count.value, unit: a.count.unit };
  if (!m || m.values.length !== 1 || !m.unit || m.per) return undefined;
  const mg = massMg(m);
  return mg === null ? { value: m.values[0]!, unit: m.unit } : { value: mg, unit: 'mg' };
}

/** The plan an order gives: its day plan, else one dose on every day (daily) or on its weekdays (weekly). */
function planOf(o: ParsedOrder): DayPlan | undefined {
  if (o.dayDoses) return o.dayDoses.plan;
  const t = o.timing;
  // 'as per INR - 3 mg daily': a dose written beside the guide that will adjust it is the dose until then,
  // so it is compared as a plan; any other instruction ('as directed') leaves the plan unread.
  const guided = !!o.instruction && o.steps.length === 1 && !!guideOf(o);
  if (o.steps.length > 1 || (o.instruction && !guided) || o.slotAmounts || t.slots.length !== 1)
    return undefined;
  const dose = doseOf(o.amount, o);
  if (!dose) return undefined;
  const weekly = t.nonDaily && /^(?:once\s+)?weekly$/i.test(t.nonDaily) && t.days.length;
  if (t.nonDaily && !weekly) return undefined;
  if (!t.nonDaily && t.days.length) return undefined;
  const days = weekly || t.days.length ? t.days : DAYS;
  return Object.fromEntries(days.map((d) => [d, dose]));
}

const unitOf = (p: DayPlan): string => Object.values(p)[0]?.unit ?? '';

/** A plan in mg: counts of tablets times the order's single mass strength; undefined when it has none. */
function inMg(p: DayPlan, o: ParsedOrder): DayPlan | undefined {
  if (unitOf(p) === 'mg') return p;
  const mg = massMg(o.strength);
  if (mg === null || !['tablet', 'capsule'].includes(unitOf(p))) return undefined;
  return Object.fromEntries(
    Object.entries(p).map(([k, v]) => [k, { value: v.value * mg, unit: 'mg' }]),
  );
}

/** The dose and times part of the comparison when either order gives doses by weekday. */
export function dayDoseDiffs(
  a: ParsedOrder,
  d: ParsedOrder,
  diffs: Difference[],
  warnings: string[],
): void {
  const pa = planOf(a);
  const pd = planOf(d);
  if (!pa || !pd) {
    // Two unread plans written the same way are the same plan; anything else cannot be compared.
    const same =
      !a.dayDoses?.plan && !d.dayDoses?.plan && a.instruction && a.instruction === d.instruction;
    if (!same) warnings.push(CHECK_DAY_DOSES);
    return;
  }
  const [ua, ud] = [inMg(pa, a), inMg(pd, d)];
  // '3 tabs' of 1 mg against '3 mg' is the same dose; tablets against mg with no strength is not provable.
  if (unitOf(pa) !== unitOf(pd) && (!ua || !ud)) return void warnings.push(CHECK_DAY_DOSES);
  const [xa, xd] = unitOf(pa) === unitOf(pd) ? [pa, pd] : [ua!, ud!];
  if (!samePlan(xa, xd))
    diffs.push({
      aspect: 'dose',
      text: `Doses by day changed: now ${planText(xd)} (was ${planText(xa)})`,
    });
  const sa = a.timing.slots.join();
  const sd = d.timing.slots.join();
  if (sa !== sd && (a.timing.timeOfDay || d.timing.timeOfDay))
    diffs.push({
      aspect: 'times',
      text: `Now taken ${timesText(d.timing)} (was ${timesText(a.timing)})`,
    });
}
