/**
 * The line kinds, in the order they are tried: each non-blank line of a pasted list is decided by the
 * first rule that applies (a heading, a note, a status list, a dose already given, a continuation,
 * an order...). A line records the id of its rule (`ParsedLine.rule`) and its orders start their
 * `trace` with it. A new kind of line goes here, in its place in the list, with examples.
 */
import { classifyLine, type LineClass } from './headings';
import type { InputLine } from './lines';
import { isAllergyLine, isDateLabel, isNoteName, namesMedicine, noteKindOf } from './non-order';
import { readTimeHeading } from './time-headings';
import { headingReason, isStopSection, readStopHeading } from './stop-heading';
import { readDirectionsHeading } from './directions-headings';
import { hasDosing, hasSignalAnywhere, isOrderLine } from './order-signal';
import { isGivenDose } from './given-dose';
import { isAdvicePoint, isNotTaken, readAdviceLabel } from './advice';
import { isDispensingLine } from './dispense-line';
import { readLegend } from './legend-line';
import { isStopping } from './status';
import { readBareList, readStatusList } from './status-list';
import { splitRegularAndPrn, splitTwoMedicines } from './list-splits';
import { splitMedicineSeries } from './medicine-series';
import { parseOrder, type OrderInput } from './order';
import { conditionLabel } from './condition-label';
import { looksLikeCondition, plainIndication } from './conditions';
import { isPlainWordName, isPlainWordsName } from '../lexicon/plain-words';
import { readName } from './name';
import {
  isContinuation,
  underDirections,
  underTime,
  withSharedStrength,
  wrappedOnto,
} from './list-context';
import type { ListName, ParsedLine, ParsedOrder, Section } from './types';

/** What the rules read and change while a list is read: the lines so far and the headings' context. */
export interface ListState {
  list: ListName;
  lines: ParsedLine[];
  orders: ParsedOrder[];
  warnings: string[];
  section: Section | null;
  /** The reason the Ceased or Withheld heading over the line states, if any. */
  sectionReason?: string;
  /** The time a time-of-day heading gives ('at 8am'), until the next heading. */
  atTime: string | null;
  /** The directions a syringe-driver heading gives ('CSCI via syringe driver over 24 hours'). */
  directions: string | null;
  /** Under 'Allergies:': the lines name what the patient must not have. */
  allergies: boolean;
  /** Under a review's 'Recommendations:' label: its numbered points are advice, not orders. */
  advice?: boolean;
  /** The margins of an indented block under a heading (parse/indent-block.ts). */
  block?: { heading: number; items: number; count: number } | undefined;
  last: { order: ParsedOrder; input: OrderInput; index: number } | null;
}

export interface LineContext {
  s: ListState;
  l: InputLine;
  /** The clinical-note kind of the line, unless it reads as an order (computed once, on first use). */
  note: () => string | null;
  /** The heading / title class of the line (computed once). */
  cls: () => LineClass | null;
}

export interface LineRule {
  id: string;
  examples: string[];
  /** True when the rule took the line (it has pushed the line and any orders). */
  apply: (c: LineContext) => boolean;
}

const MEDICINES_IN_GENERAL = /\b(?:medicines|medications|meds|drugs|tablets)\b/i;
const ALLERGY_LABEL = /^[a-z/ &]+:?\s*$/i;
const MAX_CONTINUATIONS = 4;
// One field of a structured form per line, after the medicine's own line ('Medication name: Cabergoline').
// A course printed one step a line under its medicine ('Prednisolone reducing course:' then 'Week 1-2: 40 mg
// mane', 'Days 4-6: 10 mg'): each step goes on the order above, as 'then' steps of one regimen.
const COURSE_STEP =
  /^((?:weeks?|wks?|days?)\s*\d+(?:\s*(?:-|–|to|&|and)\s*\d+)?)\s*[:.)-]\s*(\S.*)$/i;
const MAX_COURSE_STEPS = 8;

