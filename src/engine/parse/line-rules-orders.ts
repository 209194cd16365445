/**
 * Line rules for lines that are orders: a status over several medicines, a series of medicines in one
 * sentence, two orders on one line, and the order itself (with the checks that keep a line of everyday
 * words, a note or a label from becoming a medicine).
 */
import { orderAfterHistory } from './history-then-order';
import { quotedOrderTexts } from './quoted-label';
import { isNoteName, namesMedicine } from './non-order';
import { DOSING_FIELD_LABEL } from '../lexicon/field-labels';
import { measuredDose, readsAsReportField, saysNotTaken } from './report-fields';
import { hasDosing } from './order-signal';
import { isGivenDose } from './given-dose';
import { isStopping, readStatusClause, readStatusPrefix } from './status';
import { tokenize } from '../lexicon/tokens';
import { readBareList, readStatusList } from './status-list';
import {
  splitBareNameFirst,
  splitMedicines,
  splitRegularAndPrn,
  splitTwoMedicines,
} from './list-splits';
import { splitMedicineSeries } from './medicine-series';
import { splitBracketedMembers } from './bracketed-members';
import { seriesInSentence } from './series-in-sentence';
import { parseOrder, type OrderInput } from './order';
import { conditionLabel } from './condition-label';
import { looksLikeCondition, plainIndication } from './conditions';
import { isDocumentTitle } from './document-titles';
import { isPlainWordName, isPlainWordsName, isRoleNoteLabel } from '../lexicon/plain-words';
import { isPlaceName } from '../lexicon/place-words';
import { readName } from './name';
import { readTimeHeading } from './time-headings';
import { underRhythm } from './list-context';
import { underDirections, underTime, withSharedStrength } from './list-context';
import type { ParsedOrder } from './types';
import {
  ignored,
  inputOf,
  orderLine,
  unreadable,
  type LineContext,
  type LineRule,
} from './line-rule-kit';

const MEDICINES_IN_GENERAL = /\b(?:medicines|medications|meds|drugs|tablets)\b/i;

// 'Zyxoprofen (Zyxonin) - STOPPED: caused the ulcer. Avoid anti-inflammatory medicines': the line's own stop of
// a name the medicines list does not know is a ceased entry (warned), though its reason speaks of medicines.
const ownStop = (o: ParsedOrder): boolean =>
  !!o.status &&
  !o.status.fromHeading &&
  (o.status.kind === 'ceased' || o.status.kind === 'withheld') &&
  // 'Renal - d/c meds - ...': 'd/c' is also discharge; only a stop word that can mean nothing else.
  /^(?:stop(?:ped)?|ceased?|discontinued|withheld|withhold|suspended|held)$/i.test(
    o.status.word.trim(),
  ) &&
  !MEDICINES_IN_GENERAL.test(o.nameText);

// A strength with its unit and a count or times: how much of what, and when ('15 mg tablet 2 tablets every 12 hours').
const statesDose = (o: ParsedOrder): boolean =>
  !!((o.strength?.unit || o.amount.count) && (o.amount.count || o.timing.known));

/**
 * What makes a line whose name the medicines list does not know an order: a dose or strength with its
 * unit, a count of dose units, a dose form, a when-required word, a stop, an instruction, or how often
 * in words. A clock time or a date alone ('ISBAR handover - ED to Ward 7A - 22:40', 'Document date:
 * 12-Mar-2025', 'Sent: Tuesday 9:12 PM') and a number without a unit are what headers, handovers and
 * letters write: such a line is reported, never made a medicine.
 */
export function ordersSomething(o: ParsedOrder): boolean {
  const t = o.timing;
  return !!(
    o.strength?.unit ||
    o.amount.measure?.unit ||
    o.amount.count ||
    o.form ||
    o.prn ||
    isStopping(o.status) ||
    o.instruction ||
    (t.known && !t.clocks.length && !t.days.length)
  );
}

