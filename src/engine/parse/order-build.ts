/**
 * Assembling a ParsedOrder from the clauses read by order.ts: dosing of every regimen step, PRN,
 * status from the line or its heading, indication, release form, display name and warnings.
 */
import { takeEvents } from './prn-trigger';
import { shownName } from '../kb/shown-name';
import { NOT_A_USE } from './classify';
import { scanClause, type ClauseScan } from './clause';
import { looksLikeCondition, plainIndication } from './conditions';
import { countUnitOfForm, type DosingRead, impliedForm, readDosing } from './dosing';
import { normaliseDosing } from './dose-pattern';
import { SICK_DAY } from '../lexicon/sick-day-words';
import { readName, toKbOrder } from './name';
import { type OrderParts, statusReason } from './order-parts';
import { readPrnMax } from './prn-max';
import { repeatsWhenNeeded } from './repeat-prn';
import { PRN_LATER_STEP, prnOnlyLater } from './prn-later';
import { formFromRoute } from './route-form';
import { bareSideSite, eyeOrEar } from './bare-side';
import { readDoseScale } from './dose-scale';
import { holdEnded, isStopping, stopThenRestarted } from './status';
import { lineTotals } from './stated-total';
import { squashSpaces, trimClause } from './text';
import type { OrderStatus, ParsedOrder, RegimenStep, Timing } from './types';
import { type DailyTotalAside, readDailyTotal, setAsideDailyTotal } from './daily-total';
import { coPackStrength } from './co-pack';
import { withHeld } from './held-amount';
import { massMg } from './units';
import { dayPlanStep, readDayDoses } from './day-doses';
import { snackDoubt } from './snack-doses';
import { isNewReasonUse, isStatedReasonUse } from './new-reason';
import { namesNoUse } from '../lexicon/use-words';

// Where a stated reason's use ends: a comma or dash, or a second clause with its own verb ('and should ...').
const REASON_END =
  /[,;]|\s+[-–]\s+|\s+(?:and|but)\s+(?=(?:should|will|would|must|can|may|needs?|is|are|was|were|has|have|to)\s)/i;

/** 'short term, agitation' -> 'agitation': leading parts made only of course words ('for a short course'). */
function withoutCourseLead(reason: string): string {
  let rest = reason;
  for (let m = REASON_END.exec(rest); m; m = REASON_END.exec(rest)) {
    const first = rest.slice(0, m.index).trim();
    if (!first || !namesNoUse(first) || !/[a-z]/i.test(first)) break;
    rest = rest.slice(m.index + m[0].length).trim();
  }
  return rest;
}

const REPLACES_RE =
  /^(?:replac(?:es|ing|ed)|instead of|in place of|switch(?:ed)? from|changed from|swapped from)\b/i;
// 'use paracetamol ... PRN pain instead': the order's use is 'pain'; 'instead' says it replaces another medicine.
const INSTEAD_TAIL = /\s+(?:instead|in (?:its|their) place)\s*[.)]?\s*$/i;

const NO_TIMING: Timing = { slots: [], days: [], clocks: [], label: '', known: false };

const HOLD_NOTE = /^(?:withhold|hold|omit|suspend)\s+/i;
// Sick-day rules stay directions even alone on a line ('Empagliflozin - withhold when unwell').
const RECURRING_HOLD = new RegExp(String.raw`${SICK_DAY}|\bdialysis\b`, 'i');
// 'restart when well', 'resume once eating': the end of a hold written beside it.
const HOLD_ENDS = /\b(?:restart|resume|recommence)\s+(?:when|once|after)\b/i;
const SCALE_RE = /sliding|correction|scale/i;
const MR_RE =
  /\b(?:mr|sr|cr|xr|er|xl|cd|la|modified[- ]release|controlled[- ]release|slow[- ]release|sustained[- ]release|extended[- ]release|long[- ]acting)\b/i;
const EC_RE = /\b(?:ec|enteric[- ]coated)\b/i;