// A pharmacist's counselling sheet writes 'take:', 'why:' and 'change:' under each medicine.
const FIELD_LINE =
  /^(dose|strength|route|frequency|directions|instructions|sig|form|dose form|how often|timing|when|indication|reason|what for|what it'?s for|what it is for|why|purpose|used for|take|how to take|use|change|changes|status)\s*:\s*(\S.*)$/i;
const FIELD_FOR = /^(?:indication|reason|what|why|purpose|used for)/i;
const FIELD_STATUS = /^(?:change|changes|status)$/i;
// 'change: none', 'status: same': no change.
const NO_CHANGE = /^(?:none|nil|no change|no changes|same|unchanged|as before)\.?$/i;
// '   STOPPED – can lower magnesium': a status indented under its medicine goes on that order.
const STATUS_UNDER =
  /^\s+(?:stopped|ceased|withheld|discontinued|suspended|on hold|new|changed|unchanged|continue[ds]?)\b/i;

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

function push(c: LineContext, line: Omit<ParsedLine, 'list' | 'line' | 'raw'>): void {
  c.s.lines.push({ list: c.s.list, line: c.l.line, raw: c.l.raw, ...line });
}
function unreadable(c: LineContext): true {
  push(c, { kind: 'unreadable', section: c.s.section ?? undefined });
  c.s.warnings.push(`Could not read line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list)`);
  c.s.last = null;
  return true;
}
function ignored(c: LineContext, note: string): true {
  push(c, { kind: 'ignored', note });
  return true;
}
function heading(c: LineContext, note: string | undefined): true {
  push(c, { kind: 'heading', section: c.s.section ?? undefined, note });
  c.s.last = null;
  return true;
}
function orderLine(c: LineContext, orders: ParsedOrder[], many = orders.length > 1): true {
  c.s.orders.push(...orders);
  const line: Omit<ParsedLine, 'list' | 'line' | 'raw'> = {
    kind: 'order',
    section: c.s.section ?? undefined,
    order: orders[0],
  };
  if (many) line.orders = orders;
  push(c, line);
  return true;
}
const inputOf = (c: LineContext): OrderInput => ({
  list: c.s.list,
  line: c.l.line,
  raw: c.l.raw,
  text: c.l.text,
  section: c.s.section,
  sectionReason: c.s.sectionReason,
  extras: c.l.extras,
});

export const LINE_RULES: readonly LineRule[] = [
  {
    id: 'blank',
    examples: [''],
    apply: (c) => {
      if (c.l.text) return false;
      c.s.allergies = false;
      push(c, { kind: 'blank' });
      return true;
    },
  },
  {
    id: 'table-header',
    examples: ['Medication | Dose | Frequency | Status'],
    apply: (c) => !!c.l.tableHeader && ignored(c, 'table header'),
  },
  {
    id: 'signature',
    examples: ['Dr J Smith (RMO) 0412 345 678'],
    apply: (c) => c.note() === 'signature' && !namesMedicine(c.l.text) && ignored(c, 'signature'),
  },
  {
    // Dates and page-break markers come before headings: '-- continued --' is no empty heading.
    id: 'date-label',
    examples: ['12/03/2026:'],
    apply: (c) => isDateLabel(c.l.text) && unreadable(c),
  },
  {
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
      if (group) for (const o of many) o.status = group.status;
      c.s.last = null;
      return orderLine(c, many, true);
    },
  },
  {
    // A review's or letter's advice names medicines without ordering them: reported when it names one.
    id: 'advice',
    examples: [
      'Recommendations: consider reducing amlodipine to 5 mg',
      'Issue 1: Quetiapine for BPSD without documented behaviours',
      'Medicines to avoid: metoclopramide, haloperidol',
    ],
    apply: (c) => {
      const label = readAdviceLabel(c.l.text);
      if (label) c.s.advice = label.opensBlock;
      else if (isNotTaken(c.l.text))
        return namesMedicine(c.l.text) ? unreadable(c) : ignored(c, 'note');
      else if (!c.s.advice) return false;
      else if (!isAdvicePoint(c.l.raw)) return (c.s.advice = false);
      c.s.last = null;
      return namesMedicine(c.l.text) ? unreadable(c) : ignored(c, 'advice');
    },
  },
  {
    id: 'heading',
    examples: ['Regular medications:', 'PRN:', 'Ceased:', 'Withheld – AKI, GP to check U&Es:'],
    apply: (c) => {
      const cls = c.cls();
      if (cls?.kind !== 'heading') return false;
      Object.assign(c.s, {
        allergies: false,
        section: cls.section,
        sectionReason: isStopSection(cls.section) ? headingReason(c.l.text) : '',
        atTime: null,
        directions: null,
      });
      return heading(c, cls.note);
    },
  },
  {
    // A stop word and its reason with no list word: its medicines below are stopped for that reason.
    id: 'stop-heading',
    examples: [
      'Withheld due to AKI:',
      'Stopped until review by renal team:',
      'Held pending biopsy',
    ],
    apply: (c) => {
      const h = readStopHeading(c.l.text);
      if (!h) return false;
      Object.assign(c.s, {
        allergies: false,
        section: h.section,
        sectionReason: h.reason,
        atTime: null,
        directions: null,
      });
      return heading(c, 'heading');
    },
  },
  {
    // 'Plan: cease aspirin': a label over a medicine is reported.
    id: 'title',
    examples: ['Discharge medications', 'Allergies:', 'NKDA'],
    apply: (c) => {
      const cls = c.cls();
      if (cls?.kind !== 'ignored') return false;
      if (cls.note === 'label' && namesMedicine(c.l.text)) unreadable(c);
      else ignored(c, cls.note ?? 'title');
      if (cls.note === 'allergy' && ALLERGY_LABEL.test(c.l.text)) c.s.allergies = true;
      return true;
    },
  },
  {
    id: 'time-heading',
    examples: ['Morning (8am):'],
    apply: (c) => {
      const t = readTimeHeading(c.l.text);
      if (!t) return false;
      [c.s.atTime, c.s.directions] = [t.timing, null];
      return heading(c, 'time of day');
    },
  },
  {
    // 'Dosing key: Breakfast - Lunch - Dinner - Bed': the key of the dose patterns below, never a medicine.
    id: 'pattern-key',
    examples: ['Dosing key: Breakfast - Lunch - Dinner - Bed', 'Key: AM / Noon / PM / Night'],
    apply: (c) => {
      const key = readLegend(c.l.text);
      if (!key) return false;
      if (!key.dayOrder)
        c.s.warnings.push(
          `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) lists the times of the dose patterns in another order than morning, midday, evening, night: check the times of each pattern`,
        );
      return heading(c, 'pattern key');
    },
  },
  {
    id: 'directions-heading',
    examples: ['CSCI via syringe driver over 24 hours:', 'Breakthrough (PRN) subcut:'],
    apply: (c) => {
      const d = readDirectionsHeading(c.l.text);
      if (!d) return false;
      [c.s.directions, c.s.atTime, c.s.section] = [d.directions, null, d.prn ? 'prn' : null];
      c.s.sectionReason = '';
      return heading(c, 'directions');
    },
  },
  {
    id: 'allergy',
    examples: ['Penicillin - rash'],
    apply: (c) => isAllergyLine(c.l.text) && ignored(c, 'allergy'),
  },
  {
    // A laboratory value names its medicine by design ('Magnesium 0.6 - replaced'), but one that also
    // gives a dose or route ('- replaced IV') is reported.
    id: 'clinical-note',
    examples: ['BP 120/80', 'Review in clinic 2 weeks', 'Smoking: quit 2010'],
    apply: (c) => {
      const note = c.note();
      if (!note) return false;
      if ((note !== 'lab' || hasSignalAnywhere(c.l.text)) && namesMedicine(c.l.text)) unreadable(c);
      else ignored(c, note);
      c.s.last = null;
      return true;
    },
  },
  {
    id: 'dose-given',
    examples: ['Ferinject 1 g IV given 23/11 - no further doses needed'],
    apply: (c) => {
      if (c.s.section === 'ceased' || c.s.section === 'withheld' || !isGivenDose(c.l.text))
        return false;
      ignored(c, 'dose given');
      c.s.warnings.push(
        `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) records a dose already given, not an ongoing order: not listed as a medicine - check by hand`,
      );
      c.s.last = null;
      return true;
    },
  },
  {
    // At most a few continuation lines: each join re-reads the whole order. A table row is its own row.
    id: 'continuation',
    examples: ['then 5 mg daily', '(for pain)'],
    apply: (c) => {
      const last = c.s.last;
      const step = COURSE_STEP.exec(c.l.text);
      const most = step ? MAX_COURSE_STEPS : MAX_CONTINUATIONS;
      if (!last || c.l.extras || last.order.lines.length >= most) return false;
      // A form's field lines under 'Medication name: ...' ('Dose: 30 mg', 'Route: IM', 'Frequency: every 28 days').
      // 'CHANGE: Candesartan 16 mg daily' names its own medicine: an order of its own, not a field.
      const fieldLine = FIELD_LINE.exec(c.l.text);
      const field =
        fieldLine && (FIELD_FOR.test(fieldLine[1]!) || !readName(fieldLine[2]!)?.medicine)
          ? fieldLine
          : null;
      const wrap = step || field ? null : wrappedOnto(last.input.text, last.order, c.l.text);
      if (
        !step &&
        !field &&
        !wrap &&
        !isContinuation(c.l.text) &&
        !STATUS_UNDER.test(c.l.raw) &&
        !isDispensingLine(c.l.text)
      )
        return false;
      const stepped = last.order.amount.count || last.order.amount.measure;
      const more = step
        ? `, ${stepped ? 'then ' : ''}${step[2]} (${step[1]})`
        : field
          ? FIELD_STATUS.test(field[1]!)
            ? ` - ${NO_CHANGE.test(field[2]!) ? 'unchanged' : field[2]}`
            : `${FIELD_FOR.test(field[1]!) ? ', for ' : ' '}${field[2]}`
          : STATUS_UNDER.test(c.l.raw)
            ? ` - ${c.l.text}`
            : `, ${c.l.text}`;
      const input: OrderInput = { ...last.input, text: wrap ?? `${last.input.text}${more}` };
      const merged = afterLabel(parseOrder(input), input);
      if (!merged) return false;
      merged.lines = [...last.order.lines, c.l.line];
      merged.rawLines = [...(last.order.rawLines ?? [last.order.raw]), c.l.raw];
      merged.trace = [...last.order.trace.slice(0, 1), 'continuation', ...merged.trace];
      c.s.orders[last.index] = merged;
      const owner = c.s.lines.find((x) => x.order === last.order);
      if (owner) owner.order = merged;
      c.s.last = { order: merged, input, index: last.index };
      push(c, {
        kind: 'continuation',
        section: c.s.section ?? undefined,
        note: `continues line ${merged.line}`,
      });
      return true;
    },
  },
  {
    // 'Meds: amiodarone 100mg daily; apixaban 5mg bd; Somac 40mg daily': a series of medicines in one
    // sentence (a handover, a triage note) is one order per medicine.
    id: 'medicine-series',
    examples: ['Meds: amlodipine 5mg mane; atorvastatin 40mg nocte; aspirin 100mg daily'],
    apply: (c) => {
      if (c.l.extras) return false;
      // 'Prescribed:  thiamine 100mg mane  |  esomeprazole 20mg mane': orders in cells between pipes or tabs.
      const series =
        splitMedicineSeries(c.l.text) ??
        (CELL_BREAK.test(c.l.raw)
          ? splitMedicineSeries(c.l.raw.trim().replace(CELL_BREAKS, '; '))
          : null);
      if (!series) return false;
      const input = inputOf(c);
      // 'BREAKFAST (8am): Metoprolol 25mg x1, Ramipril 5mg x1' (a dose administration aid's label): the
      // label's time is the time of each medicine that states none.
      const at = series.lead ? (readTimeHeading(series.lead)?.timing ?? null) : null;
      const orders = series.parts.map((text) =>
        underTime(parseOrder({ ...input, text }), { ...input, text }, at),
      );
      if (orders.some((o) => !o)) return false;
      c.s.last = null;
      return orderLine(c, orders as ParsedOrder[]);
    },
  },
  {
    id: 'two-orders',
    examples: ['Symbicort 200/6 2 puffs BD and 1 puff PRN', 'Panadol Osteo 2 tds; Endone 5 mg prn'],
    apply: (c) => {
      const input = inputOf(c);
      const dual = splitRegularAndPrn(c.l.text);
      const two = dual ? null : splitTwoMedicines(c.l.text);
      const both = dual
        ? withSharedStrength(
            dual.map((text) => parseOrder({ ...input, text })),
            dual,
            input,
          )
        : two
          ? two.map((text) => parseOrder({ ...input, text }))
          : null;
      if (!both?.[0] || !both[1]) return false;
      c.s.last = null;
      return orderLine(c, [both[0], both[1]]);
    },
  },
  {
    id: 'order',
    examples: ['Atorvastatin 40 mg nocte', 'Zyxamol CR 15 mg tablet 2 tablets every 12 hours'],
    apply: (c) => {
      const input = inputOf(c);
      const order = underDirections(
        underTime(afterLabel(parseOrder(input), input), input, c.s.atTime),
        input,
        c.s.directions,
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
            (MEDICINES_IN_GENERAL.test(c.l.text) && !statesDose(order)))
        : isNoteName(c.l.text.split(/\s+/).slice(0, 3).join(' '));
      if (noteWords) return namesMedicine(c.l.text) ? unreadable(c) : ignored(c, 'note');
      if (!order || (order.unknownMedicine && !ordersSomething(order))) return unreadable(c);
      // 'Day Date Mane Nocte', 'Drop Right eye Left eye', 'WR Dr Evans ... D/C today', 'Last dose
      // azathioprine this morning': everyday words, a person or a condition where the name should be.
      if (order.unknownMedicine && notAMedicineName(order.nameText)) return unreadable(c);
      orderLine(c, [order]);
      c.s.last = { order, input, index: c.s.orders.length - 1 };
      return true;
    },
  },
];