export const statusListRule: LineRule = {
  id: 'status-list',
  examples: ['Ceased (comfort care): metoclopramide, atorvastatin, perindopril'],
  apply: (c) => {
    // Under a heading, bare names on one line ('Dexamethasone, pantoprazole, Movicol') are one order each.
    const group = readStatusList(c.l.text);
    const items = group?.items ?? (c.s.section ? readBareList(c.l.text) : null);
    if (!items) return false;
    const many = items
      .map((text) => parseOrder({ ...inputOf(c), text, extras: undefined }))
      .filter((o): o is ParsedOrder => !!o);
    if (many.length !== items.length) return false;
    if (group)
      many.forEach((o, i) => {
        const reason = group.reasons?.[i] || group.status.reason;
        o.status = { ...group.status, reason };
      });
    c.s.last = null;
    return orderLine(c, many, true);
  },
};

export const medicineSeriesRule: LineRule = {
  // 'Meds: amiodarone 100mg daily; apixaban 5mg bd; Somac 40mg daily': a series of medicines in one
  // sentence (a handover, a triage note) is one order per medicine.
  id: 'medicine-series',
  examples: ['Meds: amlodipine 5mg mane; atorvastatin 40mg nocte; aspirin 100mg daily'],
  apply: (c) => {
    if (c.l.extras) return false;
    // 'Insulin (Protaphane and NovoRapid) - ceased after birth': one stop of each medicine in the brackets.
    const members = splitBracketedMembers(c.l.text);
    if (members) {
      const input = inputOf(c);
      const stops = members.map((text) => parseOrder({ ...input, text }));
      if (stops.every((o) => o)) {
        c.s.last = null;
        return orderLine(c, stops as ParsedOrder[]);
      }
    }
    // 'Prescribed:  thiamine 100mg mane  |  esomeprazole 20mg mane': orders in cells between pipes or tabs.
    const series =
      splitMedicineSeries(c.l.text) ??
      (CELL_BREAK.test(c.l.raw)
        ? splitMedicineSeries(c.l.raw.trim().replace(CELL_BREAKS, '; '))
        : null);
    if (!series) return false;
    return takeSeries(c, series);
  },
};

export const seriesInSentenceRule: LineRule = {
  // 'P - Patient summary: 72M, CAP, background AF. Home meds: Entresto 49/51 BD, bisoprolol 5 mane': the
  // series after the medicines label of a note's sentence (before the heading rules, which would take the
  // line as a title); the rest of the sentence is named as not read.
  id: 'series-in-sentence',
  examples: ['Story: 64F fall, lives alone. Regular meds: amlodipine 10 mane, sertraline 50 daily'],
  apply: (c) => {
    if (c.l.extras) return false;
    const found = seriesInSentence(c.l.text);
    return !!found && takeSeries(c, found, found.before);
  },
};

/** The orders of a series (medicine-series.ts); false when a part is not an order. */
function takeSeries(
  c: LineContext,
  series: { parts: string[]; lead: string },
  notRead?: string,
): boolean {
  // 'Scientist note: Ventolin withheld before the test, Trelegy not withheld': a clinician's note by role tells of
  // the medicines, it orders none. Reported, never rows or stops.
  if (series.lead && isRoleNoteLabel(series.lead.replace(/[:\s]+$/, ''))) return unreadable(c);
  const input = inputOf(c);
  // 'BREAKFAST (8am): Metoprolol 25mg x1, Ramipril 5mg x1' (a dose administration aid's label): the
  // label's time is the time of each medicine that states none.
  const at = series.lead ? (readTimeHeading(series.lead)?.timing ?? null) : null;
  const orders = series.parts.map((text) =>
    underTime(parseOrder({ ...input, text }), { ...input, text }, at),
  );
  if (orders.some((o) => !o)) return false;
  c.s.last = null;
  if (notRead)
    c.s.warnings.push(
      `Line ${c.l.line} (${c.s.list} list): only the medicines after "${notRead}" were read: check that nothing else on the line is an order`,
    );
  return orderLine(c, orders as ParsedOrder[]);
}

export const givenThenOrderRule: LineRule = {
  // 'She received Ferinject 1000 mg IV on 23/11 and will also take iron polymaltose ...' (the sentence reader
  // writes it 'Ferinject ... - received; iron polymaltose ...'): the dose given is reported, the order read.
  id: 'given-then-order',
  examples: ['Ferinject 1 g IV on 23/11 - received; iron polymaltose 100 mg daily'],
  apply: (c) => {
    const semi = c.l.text.indexOf('; ');
    if (semi < 0 || c.l.extras || !isGivenDose(c.l.text.slice(0, semi))) return false;
    const input = { ...inputOf(c), text: c.l.text.slice(semi + 2) };
    const order = parseOrder(input);
    if (!order || order.unknownMedicine) return false;
    c.s.warnings.push(
      `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) records a dose already given (${c.l.text.slice(0, semi)}), not an ongoing order: not listed as a medicine - check by hand`,
    );
    orderLine(c, [order]);
    // A junk name is reported, not kept (junk-names.ts): no later line runs on from it.
    if (c.s.orders.at(-1) === order) c.s.last = { order, input, index: c.s.orders.length - 1 };
    return true;
  },
};