export function buildOrder(p: OrderParts): ParsedOrder | null {
  const { input, name } = p;
  // What the first step counts in ('MST Continus 15 mg capsule 2 stat', '2 caps stat'): later steps too.
  let firstUnit: string | undefined;
  let firstStrong = false;
  const totals = lineTotals(input.text);
  let dailyTotal: DailyTotalAside | undefined;
  const reads = p.steps.map((st, i) => {
    const clauses = st.clauses.filter((c) => c.trim());
    if (st.textOnly)
      return {
        clauses,
        scans: [] as ClauseScan[],
        dosing: { amount: {}, timing: NO_TIMING } as DosingRead,
      };
    // 'Panadol Osteo 2 tds': the medicine's usual (first) form gives the unit of a bare count; 'capsule 2
    // stat then 1 mane': a later step's count is of the form the order named.
    const countUnit = firstUnit ?? countUnitOfForm(name.medicine?.forms[0]);
    const combo = (name.medicine?.ingredients.length ?? 0) > 1;
    const scans = clauses.map((c) => scanClause(normaliseDosing(c, countUnit, combo)));
    const single = name.medicine?.ingredients.length === 1;
    const aside = setAsideDailyTotal(scans.map((s) => s.work).join(' , '), i === 0);
    if (aside.total) dailyTotal = aside;
    const dosing = readDosing(aside.text, {
      strength: i === 0 ? p.headStrength : undefined,
      countUnit,
      single,
      medicine: !!name.medicine,
      totals,
      // A later step of an order with a strength ('150 mg two stat then one daily') counts that strength.
      unstrengthened: !p.headStrength && !firstStrong,
    });
    if (i === 0) firstUnit = countUnitOfForm(dosing.form) ?? dosing.amount.count?.unit;
    if (i === 0) firstStrong = !!dosing.strength;
    return { clauses, scans, dosing };
  });
  // 'two stat then one three times a day': a loading dose first, then the regimen that goes on. The slots
  // hold the regimen; the loading dose is said beside it (or the row warns when it cannot be read).
  const loadingWarnings: string[] = [];
  const loading = loadingDose(reads, loadingWarnings);
  if (loading) reads.splice(1, 1);
  const first = reads[0]!;
  if (loading) {
    Object.assign(first.dosing, {
      amount: loading.amount,
      slotAmounts: loading.slotAmounts,
      timing: loading.timing,
    });
    first.scans.push(...loading.scans);
  }
  const scans: ClauseScan[] = first.scans;
  const pick = <K extends keyof ClauseScan>(k: K): ClauseScan[K] | undefined =>
    scans.find((s) => s[k] !== undefined)?.[k];

  const section = input.section;
  // 'then 1 cap after each loose stool when required': a when-required word in any step makes the order PRN.
  const allScans = reads.length > 1 ? reads.flatMap((r) => r.scans) : scans;
  const regular = p.regular || scans.some((s) => s.regular);
  const prnWord = allScans.some((s) => s.prn);
  // 'Naloxone 400 microgram IM, repeat every 2-3 minutes if needed', 'may repeat once after 2 hours'.
  const repeated = !regular && repeatsWhenNeeded(input.text, first.dosing.timing);
  const later = regular && prnWord && prnOnlyLater(input.text);
  const prn = (((prnWord || section === 'prn') && !(regular && !prnWord)) || repeated) && !later;
  let overruled: OrderStatus | undefined;
  if (section === 'ceased' || section === 'withheld') {
    if (!p.status || !isStopping(p.status)) {
      overruled = p.status;
      p.status = {
        kind: section,
        word: section === 'ceased' ? 'Ceased' : 'Withheld',
        // The heading's reason; an order's own words ('Atenolol - bradycardia') win (statusReason).
        reason: input.sectionReason ?? '',
        fromHeading: true,
      };
      p.statusPiece = -1;
    }
  } else if (section === 'new' && !p.status) {
    p.status = { kind: 'new', word: 'New', reason: '', fromHeading: true };
  }
  // 'Metformin - withhold while eGFR < 30': a line with no dose that only holds the medicine withholds it,
  // though 'Furosemide 40 mg mane - hold while SBP < 100' is a direction on an order that goes on.
  const noDose =
    !p.headStrength &&
    !first.dosing.strength &&
    !first.dosing.amount.count &&
    !first.dosing.amount.measure &&
    !first.dosing.timing.known;
  // 'Ramipril 10 mg - withhold while vomiting, restart when well': a hold that says when it ends is one in force
  // now, a sick-day episode or not; with no times of its own the line is no direction on an order that goes on.
  const holdNow =
    !first.dosing.timing.known &&
    !first.dosing.amount.count &&
    p.notes.some((n) => HOLD_ENDS.test(n) || HOLD_ENDS.test(input.text));
  const hold =
    !p.status && ((noDose && !p.notes.some((n) => RECURRING_HOLD.test(n))) || holdNow)
      ? p.notes.find((n) => HOLD_NOTE.test(n))
      : undefined;
  if (hold) {
    p.status = {
      kind: 'withheld',
      word: 'Withheld',
      reason: hold.replace(HOLD_NOTE, ''),
      fromHeading: false,
    };
    p.statusPiece = -1;
  }
  if (p.status) p.status = { ...p.status, reason: hold ? p.status.reason : statusReason(p) };
  // 'withheld in hospital (low BP), restart on discharge', 'held 2 days - resumed 14/05': the hold ended
  // by discharge and the order goes on; a restart still to come ('restart in 1 week') keeps it held.
  // 'Apixaban withheld, apixaban resumed 14/05': a restart whose subject is the order's own medicine ended the hold.
  const ownName = (subject: string): boolean => !!name.key && readName(subject)?.key === name.key;
  if (
    isStopping(p.status) &&
    (holdEnded(p.status!.reason, ownName) || stopThenRestarted(input.text))
  )
    p.status = { ...p.status!, kind: 'continued' };
  // The line's own reason ('Atenolol - bradycardia') wins; else the one its Ceased or Withheld heading states.
  if (p.status?.fromHeading && !p.status.reason && input.sectionReason && isStopping(p.status))
    p.status.reason = input.sectionReason;

  let strength = first.dosing.strength ?? p.compositionStrength;
  // 'Madopar 125 (levodopa 100mg/benserazide 25mg)': a bare number that is the sum of the bracket's
  // strengths is the brand's label; the ingredients' strengths are the order's strength.
  const comp = p.compositionStrength;
  if (
    strength &&
    comp &&
    comp.values.length > 1 &&
    !strength.unit &&
    strength.values.length === 1 &&
    Math.abs(comp.values.reduce((a, b) => a + b, 0) - strength.values[0]!) < 1e-6
  )
    strength = comp;
  // 'Paxlovid (nirmatrelvir 150 mg + ritonavir 100 mg) - 1 nirmatrelvir tab + 1 ritonavir tab': a bare number
  // is a count there; the bracket's strengths, with their unit, are the product's.
  else if (
    strength &&
    comp?.unit &&
    !strength.unit &&
    (strength.values.length > 1 || strength.values[0]! <= 10)
  )
    strength = comp;
  // A name read from its composition ('Amlodipine 10 mg + perindopril 4 mg') has its strengths in the
  // KB's order already (composition.ts); the written order would undo it.
  if (strength && name.medicine && strength !== p.headStrength)
    strength = toKbOrder(p.figuresName ?? name.nameText, name.medicine, strength);
  // '1.5 g (600 mg calcium)': a single mass strength shows what it holds; anything else keeps it as a note.
  if (p.held) {
    if (strength && !strength.per && strength.values.length === 1 && massMg(strength) !== null)
      strength = withHeld(strength, p.held);
    else p.notes.push(p.held.text);
  }
  let timing = first.dosing.timing;
  let instruction = loading?.text ?? pick('instruction');
  let amount = first.dosing.amount;
  let slotAmounts = first.dosing.slotAmounts;
  const daily = readDailyTotal(strength, first.dosing, dailyTotal, prn);
  [strength, amount] = [coPackStrength(daily.strength, daily.amount), daily.amount];
  // The line after the name as written, read by the sliding scale, the correction scale and the day doses.
  const written = textAfterName(p);
  const afterName = instruction && SCALE_RE.test(instruction) ? written : '';
  if (/\d/.test(afterName)) {
    // A written sliding scale's doses depend on the blood sugar: keep the whole scale in words, no single dose.
    instruction = squashSpaces(afterName);
    amount = {};
    slotAmounts = undefined;
    p.notes = [];
  }
  // 'BGL 10-14.9 add 2 units; 15-19.9 add 4 units': a correction scale written out is one instruction.
  const scale = prn || /\d/.test(afterName) ? null : readDoseScale(written);
  if (scale) {
    [instruction, amount, slotAmounts] = [scale, {}, undefined];
    // 'NovoRapid with meals: 2 units if BGL 10-14.9, ...': the first step's dose is no strength.
    if (strength && !strength.per) strength = undefined;
  }
  if (first.dosing.unplaced) {
    // Keep the whole regimen in words; the day names belong to it, not to a weekly pattern.
    instruction = squashSpaces(first.clauses.join(', '));
    timing = { ...timing, nonDaily: undefined, days: [], label: '' };
  }
  // '100 mcg daily, 150 mcg on Sundays': doses by weekday are one plan, kept in words (day-doses.ts).
  const dayDoses = prn || loading ? undefined : readDayDoses(written);
  const dayStep =
    dayDoses &&
    dayPlanStep(
      reads.map((r) => r.clauses.join(', ')),
      timing,
    );
  if (dayStep)
    [instruction, timing, amount, slotAmounts] = [dayStep.text, dayStep.timing, {}, undefined];
  const route = first.dosing.route;
  const form =
    first.dosing.form ??
    impliedForm(amount, route?.key) ??
    name.deviceForm ??
    formFromRoute(route?.key);
  const headText = `${name.nameText} ${first.clauses.join(' ')}`;
  const qualifiers = [...p.qualifiers];
  if (MR_RE.test(headText) && !qualifiers.includes('modified release'))
    qualifiers.push('modified release');
  if (EC_RE.test(headText) && !qualifiers.includes('enteric coated'))
    qualifiers.push('enteric coated');

  // 'Amlodipine 10 mg - increased, BP poorly controlled': words after a change or stop are its reason.
  // 'NEW, replaces Triumeq (abacavir stopped after MI)': words after a replacement are about the old medicine.
  const replacing = p.status?.kind === 'new' && REPLACES_RE.test(p.status.reason);
  // 'Amlodipine 5 mg daily WITHHELD: AKI': after a stop inside the head, every clause is the stop's reason.
  const headStop = !!p.status && p.statusPiece < 0 && isStopping(p.status) && !p.status.fromHeading;
  const reasonFrom = headStop
    ? -1
    : p.status && (p.status.kind !== 'new' || replacing) && p.statusPiece >= 0
      ? p.statusPiece
      : Infinity;
  const stated = p.indications
    .filter((i) => i.piece < 0 || i.piece <= reasonFrom)
    .map((i) => i.text);
  const indications = [
    ...scans.map((s) => s.indication).filter((x): x is string => !!x),
    ...stated,
  ];
  // 'New - short term, agitation': a first part that only says how long it is given is no use; the use
  // is the part after it.
  const reason = withoutCourseLead(p.status?.reason ?? '');
  // 'NEW, safe in CKD', 'new - renal dose': a reason about the choice or the dose is not what it treats.
  if (
    !indications.length &&
    !replacing &&
    p.status?.kind === 'new' &&
    reason &&
    !NOT_A_USE.test(reason) &&
    (/^for\s+[a-z]/i.test(reason) ||
      looksLikeCondition(reason) ||
      isNewReasonUse(reason.split(REASON_END)[0]!))
  ) {
    // 'for delirium and should be reviewed by the GP': a second clause with its own verb is not the use.
    indications.push(reason.replace(/^for\s+/i, '').split(REASON_END)[0]!);
  }
  const maxText = p.maxText ?? pick('max') ?? (prn ? dailyTotal?.written : undefined);
  const durations = [
    ...scans.map((s) => s.duration).filter((x): x is string => !!x),
    ...p.durations,
  ];
  const endText = p.courseEndText || 'stop';
  if (p.courseEnds && reads.length === 1) durations.push(`then ${endText}`);
  const notes = [...p.notes];
  for (const s of scans) for (const n of s.notes) notes.push(n);
  const condition = pick('condition');
  // 'Glucagon 1 mg IM if severe hypo', 'Midazolam 10 mg buccal if seizure lasts 5 minutes': no times, only the
  // event it is given for, so it is given when that happens: when required, the event its condition.
  const onEvent =
    !prn &&
    !regular &&
    !!condition &&
    IF_EVENT.test(condition) &&
    !STOP_IN_EVENT.test(condition) &&
    !(p.status && isStopping(p.status)) &&
    // 'if a seizure lasts 5 minutes, once only': a single dose for the event is still given only when it happens.
    (!timing.known || isSingleDoseOnly(timing)) &&
    !instruction &&
    reads.length === 1 &&
    !!(amount.count || amount.measure || strength);

  const steps: RegimenStep[] = reads.map((r) => ({
    amount: r.dosing.amount,
    timing: r.dosing.timing,
    duration: r.scans.map((s) => s.duration).find(Boolean),
    text: squashSpaces(r.clauses.join(', ')),
  }));
  // '... regular for 5 days then PRN': the step after the regular days is 'when required'.
  const lastStep = steps[steps.length - 1];
  if (later && steps.length > 1 && lastStep && !lastStep.amount.count && !lastStep.amount.measure)
    lastStep.text = PRN_LATER_STEP;
  if (dayStep) steps.splice(0, steps.length, dayStep);
  else if (p.courseEnds && reads.length > 1)
    steps.push({
      amount: {},
      timing: { ...first.dosing.timing, slots: [], known: false, label: '' },
      text: endText,
    });

  const medicine = name.medicine;
  const unknown = !medicine;
  // A PRN heading alone does not make a line an order: 'Ceased (comfort care): a, b' under it is not a medicine.
  const dosingSeen = !!(
    strength ||
    amount.count ||
    amount.measure ||
    first.dosing.timing.known ||
    route ||
    form ||
    scans.some((s) => s.prn)
  );
  // An unknown name alone is not an order, unless the line itself stops it ('Xyzamol - stopped (AKI)'). Under a
  // Ceased heading it must carry a dose, form, route or time: 'Compliance: good' there is a note, not a medicine.
  const stopLine = p.status && !p.status.fromHeading;
  if (unknown && !dosingSeen && !stopLine) return null;
  const warnings: string[] = [...loadingWarnings];
  if (name.lookup?.warning) warnings.push(name.lookup.warning);
  if (first.dosing.totalWarning) warnings.push(first.dosing.totalWarning);
  if (daily.warning) warnings.push(daily.warning);
  if (input.extras?.warning) warnings.push(input.extras.warning);
  const snacks = snackDoubt(input.text);
  if (snacks) warnings.push(snacks);
  if (unknown)
    warnings.push(`"${name.unknownName}" is not in the medicines list: check the name and details`);
  // 'Reason: bone metastases' on an order with no change or stop: the use the document gives, even in words no
  // condition list knows; one that reads as a note ('Reason: patient preference') is kept in the comment, and said.
  const kind = p.status?.kind;
  const why = p.unplacedReason;
  if (why && !indications.length && (!kind || kind === 'new' || kind === 'continued')) {
    if (isStatedReasonUse(why)) {
      indications.push(why);
      const at = notes.indexOf(why);
      if (at >= 0) notes.splice(at, 1);
    } else if (!NOT_A_USE.test(why))
      warnings.push(
        `The order gives its reason as "${why}", which was not read as its use: check the indication`,
      );
  }

  // 'prn for dressing changes': an event named as the use says when to take it; the row's use stays the usual one.
  const events = takeEvents(indications).map((e) => `for ${e}`);
  // A correction scale's blood glucose ranges are its steps, never a condition of the whole order.
  const prnCondition = scale
    ? undefined
    : prn && events.length
      ? [...events, condition].filter(Boolean).join(', ')
      : condition;
  if (!prn) notes.push(...events);

  // Built as one literal (no spread in the middle) so every order shares one object shape; the rare
  // overruled status is added after.
  const order: ParsedOrder = {
    list: input.list,
    line: input.line,
    lines: [input.line],
    raw: input.raw,
    text: input.text,
    nameText: name.nameText,
    lookup: name.lookup,
    medicine,
    key: name.key,
    displayName: medicine
      ? withBrand(shownName(medicine, name.lookup), p.brand)
      : (name.unknownName ?? name.nameText),
    brand: p.brand,
    qualifiers,
    salt: name.lookup?.salt,
    strength,
    amount,
    slotAmounts,
    timing,
    steps,
    form,
    route: route?.key,
    routeSite: route?.site ?? bareSite(headText, eyeOrEar(route?.key, form, medicine?.forms)),
    prn: prn || onEvent,
    prnMax: maxText ? readPrnMax(maxText, strength, amount) : undefined,
    prnCondition,
    regularMarked: regular,
    duration: durations.length ? durations.join(', ') : undefined,
    instruction,
    dayDoses,
    amountLabel: loading ? undefined : pick('amountLabel'),
    indication: indications.length
      ? plainIndication(trimClause(indications[0]!.replace(INSTEAD_TAIL, '')))
      : undefined,
    status: p.status,
    siteStop: p.siteStop,
    siteKept: p.siteStop ? p.siteKept : undefined,
    notes: dedupe(notes),
    quantity: p.quantities.length ? p.quantities.join(', ') : undefined,
    trace: p.trace,
    warnings,
    unknownMedicine: unknown,
  };
  if (overruled) order.overruledStatus = overruled;
  return order;
}

