/**
 * The parts of a medication row that come from one order: name, form (strength and dose form),
 * the four-slot schedule, when-required directions and the indication.
 */
import { emptySchedule, type Schedule, type TimeSlot } from '../../shared/reconcile';
import { withBrand } from '../parse/order-build';
import { ROUTE_WORDS, routeFromForm } from '../parse/route-form';
import { capitalise, joinWords, squashSpaces } from '../parse/text';
import { alternation, APPLY_AMOUNT_WORDS } from '../lexicon/words';
import type { ParsedOrder, Strength } from '../parse/types';
import { amountText, prnFrequency, releaseText, slotSuffix, timesText } from './describe';
import { clocksSharingSlots, joinAnd } from '../parse/timing-labels';

export { indicationFor } from './indication';

/** A unitless single strength of a brand ('Madopar 125') is part of the product name, not a strength. */
const brandNumber = (o: ParsedOrder) =>
  !!o.brand && !!o.strength && !o.strength.unit && o.strength.values.length === 1;

export function rowName(o: ParsedOrder): string {
  if (o.medicine && brandNumber(o))
    return withBrand(o.medicine.name, `${o.brand} ${o.strength!.text}`);
  return o.displayName;
}

/** 'modified release 1 g tablet', '100 microgram/dose spray', '0.005% eye drops', 'injection'. */
export function formText(o: ParsedOrder): string {
  const kbForms = o.medicine?.forms ?? [];
  // The KB's usual form only when the medicine has one form and the route written agrees with it.
  const kbForm =
    kbForms.length === 1 && (!o.route || routeFromForm(kbForms[0]) === o.route)
      ? kbForms[0]
      : undefined;
  // 'Avamys 2 sprays', 'Hylo-Fresh 1 drop': a bare 'spray' or 'drops' is the medicine's only spray or drop form.
  // A form the KB lists as written ('tablet' beside 'soluble tablet') is that form, never a kind of it.
  const specific =
    o.form && !o.route && !kbForms.includes(o.form)
      ? kbForms.filter((f) => f.endsWith(` ${o.form}`))
      : [];
  const form = (specific.length === 1 ? specific[0] : o.form) ?? kbForm;
  // 'current dose 5 mg' of an as-per-INR order is a dose, not the tablet strength.
  const written = o.strength && !brandNumber(o) && !o.amountLabel ? o.strength.text : '';
  // 'Thyroxine 75 mane': a number written with no unit is kept as written, but '75 tablet' would read as
  // seventy-five tablets; the row says the unit is missing.
  const strength =
    written && form && !o.strength!.unit && o.strength!.values.length === 1
      ? `${written} (no unit)`
      : written;
  const text = joinWords(releaseText(o), strength, form);
  // 'Ostelin 1000 units daily': no strength or form written, so the dose is what the column can show.
  // A dose kept with no unit ('Centrum 1 daily') is no strength: the form stays empty, the slot shows it.
  const shown =
    text || (o.amount.measure?.unit || o.strength ? (o.amount.measure?.text ?? '') : '');
  // Which eye or ear: the patient's list must say it (the route field is not shown on the screen or the PDF).
  const site = o.siteKept ?? o.routeSite;
  return shown && site && SIDED.test(site) ? `${shown} (${site})` : shown;
}

const SIDED = /\b(?:eyes?|ears?|nostrils?)$/;

/** Text of one administration in a slot: the amount, or 'Dose not stated'. */
function slotAmount(o: ParsedOrder, slot: TimeSlot): string {
  const a = o.slotAmounts?.[slot] ?? o.amount;
  // A cream or ointment with no amount is applied: 'Apply thinly', not its strength or 'Dose not stated'.
  if (!a.count && (!a.measure || a.measure.unit === '%') && appliedToSkin(o))
    return `Apply${APPLY_HOW.exec(o.text)?.[1] ? ` ${APPLY_HOW.exec(o.text)![1]!.toLowerCase()}` : ''}`;
  return amountText(a, o.strength);
}

// How much to spread, with or without 'apply' before it ('apply thinly', 'thin layer to the face'): the
// lexicon's words (the same list starts a cream's directions in parse/classify.ts).
const APPLY_HOW = new RegExp(
  String.raw`\b(?:apply\s+)?(${alternation(APPLY_AMOUNT_WORDS)})(?![a-z])`,
  'i',
);
const appliedToSkin = (o: ParsedOrder): boolean =>
  o.route === 'topical' ||
  /^(?:cream|ointment|gel|lotion|paste|foam|emollient)$/.test(o.form ?? '');