export const twoOrdersRule: LineRule = {
  id: 'two-orders',
  examples: ['Symbicort 200/6 2 puffs BD and 1 puff PRN', 'Panadol Osteo 2 tds; Endone 5 mg prn'],
  apply: (c) => {
    const input = inputOf(c);
    const dual = splitRegularAndPrn(c.l.text);
    // 'Rheumatoid arthritis: continue hydroxychloroquine ... and prednisolone ...': the label before the
    // first order is its use, never its name.
    const read = (parts: string[]) =>
      parts.map((text, i) =>
        i === 0
          ? afterLabel(parseOrder({ ...input, text }), { ...input, text })
          : parseOrder({ ...input, text }),
      );
    const all = (orders: Array<ParsedOrder | null> | null | undefined) =>
      orders && orders.length > 1 && orders.every((o) => !!o) ? (orders as ParsedOrder[]) : null;
    const many = dual ? null : splitMedicines(c.l.text);
    const both = dual
      ? all(
          withSharedStrength(
            dual.map((text) => parseOrder({ ...input, text })),
            dual,
            input,
          ),
        )
      : many &&
        (all(read(many)) ??
          // A third part that reads as no order: the line is read as two, as before.
          (many.length > 2 ? all(read(splitTwoMedicines(c.l.text) ?? [])) : null));
    if (!both) return sharedDirections(c, input);
    c.s.last = null;
    return orderLine(c, both);
  },
};

/** 'Take your Cartia and your Karvea 150 every morning': two orders, the first warned that its times are shared. */
function sharedDirections(c: LineContext, input: ReturnType<typeof inputOf>): boolean {
  const bare = splitBareNameFirst(c.l.text);
  if (!bare) return false;
  const orders = bare.parts.map((text) => parseOrder({ ...input, text }));
  if (orders.some((o) => !o || o.unknownMedicine)) return false;
  const [first, second] = orders as [ParsedOrder, ParsedOrder];
  first.warnings.push(
    `${first.displayName}: written with no dose before ${second.displayName} on line ${c.l.line} (${c.s.list} list); read with the directions they share ("${bare.shared}"): check its dose and times`,
  );
  c.s.last = null;
  return orderLine(c, [first, second]);
}

