/**
 * What changed between an admission order and the discharge order of the same medicine, in plain
 * words. Only real differences count: dose, times, route, release form, salt, and regular vs when
 * required. 'BD' and 'twice daily', '1 g' and '1000 mg' are the same.
 */
import type { TimeSlot } from '../../shared/reconcile';
import { sameRhythm as sameTimingRhythm } from '../parse/rhythm';
import { isConcentration } from '../parse/units';
import type { Amount, DoseCount, ParsedOrder, Strength, Timing } from '../parse/types';
import { doseText, prnFrequency, SLOT_NAMES, timesText } from './describe';
import {
  comparable,
  direction,
  doseQ,
  sameAsLabel,
  sameDose,
  sameHeldDose,
  samePartsReordered,
  sameStrength,
  strengthsUnlike,
} from './dose';
import { formulationDiffs, routeDiffs } from './formulation';
import { regimenChange } from './regimen';
import { dayDoseDiffs } from './day-doses';
import { sitePreposition } from '../parse/site-stop';
import { eventDaysDiff, omitDaysDiff } from './event-days';
import { guidedDiffs, guidedStep } from './guided-dose';
import { isDoseScale, SCALE_PREFIX } from '../parse/dose-scale';
import { countAgainstClocks } from './count-or-clocks';
import { carbRatioOf } from '../parse/carb-ratio';

export type Aspect =
  | 'prn'
  | 'dose'
  | 'times'
  | 'route'
  | 'site'
  | 'form'
  | 'release'
  | 'salt'
  | 'regimen'
  | 'max';
// Comment order: what matters most to the patient first.
const ORDER: Aspect[] = [
  'prn',
  'dose',
  'times',
  'regimen',
  'max',
  'route',
  'site',
  'form',
  'release',
  'salt',
];
export interface Difference {
  aspect: Aspect;
  text: string;
}
export interface Comparison {
  diffs: Difference[];
  /** Things the clinician should check that are not differences (a strength written on one list only). */
  warnings: string[];
}

export function compareOrders(a: ParsedOrder, d: ParsedOrder): Comparison {
  const diffs: Difference[] = [];
  const warnings: string[] = [];
  if (a.prn !== d.prn) {
    diffs.push(
      d.prn
        ? { aspect: 'prn', text: 'Changed from regular to when required' }
        : { aspect: 'prn', text: 'Now taken regularly (previously only occasionally)' },
    );
    // 'Diazepam 5 mg tablet' with no directions: nothing says it was taken regularly, so the move
    // between regular and when required is a reading of silence, for the clinician to confirm.
    const regular = d.prn ? a : d;
    const silent = regular.timing.known ? '' : regular === a ? 'admission' : 'discharge';
    if (silent)
      warnings.push(
        `No directions on the ${silent} list: check whether it was taken regularly or when required`,
      );
  }
  diffs.push(...formulationDiffs(a, d, warnings));
  // 'stop in right eye, continue left eye': the site sentence says where it goes on and where it stopped.
  if (d.siteStop)
    diffs.push(...routeDiffs(a, d).filter((x) => x.aspect !== 'site'), siteStopDiff(d));
  else diffs.push(...routeDiffs(a, d));
  if (a.prn && d.prn) {
    dose(a.amount, d.amount, a, d, diffs, warnings, '');
    prnTimes(a, d, diffs);
  } else if (!a.prn && !d.prn) {
    if (a.dayDoses || d.dayDoses) dayDoseDiffs(a, d, diffs, warnings);
    else regularTimesAndDose(a, d, diffs, warnings);
  } else dose(a.amount, d.amount, a, d, diffs, warnings, '');
  if (changesOverTime(a) !== changesOverTime(d)) {
    diffs.push({
      aspect: 'regimen',
      text: changesOverTime(d)
        ? 'Now a dose that changes over time (see schedule)'
        : d.steps.some((st, i) => i > 0 && guidedStep(st))
          ? 'No longer a dose that changes over time (see schedule)'
          : 'Now a fixed dose (was a dose that changed over time)',
    });
  }
  // Two correction scales (parse/dose-scale.ts) written in one wording: a different step is a change.
  if (isDoseScale(a.instruction) && isDoseScale(d.instruction) && a.instruction !== d.instruction)
    diffs.push({
      aspect: 'dose',
      text: `Correction scale changed (was ${a.instruction!.slice(SCALE_PREFIX.length)})`,
    });
  // '1 unit per 12 g carbohydrate' to '1 unit per 10 g': the meal dose is worked out another way.
  const [ra, rd] = [carbRatioOf(a.instruction), carbRatioOf(d.instruction)];
  if (ra && rd && ra[1] / ra[0] !== rd[1] / rd[0])
    diffs.push({
      aspect: 'dose',
      text: `Carbohydrate ratio now ${rd[0]} unit${rd[0] === 1 ? '' : 's'} per ${rd[1]} g (was ${ra[0]} per ${ra[1]} g)`,
    });
  // 'then as per INR', 'then per levels': later doses follow a guide (reconcile/guided-dose.ts).
  guidedDiffs(a, d, diffs, warnings);
  for (const days of [eventDaysDiff(a, d), omitDaysDiff(a, d)]) {
    if (days.diff && !diffs.some((x) => x.aspect === 'times')) diffs.push(days.diff);
    if (days.warning) warnings.push(days.warning);
  }
  // 'on school days' kept as an instruction on one list, 'Mon-Fri' read as days on the other: the times
  // compared are not all the order says, so a change in them is for the clinician to confirm.
  const told = a.instruction ?? d.instruction;
  if (diffs.some((x) => x.aspect === 'times') && told && (a.timing.nonDaily || d.timing.nonDaily))
    warnings.push(
      `The times compare against an instruction ("${told}"): check whether they really changed`,
    );
  if (a.strength && !d.strength && !d.amount.measure)
    warnings.push(`Strength not stated on the discharge list (admission: ${a.strength.text})`);
  // 'my blue puffer (ventolin) when I need it' against '2 puffs when needed': nothing on the admission list
  // says how much, so 'no change' in the dose is a reading of silence, for the clinician to confirm.
  // A dose handed to an instruction ('as per INR book - usual 5 mg') is compared by guided-dose.ts.
  if (!dosed(a) && !a.instruction && dosed(d))
    warnings.push(
      'Dose not stated on the admission list: check the discharge dose is not a change',
    );
  diffs.sort((x, y) => ORDER.indexOf(x.aspect) - ORDER.indexOf(y.aspect));
  return { diffs, warnings };
}