// A clause of an order with no times that names the event it is given for ('if severe hypo', 'if seizure lasts
// more than 5 minutes'); one that says when to stop or hold it ('if drowsy, withhold') is no such event.
const IF_EVENT = /^(?:only\s+)?if\s+[a-z]/i;
/** 'once only', 'stat', 'single dose' and no time of day or clock time: how many doses, not when. */
const isSingleDoseOnly = (t: Timing): boolean =>
  t.nonDaily === 'once only' && !t.timeOfDay && !t.clocks.length && !t.days.length;
const STOP_IN_EVENT = /\b(?:stop|cease|withhold|hold|omit|skip|not|unless|review|check)\b/i;

// Words that make the first step of a regimen a loading dose: 'stat', 'immediately', 'loading dose', 'on day 1'.
const LOADING_RE =
  /\b(?:stat|immediately|now|loading\s+dose|(?:on\s+)?day\s+(?:1|one)|first\s+dose|initially)\b/i;

type StepRead = { clauses: string[]; scans: ClauseScan[]; dosing: DosingRead };

/**
 * A first step that is a loading dose and a second that is the regular regimen with its times: the
 * regimen's amount and times, and the loading dose in words ('loading dose 2 tablets stat'). Null when
 * the order is not written so.
 */
function loadingDose(
  reads: StepRead[],
  warnings: string[],
): (DosingRead & { text: string; scans: ClauseScan[] }) | null {
  if (reads.length !== 2) return null;
  const [load, keep] = reads as [StepRead, StepRead];
  const said = load.clauses.join(', ');
  const marker = LOADING_RE.exec(said);
  if (!marker || !keep.dosing.timing.known || /\b(?:for|until|x)\s+\d/i.test(said)) return null;
  const amount = load.dosing.amount.count?.text ?? load.dosing.amount.measure?.text;
  const word = marker[0].toLowerCase().replace(/\s+/g, ' ');
  if (!amount)
    warnings.push(`Loading dose not read: "${squashSpaces(said)}": check the first dose`);
  const text = amount
    ? word === 'loading dose'
      ? `loading dose ${amount}`
      : `loading dose ${amount} ${word}`
    : `after a loading dose`;
  return { ...keep.dosing, text, scans: keep.scans };
}

/** The order line after the medicine's name as written (only a sliding scale needs it). */
function textAfterName({ input, name }: OrderParts): string {
  const written = name.lookup?.matchedText ?? name.nameText;
  const at = input.text.toLowerCase().indexOf(written.toLowerCase());
  return input.text.slice(at < 0 ? 0 : at + written.length).replace(/^[\s:,-]+/, '');
}

/** 'Paracetamol' + 'Panadol Osteo' -> 'Paracetamol (Panadol Osteo)'; a KB bracket gives way to the brand. */
export function withBrand(name: string, brand: string | undefined): string {
  if (!brand) return name;
  const base = name.replace(/\s*\([^)]*\)\s*$/, '');
  return base.toLowerCase() === brand.toLowerCase() ? name : `${base} (${brand})`;
}

const dedupe = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];

/** The site from a side named alone ('LEFT only'), for an eye or ear medicine (bare-side.ts). */
function bareSite(text: string, part: 'eye' | 'ear' | undefined): string | undefined {
  return part ? bareSideSite(text, part) : undefined;
}
