/**
 * Strength, dose per administration, times, dose form and route of one regimen step. Quantities and
 * time words are read with their positions so that '16 units mane and 8 units nocte' puts each
 * amount in its own slot.
 */
import type { TimeSlot } from '../../shared/reconcile';
import {
  formFromCountUnit,
  type RouteInfo,
  scanForm,
  scanRoute,
  withoutRightEyeOd,
} from './route-form';
import { blankSpans, fmtNumber } from './text';
import { romanCountsAsDigits } from '../lexicon/roman-count';
import { tokenize } from '../lexicon/tokens';
import { readPerTime } from './per-time';
import { notACount, timedBareNumbers } from './timed-bare-numbers';
import { scanTiming, type TimeToken } from './timing';
import type { Amount, Strength, Timing } from './types';
import { countText, findQuantities, type QuantityToken } from './units';
import {
  type Placed,
  isMeasure,
  unitsStrength,
  unitsThenCount,
  liquidDose,
  strengthList,
  strengthThenDose,
  weightDose,
  addedCounts,
  addedDose,
} from './dose-shapes';
import { attachTotals, type StatedTotal, totalMismatch, totalsIn } from './stated-total';

export interface DosingRead {
  /** Product strength ('500 mg' of '500 mg 2 tabs', '100 units/mL'); undefined when none is written. */
  strength?: Strength;
  amount: Amount;
  slotAmounts?: Partial<Record<TimeSlot, Amount>>;
  timing: Timing;
  form?: string;
  route?: RouteInfo;
  /** True when the order gives different doses that cannot be placed in the slots (by day of the week). */
  unplaced?: boolean;
  /** A stated total that is not the count times the strength ('2 tabs (40 mg)' of 25 mg): the warning. */
  totalWarning?: string;
}

const QUANTITY_HINT = /[\d½]|half|one|two|three|four|five|six|seven|eight|nine|ten|twelve/;

// '(patch-free 10 hours)', '12 hours on': a number of hours or days is never a count of dose units.
// 'if weight up 2 kg', 'when BP below 100 mmHg', 'heart rate under 50 bpm': a body measure, never a count
// of dose units.
const TIME_AFTER =
  /^\s*-?\s*(?:hours?|hrs?|h|days?|weeks?|wks?|months?|min(?:ute)?s?|kgs?|kilo(?:gram)?s?|cm|mmhg|bpm)\b/i;

// 'days 2-3 after chemo', 'day 1 of cycle', 'weeks 1-4': which days, never a count of dose units.
const DAY_BEFORE = /\b(?:days?|weeks?|cycles?|wks?|d)\s*$/i;