export const orderRule: LineRule = {
  id: 'order',
  examples: ['Atorvastatin 40 mg nocte', 'Zyxamol CR 15 mg tablet 2 tablets every 12 hours'],
  apply: (c) => {
    const input = inputOf(c);
    const order = underRhythm(
      underDirections(
        underTime(afterLabel(parseOrder(input), input), input, c.s.atTime),
        input,
        c.s.directions,
      ),
      input,
      c.s.rhythm ?? null,
    );
    // Under 'Allergies:', a line with no dose is an allergy ('Codeine (vomiting)'); an order ends the list.
    if (c.s.allergies && !(order && hasDosing(order))) return ignored(c, 'allergy');
    c.s.allergies = false;
    // A name the medicines list does not know, made of a note's words ('Compliance: good'), or an
    // unknown name over medicines in general with no dose ('Anticipatory subcut medicines supplied').
    // A line with a dose, strength or frequency is an order even when the medicine is unknown.
    const noteWords = order
      ? order.unknownMedicine &&
        (isNoteName(order.nameText) ||
          isPlainWordName(order.nameText) ||
          (MEDICINES_IN_GENERAL.test(c.l.text) && !statesDose(order) && !ownStop(order)))
      : isNoteName(c.l.text.split(/\s+/).slice(0, 3).join(' '));
    if (noteWords) return namesMedicine(c.l.text) ? unreadable(c) : ignored(c, 'note');
    // 'CN DAILY VISIT RECORD — Mrs Thi L.': a form's title, its time word part of the title (document-titles.ts).
    if (order?.unknownMedicine && isDocumentTitle(c.l.text)) return ignored(c, 'title');
    if (!order || (order.unknownMedicine && !ordersSomething(order))) return unreadable(c);
    // 'Behaviours of concern: calling out at night': a form's field, an unknown label over words with no dose or
    // strength, is no order, whatever time word its text holds. Reported, in case the label is a medicine.
    // 'Student: Ava M.  Age: 14  Camp: 17-21 November': numbers with no unit of a dose (a percentage is a
    // measure) are a form's values, not a dose, so such a field is no order either.
    if (
      order.unknownMedicine &&
      !order.status &&
      FORM_FIELD.test(c.l.text) &&
      (!statesDose(order) || !measuredDose(order))
    )
      return unreadable(c);
    // A report's measure ('(GMI): 8.4%') or paragraph title ('4.3 Psychosocial. Daily ...'): report-fields.ts.
    if (readsAsReportField(order, c.l.text)) return unreadable(c);
    if (c.s.list === 'admission' && saysNotTaken(order, c.l.text)) return unreadable(c);
    // 'Day Date Mane Nocte', 'Drop Right eye Left eye', 'WR Dr Evans ... D/C today', 'Last dose
    // azathioprine this morning': everyday words, a person or a condition where the name should be.
    if (order.unknownMedicine && notAMedicineName(order.nameText)) return unreadable(c);
    // 'Metro Persistent Pain Service - clinic letter': a ward short name ('Metro') with nothing of an
    // order after it (no dose, form, route, time or status) is a word of a title, not a medicine: reported.
    // A ward short name alone ('MMF', 'Pred') over a field of its block ('Strength: 1.5 g') is that block's
    // medicine: one field a line, the dose comes next.
    if (
      order.lookup?.matchedBy === 'abbreviation' &&
      !ordersSomething(order) &&
      !order.route &&
      !FIELD_LINE.test(c.next() ?? '')
    )
      return unreadable(c);
    orderLine(c, [order]);
    // A junk name is reported, not kept (junk-names.ts): no later line runs on from it.
    if (c.s.orders.at(-1) === order) c.s.last = { order, input, index: c.s.orders.length - 1 };
    return true;
  },
};

// A field of a one-field-a-line block that carries the order's amount or directions ('Strength: 1.5 g', 'Dose: 2
// tablets', 'Directions: bd').
const FIELD_LINE = new RegExp(String.raw`^${DOSING_FIELD_LABEL}\s*[:=-]\s*\S`, 'i');

