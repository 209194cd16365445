/**
 * One regimen written on two lines of the same list, as eMeds and MedChart print a dose that differs
 * by time ('Hydrocortisone 10 mg mane' and 'Hydrocortisone 5 mg 1400'): one order with each amount in
 * its own slot, the same as 'Hydrocortisone 10 mg mane and 5 mg at 1400' on one line. Only regular
 * orders of the same product (form, route, release, strength) at different times of day are joined;
 * anything else stays two orders (the pairing warns about duplicates).
 */
import { TIME_SLOTS, type TimeSlot } from '../../shared/reconcile';
import { clockMinutes } from './clock';
import { amountKey } from './dosing';
import type { Amount, ParsedOrder } from './types';

export function joinSplitRegimens(orders: ParsedOrder[]): ParsedOrder[] {
  const out: ParsedOrder[] = [];
  for (const o of orders) {
    const i = out.findIndex((p) => joinable(p, o));
    const r = i < 0 ? out.findIndex((p) => restatesDay(p, o) || restatesDay(o, p)) : -1;
    if (i >= 0) out[i] = join(out[i]!, o);
    else if (r >= 0) out[r] = joinDay(out[r]!, o);
    else out.push(o);
  }
  return out;
}

/**
 * A chart that lists a medicine under each of its time headings ('Breakfast (7:30 am):', ..., 'Lights out
 * (10 pm):') where one of the lines says the whole day ('1 capsule (NEW, 4 times a day)'): `day` holds that
 * line, `timed` the others. One order when the others sit under time headings at their own slots, the line
 * sits under a heading too, and the times of all the headings are the day's slots; else two orders (the
 * pairing warns about the duplicate).
 */
function restatesDay(timed: ParsedOrder, day: ParsedOrder): boolean {
  if (timed.key !== day.key || timed.list !== day.list || !timed.headingSlots || !day.headingSlots)
    return false;
  if (
    !simple(timed) ||
    day.prn ||
    day.timing.timeOfDay ||
    (day.status && day.status.kind !== 'new')
  )
    return false;
  if (day.steps.length > 1 || day.timing.nonDaily || day.timing.days.length) return false;
  if (amountKey(timed.amount) !== amountKey(day.amount) || timed.slotAmounts) return false;
  if ((timed.strength?.text ?? '') !== (day.strength?.text ?? '')) return false;
  const slots = new Set([...timed.timing.slots, ...day.headingSlots]);
  // 'twice a day' under 'Night (9 pm)' with the other line under 'Morning (8am)': the chart's times, 0800 and 2200.
  return slots.size === (day.timing.perDay ?? day.timing.slots.length);
}

/** The two as one order: the whole-day line's order, with the other lines' text and sources. */
function joinDay(a: ParsedOrder, b: ParsedOrder): ParsedOrder {
  const [day, timed] = a.timing.timeOfDay ? [b, a] : [a, b];
  const [first, second] = a.line <= b.line ? [a, b] : [b, a];
  const slots = TIME_SLOTS.filter(
    (s) => timed.timing.slots.includes(s) || day.headingSlots!.includes(s),
  );
  return {
    ...day,
    timing: { ...day.timing, slots, timeOfDay: true },
    steps: day.steps.map((st) => ({ ...st, timing: { ...st.timing, slots, timeOfDay: true } })),
    line: first.line,
    lines: [...first.lines, ...second.lines],
    rawLines: [...(first.rawLines ?? [first.raw]), ...(second.rawLines ?? [second.raw])],
    notes: [...new Set([...timed.notes, ...day.notes])],
    warnings: [...new Set([...timed.warnings, ...day.warnings])],
    indication: day.indication ?? timed.indication,
  };
}