export function readDosing(
  text: string,
  known?: {
    strength?: Strength;
    countUnit?: string;
    single?: boolean;
    medicine?: boolean;
    /** Counts the order line writes with their totals ('2 tabs (50 mg)'): see stated-total.ts. */
    totals?: readonly StatedTotal[];
    /** The order writes no strength at all (a bare count of an unknown medicine is then kept as written). */
    unstrengthened?: boolean;
  },
): DosingRead {
  // 'Timolol 1 gtt OD bd': an eye drop's OD is the right eye, never a second 'once daily'.
  const eyeOd = withoutRightEyeOd(omniNocte(text, text.toLowerCase()));
  const lower = eyeOd.text;
  // 'ii tabs', 'ii (2 mg) qpm' (Roman numerals on some charts) are '2 tabs', '2 (2 mg) qpm'.
  const scan = scanTiming(romanCountsAsDigits(lower));
  let work = scan.work;
  const quantities: QuantityToken[] = [];
  if (QUANTITY_HINT.test(work)) quantities.push(...findQuantities(work));
  // Counts taken together ('1 nirmatrelvir tab + 1 ritonavir tab') are one amount; their numbers are nothing else.
  const together = addedCounts(work);
  if (together)
    quantities.splice(
      0,
      quantities.length,
      ...quantities.filter((q) => q.end <= together.index || q.index >= together.end),
    );
  // '2 tabs (50 mg)': the total goes with its count, never the product strength or another dose.
  const totals = known?.totals?.length ? totalsIn(work, quantities, known.totals) : [];
  const totalAt = new Set(totals.map((t) => t.totalIndex));
  work = blankSpans(work, quantities);
  const f = scanForm(work);
  const r = scanRoute(f.work);
  // 'neb' is read as the form; it also says how it is given.
  if (!r.route && f.form === 'nebule') r.route = { key: 'nebulised' };
  if (eyeOd.rightEye && !r.route?.site) r.route = { key: 'eye', site: 'right eye' };

  const strengthish: Array<{ index: number; end: number; s: Strength }> = [];
  const doses: Placed[] = [];
  const measures: Placed[] = [];
  const bare: Array<Extract<QuantityToken, { kind: 'bare' }>> = [];
  let embedded: Strength | undefined;
  for (const q of quantities) {
    if (totalAt.has(q.index)) continue;
    // 'Creon 25,000 capsules - 2 caps with meals': nobody takes 25,000 capsules; it is the product's strength.
    if (q.kind === 'count' && q.count.value > 100 && q.count.max === undefined) {
      strengthish.push({
        index: q.index,
        end: q.end,
        s: { values: [q.count.value], unit: null, text: String(q.count.value) },
      });
    } else if (q.kind === 'count') {
      doses.push({ index: q.index, amount: { count: q.count } });
      if (q.strength) embedded ??= q.strength;
    } else if (q.kind === 'strength') {
      if (isMeasure(q.strength))
        measures.push({ index: q.index, end: q.end, amount: { measure: q.strength } });
      else strengthish.push({ index: q.index, end: q.end, s: q.strength });
    } else if (
      !TIME_AFTER.test(work.slice(q.end, q.end + 12)) &&
      !DAY_BEFORE.test(work.slice(Math.max(0, q.index - 12), q.index))
    )
      bare.push(q);
  }

  // 'Ostelin 1,000 units capsules 2 bd', 'Vitamin D 1000 IU cap: take 2 morning, one nocte': units before
  // a bare count of a counted form are what each capsule holds, the product strength (as unitsStrength).
  if (unitsThenCount(measures, doses, bare, countUnitOfForm(f.form) ?? known?.countUnit)) {
    const m = measures.shift()!;
    strengthish.push({ index: m.index, end: m.end!, s: m.amount.measure! });
  }
  // 'metformin 500 - 2 at tea time [Diabex 500 mg]': a unitless number that repeats the one strength
  // written with its unit is that strength said again; the count after it is the dose.
  const only =
    strengthish.length === 1 && !measures.length && !doses.length ? strengthish[0]!.s : null;
  if (only?.unit && only.values.length === 1 && bare.length > 1) {
    const k = bare.findIndex((b) => b.max === undefined && b.value === only.values[0]);
    if (k >= 0) bare.splice(k, 1);
  }
  // 'Lamotrigine 25 mg and 100 mg tablets - 150 mg BD': the tablets it comes in, then the dose.
  const listed = strengthList(strengthish, work);
  if (listed) strengthish.splice(0, 2, listed);
  // 'Marevan 3mg + 1mg (=4mg)': one dose made of two tablet strengths of a single-ingredient medicine.
  // The dose is the total; neither part is the product strength.
  const total = known?.single ? addedDose(strengthish, work, scan.tokens) : null;
  if (total) strengthish.splice(0, strengthish.length, total);
  // 'Vancomycin 15 mg/kg (1,250 mg)': the total worked out for the patient is the dose, not a strength.
  const weighed = total || totals.length ? null : weightDose(strengthish);
  if (weighed) strengthish.splice(0, strengthish.length);
  let strength =
    total || weighed
      ? known?.strength
      : (known?.strength ?? embedded ?? strengthish[0]?.s ?? unitsStrength(measures, doses));
  // 'frusemide 80 mane 40 midday': a number with no unit before each time, each that time's dose.
  const timedBare =
    known?.medicine && !strength ? timedBareNumbers(bare, quantities, scan.tokens) : null;
  if (timedBare) {
    strength = timedBare[0]!.amount.measure;
    measures.push(...timedBare);
    bare.splice(0);
  }
  // 'Madopar 125 1 capsule': a unitless number straight after the name is the product strength; never
  // one a time word follows ('Panadol Osteo 2 mane 2 nocte' is two tablets at each time).
  if (
    !strength &&
    bare[0] &&
    bare[0].index === firstIndex(quantities) &&
    quantities.length > 1 &&
    bare[0].max === undefined &&
    !timedCount(bare[0], scan.tokens, scan.work)
  ) {
    const b = bare.shift()!;
    strength = { values: [b.value], unit: null, text: String(b.value) };
  }
  // 'Pantoprazole 40 mane': ward shorthand. A number too large to be a count, straight after the name
  // and with no unit, is kept as written: never dropped, never given a guessed unit (the row warns).
  if (
    known?.medicine &&
    !strength &&
    bare.length === 1 &&
    quantities.length === 1 &&
    bare[0]!.max === undefined &&
    // Too large to be a count, or a fraction no one counts tablets in ('Coversyl 2.5 HS', 'Digoxin 0.125 mane';
    // 0.5 may be half a tablet).
    notACount(bare[0]!.value)
  ) {
    const b = bare.shift()!;
    strength = { values: [b.value], unit: null, text: String(b.value) };
    // The slot shows the strength, as the contract asks when no count is given.
    measures.push({ index: b.index, amount: { measure: strength } });
  }
  let placed: Placed[];
  const liquid = liquidDose(strengthish, measures);
  // 'Metformin 500 mg tablets 1,000 mg bd', 'Ostelin 1000 units capsule 2000 IU daily': the product's
  // strength, then the dose in the same unit (two tablets or capsules of it).
  const dose =
    together || weighed || total || doses.length || liquid
      ? null
      : strengthThenDose(
          strengthish.length ? strengthish : measures,
          work,
          scan.tokens,
          !bare.length,
        );
  if (dose && !known?.strength) strength = dose.strength;
  if (together) placed = [together];
  else if (weighed) placed = [weighed];
  else if (dose) placed = [dose.placed];
  else if (doses.length) placed = doses;
  else if (liquid) placed = [liquid];
  else if (measures.length) placed = measures;
  else if (strengthish.length) {
    // 'Diclofenac 1% gel 4 g QID': a percentage is the product's strength; the amount is the other quantity.
    const doses =
      strengthish.length > 1 ? strengthish.filter((s) => s.s.unit !== '%') : strengthish;
    placed = (doses.length ? doses : strengthish).map((s) => ({
      index: s.index,
      amount: { measure: s.s },
    }));
  } else placed = [];
  // '1 Twice a Day' after 'flucloxacillin 500 mg capsule': a bare small number is a count of dose units.
  const afterStrength =
    bare.length &&
    !doses.length &&
    !measures.length &&
    strengthish.length === 1 &&
    bare[0]!.index > strengthish[0]!.index &&
    !!(f.form || known?.countUnit);
  if (
    (!placed.length || afterStrength) &&
    bare.length &&
    (strength || f.form || known?.countUnit)
  ) {
    const b = bare[0]!;
    // Without a strength or a written form the count is only trusted when small ('2 tds', not '20 tds').
    // A part tablet written as a fraction ('1/2', '3/4') is a count too.
    const part = /^\d\/\d$/.test(b.raw.trim());
    if (b.value <= (strength || f.form ? 20 : 4) && (part || Number.isInteger(b.value * 2))) {
      // The order's own form gives the unit ('Nicotine 2 mg lozenge, 1 every 2 hours' is 1 lozenge, not the
      // patch that is the medicine's first form; a GTN patch is not a spray); the medicine's usual form only
      // when the order names none.
      const unit = countUnitOfForm(f.form) ?? known?.countUnit ?? 'dose';
      const max = b.max !== undefined ? String(b.max) : undefined;
      placed = [
        {
          index: b.index,
          amount: {
            count: {
              value: b.value,
              max: b.max,
              unit,
              text: countText(part ? b.raw.trim() : String(b.value), max, unit),
            },
          },
        },
      ];
    }
  }

  // 'Bariatric chewable multivitamin 1 daily': a medicine the KB does not know, with no strength and no form
  // written, so nothing says what the count counts. A small bare count is kept as written, with no unit
  // guessed (the row warns), never dropped for 'Dose not stated'.
  if (
    !placed.length &&
    !strength &&
    !f.form &&
    !known?.medicine &&
    known?.unstrengthened &&
    bare.length === 1
  ) {
    const b = bare[0]!;
    // Straight before its time or frequency ('2 bd', '1 at night'): 'Section 1 - ...', '2 falls' are no dose.
    if (
      b.max === undefined &&
      b.value <= 4 &&
      Number.isInteger(b.value * 2) &&
      (timedCount(b, scan.tokens, scan.work) || frequencyNext(lower.slice(b.end, b.end + 24)))
    )
      placed = [
        {
          index: b.index,
          amount: { measure: { values: [b.value], unit: null, text: fmtNumber(b.value) } },
        },
      ];
  }

  // '1 mane 2 nocte', '2 mane and 1 nocte': a bare count before each time is that time's dose.
  if (placed.length === 1 && placed[0]!.amount.count && bare.length > 1 && scan.tokens.length > 1) {
    const unit = placed[0]!.amount.count.unit;
    for (const b of bare.slice(1)) {
      if (
        !timedCount(b, scan.tokens, scan.work) ||
        b.max !== undefined ||
        b.value > 20 ||
        !Number.isInteger(b.value * 4)
      )
        continue;
      placed.push({
        index: b.index,
        amount: {
          count: { value: b.value, unit, text: countText(String(b.value), undefined, unit) },
        },
      });
    }
  }
  const byTime = readPerTime(
    text,
    scan.tokens,
    placed[0]?.amount.count?.unit ?? countUnitOfForm(f.form) ?? known?.countUnit ?? 'dose',
  );
  const read = byTime ?? placeAmounts(placed, scan.tokens);
  const { amount, slotAmounts } = attachTotals(read.amount, read.slotAmounts, totals);
  // '3 mg Mon/Wed/Fri and 2 mg other days': doses that differ by day do not fit the four slots.
  const distinct =
    placed.length < 2 ? placed.length : new Set(placed.map((p) => amountKey(p.amount))).size;
  const unplaced =
    distinct > 1 &&
    !slotAmounts &&
    (scan.timing.days.length > 0 ||
      /\b(?:other|remaining|alternate) days\b|\brest of the week\b/i.test(text));
  return {
    strength,
    amount,
    slotAmounts,
    timing: scan.timing,
    form: f.form,
    route: r.route,
    unplaced,
    totalWarning: totals.length ? totalMismatch(totals, strength) : undefined,
  };
}