/**
 * 'then review in clinic', 'then see GP', 'then recheck INR': a later step that states no dose and
 * only says when someone looks again. The dose goes on as it is until then, so it is not a regimen
 * that changes over time ('then reduce by 5 mg weekly' is: it says what happens to the dose).
 */
const FOLLOW_UP_STEP =
  /^(?:then\s+)?(?:(?:gp|team|clinic|specialist)\s+(?:to\s+)?)?(?:review|reassess|re-?check|check|discuss|see|follow[- ]?up|f\/u)\b/i;

function changesOverTime(o: ParsedOrder): boolean {
  const later = o.steps.slice(1);
  // A step handed to a guide ('then as per INR') states no dose: guided-dose.ts compares it.
  return later.some(
    (st) => !guidedStep(st) && (!FOLLOW_UP_STEP.test(st.text.trim()) || stepDoses(st)),
  );
}

const dosed = (o: ParsedOrder): boolean =>
  !!(o.strength || o.amount.measure || o.amount.count || o.slotAmounts || o.dayDoses) ||
  o.steps.length > 1;

const stepDoses = (st: ParsedOrder['steps'][number]): boolean =>
  !!(st.amount.measure || st.amount.count || st.timing.slots.length);

function siteStopDiff(d: ParsedOrder): Difference {
  const stopped = `${sitePreposition(d.siteStop!)} the ${d.siteStop}`;
  const site = d.siteKept ?? d.routeSite;
  const kept = site && site !== d.siteStop && !/^both\b/.test(site);
  return {
    aspect: 'site',
    text: kept
      ? `Now ${sitePreposition(site)} the ${site} only (stopped ${stopped})`
      : `Stopped ${stopped}`,
  };
}