// 'Prophylaxis: Hemlibra 174 mg weekly', 'Authorised: Dexamfetamine 5 mg...', 'Mouth/nose bleeds: tranexamic acid':
// a label of a few words, then a colon, then the order.
const LABEL_LEAD = /^[A-Za-z][\w '/&-]{0,30}:\s+(?=[A-Za-z])/;

// 'Given pre-flight: acetazolamide 500 mg IV', 'Log for today: Exjade taken 7:05 AM': a record of doses, not orders.
const RECORD_LABEL =
  /\b(?:given|administered|received|taken|log|logged|charted|stat|dispensed|history)\b/i;

const CELL_BREAK = /\s\|\s|\t/;
const CELL_BREAKS = /\s*\|\s*|\t+/g;

/** An unknown name that is everyday words, a person or a condition ('Anaphylaxis'), not a medicine. */
const notAMedicineName = (name: string): boolean =>
  isPlainWordsName(name) || (name.split(/\s+/).length <= 3 && looksLikeCondition(name));

/** An order whose name is an unknown label before a colon is read from the medicine after the colon. */
function afterLabel(order: ParsedOrder | null, input: OrderInput): ParsedOrder | null {
  const cond = conditionLabel(input.text);
  if (order && !order.unknownMedicine) return withLabelUse(order, cond);
  const m = LABEL_LEAD.exec(input.text);
  // 'Baby: vitamin K 1 mg IM given at birth': a dose already given after the label is no order.
  const text = m ? input.text.slice(m[0].length) : (cond?.rest ?? '');
  if ((!m && !cond) || isGivenDose(text) || (m && RECORD_LABEL.test(m[0]))) return order;
  const inner = parseOrder({ ...input, text });
  return inner && !inner.unknownMedicine ? withLabelUse(inner, cond) : order;
}

/** 'Noisy breathing: hyoscine ...': the condition label is the order's indication unless it states one. */
function withLabelUse(order: ParsedOrder, cond: ReturnType<typeof conditionLabel>): ParsedOrder {
  if (!cond || order.indication || !readName(cond.rest)?.medicine) return order;
  order.indication = plainIndication(cond.label);
  return order;
}

/** The clinical-note kind of a line, unless a known medicine with a dose makes it an order. */
export function noteOfLine(text: string): string | null {
  const kind = noteKindOf(text);
  if (!kind || isOrderLine(text)) return null;
  // 'Blood pressure: amlodipine 5 mg daily': a condition label over an order, not an observation.
  const cond = conditionLabel(text);
  return cond && isOrderLine(cond.rest) ? null : kind;
}

export { classifyLine };