// 'ON' in capitals after a dose or route, in a line that is not all capitals: omni nocte, whatever follows
// ('Rosuvastatin 10 mg PO ON hyperlipidaemia' from a table). Lower-case 'on' is read in timing.ts only
// where nothing else can follow it.
const UPPER_ON_RE =
  /(?<=(?:\d|mg|mcg|microgram|units?|mL|ml|tabs?|tablets?|caps?|capsules?|PO|po|oral|SC|SL|IM|IV)\.?\s+)O\.?N\.?(?![A-Za-z])/g;

const ON_GOVERNS =
  /^\s*(?:mon|tue|wed|thu|fri|sat|sun|alt|other|every|each|the|a|an|day|days|week|weekend|dialysis|\d)/;

function omniNocte(text: string, lower: string): string {
  if (!/O\.?N/.test(text) || !/[a-z]/.test(text)) return lower;
  let out = lower;
  for (const m of text.matchAll(UPPER_ON_RE)) {
    // 'ON MONDAYS', 'ON alternate days', 'ON 12/03': the ordinary word.
    if (ON_GOVERNS.test(lower.slice(m.index + m[0].length))) continue;
    out = `${out.slice(0, m.index)}${'hs'.padEnd(m[0].length)}${out.slice(m.index + m[0].length)}`;
  }
  return out;
}