/** Dose of one administration; `where` names the slot ('Morning ') when doses differ by time. */
function dose(
  x: Amount,
  y: Amount,
  a: ParsedOrder,
  d: ParsedOrder,
  diffs: Difference[],
  warnings: string[],
  where: string,
): void {
  let qa = doseQ(x, a.strength);
  let qd = doseQ(y, d.strength);
  // '10 mL' of 3.34 g/5 mL against '20 mL' with no strength: when only one volume converts to a mass,
  // compare the volumes as written, or a doubled dose would pass as 'written differently'.
  if (!comparable(qa, qd) && x.measure && y.measure)
    [qa, qd] = [doseQ({ measure: x.measure }, undefined), doseQ({ measure: y.measure }, undefined)];
  if (sameAsLabel(qa, qd) || sameHeldDose(x, a.strength, y, d.strength)) return;
  if (comparable(qa, qd)) {
    if (sameDose(qa!, qd!)) return void countForStrength(x, y, a, d, diffs, where);
    if (samePartsReordered(qa!, qd!)) {
      warnings.push(
        `Combination strengths written in another order (${a.strength?.text ?? '?'} and ${d.strength?.text ?? '?'}): read as the same dose, check each ingredient's strength`,
      );
      return;
    }
    diffs.push({
      aspect: 'dose',
      text: `${where ? `${where} dose` : 'Dose'} ${direction(qa!, qd!)} from ${doseWords(x, y, a, d, 'a')} to ${doseWords(x, y, a, d, 'd')}`,
    });
    return;
  }
  // Different kinds of amount ('1 capsule' vs '18 microgram'): compare what both lists do state.
  // '60 mg/mL injection' against '60 mg': a concentration with no volume given says nothing about the dose,
  // so neither side's strength can show a change; the warning below asks the clinician to check.
  // Strengths in units that do not convert ('1000 units' against '25 microgram') show no change either;
  // the clinician is asked to check them.
  const unlike = !!a.strength && !!d.strength && strengthsUnlike(a.strength, d.strength);
  const sameStr =
    a.strength && d.strength && !onlyOneIsPerVolume(a.strength, d.strength) && !unlike
      ? sameStrength(a.strength, d.strength)
      : undefined;
  if (sameStr === false) {
    diffs.push({
      aspect: 'dose',
      text: `${where ? `${where} dose` : 'Dose'} changed from ${doseText(x, a.strength)} to ${doseText(y, d.strength)}`,
    });
    return;
  }
  // A strength written without a count ('10/160 mg') is one dose unit.
  const cx =
    x.count ?? (sameStr && (!x.measure || x.measure.text === a.strength?.text) ? ONE : undefined);
  const cy =
    y.count ?? (sameStr && (!y.measure || y.measure.text === d.strength?.text) ? ONE : undefined);
  if (cx && cy && (cx.unit === cy.unit || cx === ONE || cy === ONE)) {
    if (cx.value !== cy.value || cx.max !== cy.max) {
      diffs.push({
        aspect: 'dose',
        text: `${where ? `${where} dose` : 'Dose'} changed from ${doseText(x, a.strength)} to ${doseText(y, d.strength)}`,
      });
    } else if (unlike && !where)
      warnings.push('Dose written differently on the two lists: check it is the same');
    return;
  }
  if (qa && qd && !where)
    warnings.push('Dose written differently on the two lists: check it is the same');
}

/**
 * 'Seretide 250/25 2 puffs BD' to '500/50 1 puff BD', 'Symbicort 200/6 2 puffs' to '400/12 1 puff': the same
 * amount, but from a device of another strength, so a new inhaler and a new number of puffs each time. Read
 * before as no change, the patient would go on taking the old number of puffs of the new strength (double the
 * dose). Only for doses a device measures out (puffs, sprays): tablets of another strength that make the same
 * dose ('2 x 500 mg' against '1 x 1 g') are the same dose written two ways (contract, change types).
 */
const DEVICE_UNITS = new Set(['puff', 'spray']);

function countForStrength(
  x: Amount,
  y: Amount,
  a: ParsedOrder,
  d: ParsedOrder,
  diffs: Difference[],
  where: string,
): void {
  const [cx, cy] = [x.count, y.count];
  if (!cx || !cy || !a.strength || !d.strength || x.measure || y.measure) return;
  if (!DEVICE_UNITS.has(cx.unit) || !DEVICE_UNITS.has(cy.unit)) return;
  if (cx.value === cy.value && cx.max === cy.max) return;
  if (sameStrength(a.strength, d.strength) !== false) return;
  diffs.push({
    aspect: 'dose',
    text: `${where ? `${where} dose` : 'Dose'} now ${doseText(y, d.strength)} (was ${doseText(x, a.strength)}): the same amount from a device of another strength, so a different number each time`,
  });
}

const onlyOneIsPerVolume = (x: Strength, y: Strength) => isConcentration(x) !== isConcentration(y);

function doseWords(x: Amount, y: Amount, a: ParsedOrder, d: ParsedOrder, side: 'a' | 'd'): string {
  // '1 puff to 2 puffs' when the strength is the same; '1 g to 2 tablets of 1000 mg' otherwise.
  // A side that also writes its total ('40 mg (2 x 20 mg)') is read in mass, so the other side's
  // count says its strength too ('1 capsule of 20 mg'), never a bare '1 capsule' against milligrams.
  const strengthsSame =
    !!a.strength &&
    !!d.strength &&
    sameStrength(a.strength, d.strength) &&
    !!x.count &&
    !!y.count &&
    !x.measure &&
    !y.measure;
  const countsSame = !!x.count && !!y.count && x.count.text === y.count.text;
  const amt = side === 'a' ? x : y;
  const o = side === 'a' ? a : d;
  if (countsSame && o.strength) return o.strength.text;
  return doseText(amt, o.strength, !strengthsSame);
}