// 'Prophylaxis: Hemlibra 174 mg weekly', 'Authorised: Dexamfetamine 5 mg...', 'Mouth/nose bleeds: tranexamic acid':
// a label of a few words, then a colon, then the order.
// An item label with its number ('Discrepancy #2:', 'Issue 3:', 'Problem no. 1:') is a label too.
// The label may carry a note in brackets ('Prescribed PRN (none used this month):', 'Also (per daughter):'): the
// note is about the label, and a word in it ('none taken') does not make the line a record of doses.
// Quoted label text may follow ('Bottle 2: "ESCITALOPRAM 10 MG - TAKE ONE DAILY"', parse/quoted-label.ts).
const LABEL_LEAD = /^([A-Za-z][\w '/&#.-]{0,40}?)(\s*\([^()]{0,60}\))?:\s+(?=[A-Za-z"“„«])/;

// 'Given pre-flight: acetazolamide 500 mg IV', 'Log for today: Exjade taken 7:05 AM': a record of doses, not orders.
// 'PRN use in the last 7 days: oxazepam x3' counts doses used over a past period: a record too.
const RECORD_LABEL =
  /\b(?:given|administered|received|taken|log|logged|charted|stat|dispensed|history)\b|\b(?:use|used|usage)\s+(?:(?:in|over|during|for)\s+)?(?:the\s+)?(?:last|past|previous)\b/i;

// A label of a few words, then a colon, then words (a form's field).
const FORM_FIELD = /^[A-Za-z][\w'/&-]*(?: (?!-)[\w'/&-]+){0,5}:\s+[A-Za-z]/;

// A step of a course or a titration ('Week 1', 'Day 3', 'Cycle 2').
const STEP_LABEL = /^(?:weeks?|wk|days?|months?|steps?|phases?|stages?|cycles?|doses?)\b/i;

const CELL_BREAK = /\s\|\s|\t/;
const CELL_BREAKS = /\s*\|\s*|\t+/g;

/** An unknown name that is everyday words, a person or a condition ('Anaphylaxis'), not a medicine. */
const notAMedicineName = (name: string): boolean =>
  isPlainWordsName(name) ||
  isPlaceName(name) ||
  (name.split(/\s+/).length <= 3 && looksLikeCondition(name));

/** An order whose name is an unknown label before a colon is read from the medicine after the colon. */
export function afterLabel(order: ParsedOrder | null, input: OrderInput): ParsedOrder | null {
  const cond = conditionLabel(input.text);
  if (order && !order.unknownMedicine) return withLabelUse(order, cond);
  const m = LABEL_LEAD.exec(input.text);
  // 'Baby: vitamin K 1 mg IM given at birth': a dose already given after the label is no order.
  const text = m ? input.text.slice(m[0].length) : (cond?.rest ?? '');
  if ((!m && !cond) || isGivenDose(text) || (m && RECORD_LABEL.test(m[1]!))) return order;
  // 'Week 2 (17-23/11): venetoclax 50mg': a step of a course with its dates is read by the course readers.
  // A step whose bracket holds no date or number ('Step 1 (regular):', 'Tier 2 (if needed):', an analgesic
  // ladder) is only a label: the order after it is read, its own words deciding regular or when required.
  if (m?.[2] && STEP_LABEL.test(m[1]!) && /\d/.test(m[2])) return order;
  const action = m ? labelAction(m[1]!) : '';
  // 'Smoking: quit 6 weeks ago - nicotine patch 21 mg daily': the order after the field's history.
  const history = orderAfterHistory(input.text);
  if (history) {
    const inner = parseOrder({ ...input, text: history });
    if (inner && !inner.unknownMedicine) return withLabelUse(inner, cond);
  }
  for (const t of quotedOrderTexts(afterNilAnswer(text))) {
    const inner = parseOrder({ ...input, text: action ? `${action}: ${t}` : t });
    if (inner && !inner.unknownMedicine) return withLabelUse(inner, cond);
  }
  return order;
}

// 'Ulcer prophylaxis: nil - pantoprazole 40 mg IV ceased (no longer indicated)': a checklist's answer 'nil' (none
// goes on), then the stop of the medicine that was given. Only before a stop: after 'nil' any other order would
// contradict the answer, and is left unread (warned).
const NIL_ANSWER = /^(?:nil|none|n\/a)\s*[-–—;,]\s*(?=[A-Za-z])/i;
function afterNilAnswer(text: string): string {
  const nil = NIL_ANSWER.exec(text);
  if (!nil) return text;
  const rest = text.slice(nil[0].length);
  const stop = tokenize(rest).find((t) => t.kind === 'status');
  return stop && isStopping(readStatusClause(stop.text) ?? undefined) ? rest : text;
}

// The label's last field, a word or two after a spaced dash ('Consent obtained - reduce', 'Team - stop').
const LAST_FIELD = /\S\s+[-–—]\s+([A-Za-z]+(?: [A-Za-z]+)?)$/;

/**
 * 'Consent obtained - reduce: risperidone ...', 'Pharmacist review - withhold: amlodipine ...': a label whose last
 * field is an action word says what happens to the order after the colon. Read without it, a stop or hold was
 * an unchanged row, with no warning.
 */
function labelAction(label: string): string {
  const last = LAST_FIELD.exec(label.trim())?.[1]?.trim() ?? '';
  return last && readStatusPrefix(`${last}: x`) ? last : '';
}

/** 'Noisy breathing: hyoscine ...': the condition label is the order's indication unless it states one. */
function withLabelUse(order: ParsedOrder, cond: ReturnType<typeof conditionLabel>): ParsedOrder {
  // 'Falls x2 - cease Stilnox': a problem's plan that stops the medicine gives the problem as the reason.
  if (
    cond &&
    order.status &&
    isStopping(order.status) &&
    !order.status.fromHeading &&
    !order.status.reason
  ) {
    order.status = { ...order.status, reason: cond.label };
    return order;
  }
  if (!cond || cond.harm || order.indication || !readName(cond.rest)?.medicine) return order;
  order.indication = plainIndication(cond.label);
  return order;
}