const firstIndex = (qs: QuantityToken[]) => Math.min(...qs.map((q) => q.index));

export function countUnitOfForm(form: string | undefined): string | undefined {
  if (!form) return undefined;
  if (/tablet|wafer/.test(form)) return 'tablet';
  if (form === 'capsule') return 'capsule';
  if (form === 'sachet') return 'sachet';
  if (form === 'patch') return 'patch';
  if (form === 'lozenge' || form === 'suppository' || form === 'pessary' || form === 'nebule')
    return form;
  if (form === 'gum') return 'piece';
  if (form === 'inhaler') return 'puff';
  if (/drops/.test(form)) return 'drop';
  if (/spray/.test(form)) return 'spray';
  return undefined;
}

export const amountKey = (a: Amount): string =>
  `${a.count ? `${a.count.value}-${a.count.max ?? ''}${a.count.unit}` : ''}|${a.measure ? a.measure.text : ''}`;

/** Assign each time word to the amount written just before it (or just after, when none is before). */
function placeAmounts(
  placed: Placed[],
  times: TimeToken[],
): { amount: Amount; slotAmounts?: Partial<Record<TimeSlot, Amount>> } {
  const first = placed[0]?.amount ?? {};
  if (placed.length < 2 || times.length < 2) return { amount: first };
  const bySlot: Partial<Record<TimeSlot, Amount>> = {};
  // 'mane 40 mg, 1400 20 mg', 'at 0800 40 mg and at 1400 20 mg': when the first time comes before the
  // first amount, each amount follows its time.
  const timeFirst = times[0]!.index < placed[0]!.index;
  for (const t of times) {
    const before = placed.filter((p) => p.index < t.index);
    const after = placed.filter((p) => p.index > t.index);
    const owner = timeFirst
      ? (after[0] ?? placed[placed.length - 1]!)
      : before.length
        ? before[before.length - 1]!
        : placed[0]!;
    for (const s of t.slots) bySlot[s] ??= owner.amount;
  }
  const keys = new Set(Object.values(bySlot).map((a) => amountKey(a!)));
  // 'CellCept 500mg 1000 mg mane 1000 mg nocte': the same dose at every time is the dose, not the strength
  // written first (read before as 500 mg, silently half the dose).
  if (keys.size <= 1) return { amount: Object.values(bySlot)[0] ?? first };
  return { amount: first, slotAmounts: bySlot };
}

/** The dose form a count implies when the order names none ('2 puffs' -> inhaler). */
export const impliedForm = (a: Amount, route?: string): string | undefined =>
  formFromCountUnit(a.count?.unit, route);

/** A bare number a time word follows ('2 mane', '1 at noon'): a count taken at that time. */
function timedCount(
  b: { end: number },
  tokens: ReadonlyArray<{ index: number }>,
  text: string,
): boolean {
  return tokens.some(
    (t) =>
      t.index > b.end - 1 &&
      (t.index - b.end <= 2 || /^\s*at\s+$/i.test(text.slice(b.end, t.index))),
  );
}

// What the words straight after a count are: '1 daily', '2 bd', '1 twice a day' (a count of doses each time).
const frequencyNext = (after: string): boolean =>
  ['frequency', 'time'].includes(tokenize(after).find((t) => t.kind !== 'punct')?.kind ?? '');