const simple = (o: ParsedOrder): boolean =>
  !!o.medicine &&
  !o.prn &&
  // A line of a routine chart may say the medicine is new ('(new, 3 times a day)' under 'Evening (6 pm):').
  (!o.status || (o.status.kind === 'new' && !!o.headingSlots)) &&
  !o.instruction &&
  o.steps.length <= 1 &&
  !o.timing.nonDaily &&
  !o.timing.days.length &&
  !!o.timing.timeOfDay &&
  o.timing.slots.length > 0 &&
  !o.duration &&
  !!(o.amount.count || o.amount.measure);

function joinable(a: ParsedOrder, b: ParsedOrder): boolean {
  if (a.key !== b.key || a.list !== b.list || !simple(a) || !simple(b)) return false;
  if (a.timing.slots.some((s) => b.timing.slots.includes(s)) && !otherClocks(a, b)) return false;
  if (
    (a.form ?? '') !== (b.form ?? '') ||
    (a.route ?? '') !== (b.route ?? '') ||
    a.qualifiers.join() !== b.qualifiers.join()
  )
    return false;
  if (a.brand && b.brand && a.brand !== b.brand) return false;
  // The same kind of amount: '10 mg' and '5 mg', or tablets of one strength.
  if (!!a.amount.count !== !!b.amount.count) return false;
  if (a.amount.measure && a.amount.measure.unit !== b.amount.measure?.unit) return false;
  return (a.strength?.text ?? '') === (b.strength?.text ?? '') || !!a.amount.measure;
}

/**
 * '11am  Sinemet - 1 tablet' and '3pm  Sinemet - 1 tablet' (a carer's time list): two doses at other clock
 * times that the slots put together (both nearest 1200). One regimen of the same amount; the joined order
 * keeps every time and its count, so the shared slot says both and the row warns.
 */
function otherClocks(a: ParsedOrder, b: ParsedOrder): boolean {
  const mins = (o: ParsedOrder) => o.timing.clocks.map(clockMinutes);
  const [ma, mb] = [mins(a), mins(b)];
  if (!ma.length || !mb.length || [...ma, ...mb].some((m) => m === null)) return false;
  if (ma.length < a.timing.slots.length || mb.length < b.timing.slots.length) return false;
  if (ma.some((m) => mb.includes(m))) return false;
  return !a.slotAmounts && !b.slotAmounts && amountKey(a.amount) === amountKey(b.amount);
}

function join(a: ParsedOrder, b: ParsedOrder): ParsedOrder {
  const bySlot: Partial<Record<TimeSlot, Amount>> = {};
  for (const o of [a, b])
    for (const s of o.timing.slots) bySlot[s] = o.slotAmounts?.[s] ?? o.amount;
  const slots = TIME_SLOTS.filter((s) => bySlot[s]);
  const same = new Set(Object.values(bySlot).map((x) => amountKey(x!))).size === 1;
  const clocks = [...a.timing.clocks, ...b.timing.clocks];
  // Clock times that share a slot are more doses than slots: their count is the regimen's.
  const clockDoses = new Set(clocks.map(clockMinutes)).size;
  const timing = {
    ...a.timing,
    slots,
    clocks,
    perDay:
      a.timing.perDay !== undefined && b.timing.perDay !== undefined
        ? a.timing.perDay + b.timing.perDay
        : clockDoses > slots.length
          ? clockDoses
          : undefined,
    interval: undefined,
    label: [a.timing.label, b.timing.label].filter(Boolean).join(' and '),
  };
  return {
    ...a,
    amount: bySlot[slots[0]!]!,
    slotAmounts: same ? undefined : bySlot,
    timing,
    steps: [
      {
        ...(a.steps[0] ?? { amount: a.amount, text: a.text }),
        timing,
        text: `${a.steps[0]?.text ?? a.text}; ${b.steps[0]?.text ?? b.text}`,
      },
    ],
    strength: a.strength ?? b.strength,
    lines: [...a.lines, ...b.lines],
    rawLines: [...(a.rawLines ?? [a.raw]), ...(b.rawLines ?? [b.raw])],
    notes: [...new Set([...a.notes, ...b.notes])],
    warnings: [...new Set([...a.warnings, ...b.warnings])],
    indication: a.indication ?? b.indication,
  };
}