function regularTimesAndDose(
  a: ParsedOrder,
  d: ParsedOrder,
  diffs: Difference[],
  warnings: string[],
): void {
  const ta = a.timing;
  const td = d.timing;
  if (!ta.slots.length || !td.slots.length) {
    if (ta.slots.length !== td.slots.length)
      warnings.push(`Times not stated on the ${ta.slots.length ? 'discharge' : 'admission'} list`);
    dose(a.amount, d.amount, a, d, diffs, warnings, '');
    return;
  }
  const slotsEqual = ta.slots.join() === td.slots.join();
  let sameSlots = slotsEqual || (oneDose(a) && oneDose(d) && twiceDailyEitherWay(ta, td));
  let sameRhythm = sameTimingRhythm(ta, td);
  // New times with a new dose per time or release form: the two regimens side by side, with how the
  // daily total moved ('25 mg twice daily' to 'CR 47.5 mg once daily' is about the same each day).
  const whole = !sameSlots || !sameRhythm ? regimenChange(a, d) : null;
  if (whole) return void diffs.push({ aspect: 'dose', text: whole.text });
  const clocksNote = oneDose(a) && oneDose(d) ? countAgainstClocks(ta, td) : null;
  if (clocksNote) {
    if (!slotsEqual) warnings.push(clocksNote);
    [sameSlots, sameRhythm] = [true, true];
  }
  if (!sameSlots || !sameRhythm)
    diffs.push({ aspect: 'times', text: `Now taken ${timesText(td)} (was ${timesText(ta)})` });
  if (!sameSlots || (!a.slotAmounts && !d.slotAmounts)) {
    dose(a.amount, d.amount, a, d, diffs, warnings, '');
    return;
  }
  const before = diffs.length;
  for (const s of td.slots)
    dose(
      at(a, s),
      at(d, s),
      a,
      d,
      diffs,
      warnings,
      SLOT_NAMES[s as TimeSlot].replace(/^./, (c) => c.toUpperCase()),
    );
  // The same change at every time reads better as one sentence.
  const added = diffs.slice(before);
  const bodies = new Set(added.map((x) => x.text.replace(/^\w+ dose/, 'Dose')));
  if (added.length > 1 && bodies.size === 1 && added.length === td.slots.length)
    diffs.splice(before, added.length, { aspect: 'dose', text: [...bodies][0]! });
}

/**
 * 'BD' on one list and 'morning and night' on the other: twice a day written as a count and as the two
 * times people take it. The count's default evening slot is not a time anyone chose, so it is no change.
 */
// Only for one dose at both times: a regimen with a dose per time is compared time by time.
function twiceDailyEitherWay(ta: Timing, td: Timing): boolean {
  // 'every 12 hours' is twice a day with no times written, as 'BD' is.
  const every12 = (t: Timing) => !t.interval || (t.interval.min === 12 && t.interval.max === 12);
  const countOnly = (t: Timing) =>
    !t.timeOfDay && t.perDay === 2 && every12(t) && !t.clocks.length && !t.nonDaily;
  const morningNight = (t: Timing) =>
    !!t.timeOfDay && t.slots.join() === '0800,2200' && !t.clocks.length && !t.nonDaily;
  return (countOnly(ta) && morningNight(td)) || (morningNight(ta) && countOnly(td));
}

// 'one in the morning and one at night': a dose written for each time, the same at both, is one dose.
const oneDose = (o: ParsedOrder): boolean =>
  !o.slotAmounts || new Set(Object.values(o.slotAmounts).map((x) => JSON.stringify(x))).size === 1;

/** The implicit count of an order that gives only a strength ('Exforge 10/160 mg' = 1 tablet). */
const ONE: DoseCount = { value: 1, unit: '', text: '1' };

const at = (o: ParsedOrder, s: TimeSlot): Amount => o.slotAmounts?.[s] ?? o.amount;

function prnTimes(a: ParsedOrder, d: ParsedOrder, diffs: Difference[]): void {
  const fa = prnPerDay(a);
  const fd = prnPerDay(d);
  if (fa !== undefined && fd !== undefined && fa !== fd) {
    diffs.push({
      aspect: 'times',
      text: `Now ${prnFrequency(d.timing)} when required (was ${prnFrequency(a.timing)})`,
    });
  }
  const ma = a.prnMax?.perDay;
  const md = d.prnMax?.perDay;
  if (ma && md && ma.unit === md.unit && Math.abs(ma.value - md.value) > 1e-9) {
    diffs.push({
      aspect: 'max',
      text: `Maximum changed from ${a.prnMax!.text.replace(/^max /, '')} to ${d.prnMax!.text.replace(/^max /, '')}`,
    });
  }
}

/** Most doses a day a when-required order allows ('4-6 hourly' = 6, 'QID' = 4, 'nocte' = 1). */
function prnPerDay(o: ParsedOrder): number | undefined {
  const t = o.timing;
  if (t.interval && t.interval.min < 36) return Math.round(24 / t.interval.min);
  if (t.nonDaily) return undefined;
  return t.perDay ?? (t.slots.length || undefined);
}