export function regularSchedule(o: ParsedOrder, warnings: string[]): Schedule {
  const schedule = emptySchedule();
  const slots: TimeSlot[] = o.timing.slots.length ? o.timing.slots : ['0800'];
  // 'ONE dose on 15/03': a single dose keeps its date.
  const on = o.timing.nonDaily === 'once only' ? ON_DATE.exec(o.text)?.[0] : undefined;
  const suffix = on ? `${slotSuffix(o.timing)}, ${on}` : slotSuffix(o.timing);
  const regimen = o.steps.length > 1 ? taperText(o) : '';
  // '0600, 1000, 1400, 1800': a slot holding two of the times written says both, so no dose is hidden in it.
  const shared = o.timing.clocks.length > slots.length ? clocksSharingSlots(o.timing.clocks) : null;
  slots.forEach((slot, i) => {
    const amount = slotAmount(o, slot);
    let text: string;
    if (o.instruction && o.amountLabel && amount)
      text = `${capitalise(o.instruction)} (${o.amountLabel} ${amount})`;
    else if (o.instruction)
      text = amount ? `${amount} (${o.instruction})` : capitalise(o.instruction);
    else text = amount || 'Dose not stated';
    if (suffix) text += ` (${suffix})`;
    const both = shared?.get(slot);
    if (both) text += ` (at ${joinAnd(both)})`;
    if (regimen)
      text += i === 0 ? ` (${regimen})` : o.steps[0]!.duration ? ` (${o.steps[0]!.duration})` : '';
    if (!o.timing.slots.length && !o.instruction) text += ' (time not stated)';
    schedule[slot] = text;
  });
  if (!o.timing.slots.length && !o.instruction)
    warnings.push('No time of day given: check when it is taken');
  if (!slotAmount(o, slots[0]!) && !o.instruction) warnings.push('No dose given: check the dose');
  concentrationOnly(o, warnings);
  // '0 tablet every 5 weeks': a dose of nothing is kept as written, never read as a dose to give.
  const amounts = [o.amount, ...Object.values(o.slotAmounts ?? {})];
  if (amounts.some((a) => a?.count?.value === 0 || a?.measure?.values[0] === 0))
    warnings.push('A dose of 0 is written: check the dose');
  return schedule;
}

const ON_DATE = /\bon\s+\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d/])/i;
const STEP_START = /\b(?:from|starting|commencing|on)\s+\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d/])/i;

/** 'for 3 days, then 12.5 mg in the morning for 3 days, then stop': the steps after the first. */
function taperText(o: ParsedOrder): string {
  const [first, ...rest] = o.steps;
  const parts: string[] = [];
  if (first?.duration) parts.push(first.duration);
  for (const step of rest) {
    if (step.text === 'stop') {
      parts.push('then stop');
      continue;
    }
    const amount = amountText(step.amount, undefined) || step.text;
    const when = step.timing.label
      ? ` ${step.timing.label}`
      : step.timing.slots.length
        ? ` ${timesText(step.timing)}`
        : '';
    // 'then 5 mg at night from 1/12': the date a step starts is part of it.
    const from = amount === step.text ? undefined : STEP_START.exec(step.text)?.[0];
    parts.push(
      `then ${amount}${amount === step.text ? '' : when}${step.duration && amount !== step.text ? ` ${step.duration}` : ''}${from ? ` ${from}` : ''}`,
    );
  }
  return parts.join(', ');
}

/** When-required directions for the 0800 slot: '1-2 tablets every 4-6 hours when required for pain, max 8 tablets in 24 hours'. */
export function prnDirections(o: ParsedOrder): string {
  const amount = amountText(o.amount, o.strength) || o.strength?.text || '';
  const route =
    o.route && !/^(oral|inhaled|transdermal|topical)$/.test(o.route) ? ROUTE_WORDS[o.route] : '';
  const parts = [
    amount,
    o.routeSite ? `into ${o.routeSite}` : route,
    prnFrequency(o.timing),
    'when required',
  ];
  let text = squashSpaces(parts.filter(Boolean).join(' '));
  if (o.indication) text += ` for ${lowerFirst(o.indication)}`;
  if (o.prnCondition) text += ` (${o.prnCondition})`;
  if (o.instruction) text += ` (${o.instruction})`;
  if (o.prnMax) text += `, ${o.prnMax.text}`;
  const extras = [o.duration, ...o.notes].filter(Boolean).map((n) => capitalise(n!));
  return extras.length ? `${text}. ${extras.join('. ')}` : text;
}

export function prnSchedule(o: ParsedOrder, warnings: string[]): Schedule {
  concentrationOnly(o, warnings);
  return { ...emptySchedule(), '0800': prnDirections(o) };
}

/**
 * A liquid's concentration ('250 mg/5 mL', '5 mg/mL') is never a dose: when no amount was read, the slot can
 * only repeat it, so the row says the dose is missing rather than look like a dose.
 */
function concentrationOnly(o: ParsedOrder, warnings: string[]): void {
  const perVolume = (s?: Strength) => !!s?.per && /^(?:\d+(?:\.\d+)?\s*)?m?l$/i.test(s.per);
  const amounts = [o.amount, ...Object.values(o.slotAmounts ?? {})];
  if (o.instruction || amounts.some((a) => a?.count || (a?.measure && !perVolume(a.measure))))
    return;
  const shown = amounts.find((a) => a?.measure)?.measure ?? o.strength;
  if (perVolume(shown))
    warnings.push(
      `No dose read for this liquid: ${shown!.text} is its strength, not the amount to give - check the dose`,
    );
}

/** Keep acronyms ('COPD') but lower-case a plain first word ('Pain' -> 'pain'). */
const lowerFirst = (s: string) =>
  /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
