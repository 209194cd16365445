/**
 * The continuation line rule: a line that goes on with the order above (a wrapped line, 'then 5 mg daily',
 * '(for pain)', a form's field lines, a course printed one step a line, a status indented under its
 * medicine, a dispensing record's Sig / Mitte lines) is joined to it and the order is read again.
 */
import { readName } from './name';
import { isDispensingLine } from './dispense-line';
import { isContinuation, wrappedOnto } from './list-context';
import { standsAlone } from './own-line';
import { parseOrder, type OrderInput } from './order';
import { afterLabel } from './line-rules-orders';
import { push, type LineRule } from './line-rule-kit';
import { isStopping, readStatusPrefix } from './status';
import { DOSE_CHANGE_VERBS, RESTART_WORDS } from '../lexicon/sentence-words';
import { alternation, spellings, STATUS_WORDS, UNIT_WORDS } from '../lexicon/words';
import { FIELD_LABEL, STATUS_FIELD_LABELS, USE_FIELD_LABELS } from '../lexicon/field-labels';
import { directionsThenMedicine, nameAfterDose } from './order-lead';
import { PRONOUN_REASON, PRONOUN_STOP } from '../lexicon/pronoun-stops';
import { ownOrderAfterLead } from './lay-name-lead';
import type { ParsedOrder } from './types';
import { fieldOfBlock } from './block-fields';
import { medicineAtStart } from './lookup';
import { ingredientKey } from '../kb/index';

const MAX_CONTINUATIONS = 4;

// One field of a structured form per line, after the medicine's own line ('Medication name: Cabergoline').
// A course printed one step a line under its medicine ('Prednisolone reducing course:' then 'Week 1-2: 40 mg
// mane', 'Days 4-6: 10 mg'): each step goes on the order above, as 'then' steps of one regimen.
const COURSE_STEP =
  /^((?:weeks?|wks?|days?)\s*\d+(?:\s*(?:-|–|to|&|and)\s*\d+|\s+onwards)?)\s*[:.)-]\s*(\S.*)$/i;
// The same course printed by dates ('20/08 - 02/09: 50 mg (2 tablets)', 'From 03/09: 45 mg', '17/09 onwards -
// 40 mg'): a date or a range of dates, then ':' or a spaced dash, then the dose.
const DATE = String.raw`\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?`;
const DATED_STEP = new RegExp(
  String.raw`^((?:from\s+)?${DATE}(?:\s*(?:-|–|to|until)\s*${DATE}|\s+onwards)?)\s*(?::|\s[-–]\s)\s*(\d.*)$`,
  'i',
);

const MAX_COURSE_STEPS = 8;
const THEN_STEP = /^then\b/i;

// A pharmacist's counselling sheet writes 'take:', 'why:' and 'change:' under each medicine.
const FIELD_LINE = new RegExp(String.raw`^(${FIELD_LABEL})\s*:\s*(\S.*)$`, 'i');

const FIELD_FOR = new RegExp(String.raw`^${alternation(USE_FIELD_LABELS)}$`, 'i');

// An eMR's changes summary writes each changed medicine as its name over 'Before:' / 'After:' lines
// ('Was:' / 'Now:'): the before line is the old order, kept as what it was ('(was 40 mg daily)'), never a
// second order; '-' or 'nil' there says there was none. The after line is the order, or its stop
// ('After: ceased').
const BEFORE_AFTER_LINE = /^(before|previously|previous|was|after|now|currently)\s*:\s*(\S.*)$/i;
const BEFORE_LABEL = /^(?:before|previous|previously|was)$/i;
const NOTHING_BEFORE = /^(?:-+|–|—|nil|none|n\/a|not taking|not on it)\.?$/i;
const STATUS_AFTER = new RegExp(String.raw`^(?:${alternation(STATUS_WORDS)})\b`, 'i');

function beforeAfterText(label: string, value: string): string {
  if (BEFORE_LABEL.test(label)) return NOTHING_BEFORE.test(value.trim()) ? '' : ` (was ${value})`;
  return STATUS_AFTER.test(value) ? ` - ${value}` : ` ${value}`;
}

const FIELD_STATUS = new RegExp(String.raw`^${alternation(STATUS_FIELD_LABELS)}$`, 'i');
// 'Status: withheld, zoledronic acid given 02/03' / 'Status: ceased - calcium high': a stop word then its
// reason after a separator is the order's own stop, though the reason names a medicine or a word that reads
// as one (read as an order of its own, it ceased 'Calcium' with no reason, or was not read at all).
const STOP_THEN_REASON = new RegExp(
  String.raw`^(?:${alternation(STATUS_WORDS)})\s*[,;:(\-–—]`,
  'i',
);

// 'Reason: nausea after surgery' under an order that changes ('restart at the lower dose', 'increased'): why it
// changed, not what the medicine is for. Under a stop it stays the stop's reason, as before.
const CHANGE_WORDS = new RegExp(
  String.raw`\b(?:${alternation([...Object.keys(DOSE_CHANGE_VERBS), ...RESTART_WORDS])})\b`,
  'i',
);
// 'Why:' under a Before / After pair ('(was 300 mg daily)' joined already) says why the dose changed.
function changeReason(label: string, order: ParsedOrder, text: string): boolean {
  if (isStopping(order.status)) return false;
  if (/^why$/i.test(label)) return /\(was\s/i.test(text);
  if (!/^reason$/i.test(label)) return false;
  return (!!order.status && order.status.kind !== 'new') || CHANGE_WORDS.test(text);
}

// 'change: none', 'status: same': no change.
const NO_CHANGE = /^(?:none|nil|no change|no changes|same|unchanged|as before)\.?$/i;

// '   STOPPED – can lower magnesium', '   - WITHHOLD while on antibiotics': a status indented under its
// medicine (a sub-bullet of a numbered item) goes on that order.
const STATUS_UNDER = new RegExp(
  String.raw`^\s+(?:[-*•·–—]\s*)?(?:${alternation([...STATUS_WORDS, 'hold', 'suspend', 'pause', 'new', 'changed', 'unchanged', 'continue', 'continues', 'continued'])})(?![\w/])`,
  'i',
);
const indentOf = (raw: string): number => /^\s*/.exec(raw)![0].length;

// '  New agent: Apixaban (Eliquis)' under '  Previous agent: Warfarin - CEASED': a status word that opens a label
// ('New agent:', 'New medicine:', 'Stopped drug:') over ANOTHER medicine starts that medicine's order; it is no
// status of the order above (joined to it, the new medicine was lost, silent).
const LABEL_THEN_VALUE = /^\s*(?:[-*•·–—]\s*)?[A-Za-z][\w '/-]{0,30}?\s*[:=]\s*(?=[A-Za-z])/;
function labelsOtherMedicine(order: ParsedOrder, raw: string): boolean {
  const label = LABEL_THEN_VALUE.exec(raw);
  const hit = label ? medicineAtStart(raw.slice(label[0].length)) : null;
  return !!hit && ingredientKey(hit.medicine) !== order.key;
}
const statusUnder = (order: ParsedOrder, raw: string): boolean =>
  STATUS_UNDER.test(raw) && !labelsOtherMedicine(order, raw);

/**
 * '2. Methotrexate 15 mg weekly' over '   - WITHHOLD while on antibiotics': a status on the line straight
 * under an order and indented further than it is that order's, read before the heading rules (as a stop
 * heading it stopped the next item; as a go-on heading it continued every item below it).
 */
export const statusUnderItemRule: LineRule = {
  id: 'status-under-item',
  examples: ['   - WITHHOLD while on antibiotics', '   - continue'],
  apply: (c) => {
    const last = c.s.last;
    if (!last || !statusUnder(last.order, c.l.raw)) return false;
    if (last.order.lines.at(-1) !== c.l.line - 1) return false;
    if (indentOf(c.l.raw) <= indentOf(last.order.rawLines?.[0] ?? last.input.raw)) return false;
    return continuationRule.apply(c);
  },
};

// '15 mL twice a day if required' under 'LACTULOSE 3.34 g/5 mL oral liquid': a prescription printed as
// two-line blocks puts a liquid's (or a cream's) measured dose on the line under its product. It goes on the
// order above only when that order is still open (no dose, no times, no status) and the line names no medicine.
const MEASURED_START = new RegExp(
  String.raw`^\d+(?:\.\d+)?(?:\s*(?:-|to)\s*\d+(?:\.\d+)?)?\s*${alternation(spellings(UNIT_WORDS))}(?![a-z])`,
  'i',
);
function measuredDoseUnder(order: ParsedOrder, text: string): boolean {
  if (!MEASURED_START.test(text) || nameAfterDose(text)) return false;
  // A concentration ('3.34 g/5 mL', '1%') is the product's strength, not a dose: the order is still open.
  const a = order.amount;
  const strengthOnly = !a.measure || !!a.measure.per || a.measure.unit === '%';
  return (
    !a.count &&
    strengthOnly &&
    !order.timing.known &&
    !order.prn &&
    !order.status &&
    !order.instruction
  );
}

/**
 * 'STOP taking this.' under 'Carbimazole.': a stop said of 'this' or 'it' on a line of its own is the stop of the
 * order above, read before the heading rules (as a heading it stopped every medicine below it).
 */
export const pronounStopRule: LineRule = {
  id: 'pronoun-stop',
  examples: ['STOP taking this.', 'Never take it again.'],
  apply: (c) => !!c.s.last && PRONOUN_STOP.test(c.l.text.trim()) && continuationRule.apply(c),
};

export const continuationRule: LineRule = {
  // At most a few continuation lines: each join re-reads the whole order. A table row is its own row.
  id: 'continuation',
  examples: ['then 5 mg daily', '(for pain)'],
  apply: (c) => {
    const last = c.s.last;
    const step = COURSE_STEP.exec(c.l.text) ?? DATED_STEP.exec(c.l.text);
    // 'then reduce by 2.5 mg each week' after three 'Week n:' steps is the course's last step too.
    const most = step || THEN_STEP.test(c.l.text) ? MAX_COURSE_STEPS : MAX_CONTINUATIONS;
    if (!last || c.l.extras || last.order.lines.length >= most) return false;
    if (standsAlone(c.l.raw, last.input.raw)) return false;
    // 'Take 1 tablet daily — Doxycycline 100 mg tablet' opens like directions but names its own medicine.
    if (directionsThenMedicine(c.l.text)) return false;
    // 'and "a water tablet" - identified as frusemide 20mg mane', 'and frusemide 20mg mane': an order of its own,
    // unless the line above is a stop that its list runs on from ('Stopped: aspirin 100mg,' / 'and clopidogrel 75mg').
    if (!last.order.status && ownOrderAfterLead(c.l.text)) return false;
    // A form's field lines under 'Medication name: ...' ('Dose: 30 mg', 'Route: IM', 'Frequency: every 28 days').
    // 'CHANGE: Candesartan 16 mg daily' names its own medicine: an order of its own, not a field.
    const fieldLine = FIELD_LINE.exec(c.l.text);
    const ownStop =
      !!fieldLine && FIELD_STATUS.test(fieldLine[1]!) && STOP_THEN_REASON.test(fieldLine[2]!);
    // 'Dose reduced: metoprolol to 25 mg BD', 'Increased - perindopril 10 mg': a change label that names its
    // own medicine is an order of its own, though it opens with a dosing word.
    const labelled = ownStop ? null : readStatusPrefix(c.l.text);
    if (labelled && readName(labelled.rest)?.medicine) return false;
    const field =
      fieldLine && (FIELD_FOR.test(fieldLine[1]!) || ownStop || !readName(fieldLine[2]!)?.medicine)
        ? fieldLine
        : null;
    const change = step || field ? null : BEFORE_AFTER_LINE.exec(c.l.text);
    const beforeAfter = change && !readName(change[2]!)?.medicine ? change : null;
    const wrap =
      step || field || beforeAfter ? null : wrappedOnto(last.input.text, last.order, c.l.text);
    if (
      !step &&
      !field &&
      !beforeAfter &&
      !wrap &&
      !isContinuation(c.l.text) &&
      !statusUnder(last.order, c.l.raw) &&
      !PRONOUN_STOP.test(c.l.text) &&
      // 'It made your white blood cells too low.' under 'STOP taking this.': why it stopped.
      !(isStopping(last.order.status) && PRONOUN_REASON.test(c.l.text.trim())) &&
      !isDispensingLine(c.l.text) &&
      !measuredDoseUnder(last.order, c.l.text) &&
      !fieldOfBlock(last.order, c.l.text)
    )
      return false;
    // 'Prednisolone 25 mg tablets - reducing:' announces its doses on the lines below: the first is the dose.
    const announced = /:\s*$/.test(last.input.text);
    const stepped = !announced && (last.order.amount.count || last.order.amount.measure);
    const more = step
      ? `, ${stepped ? 'then ' : ''}${step[2]} (${step[1]})`
      : beforeAfter
        ? beforeAfterText(beforeAfter[1]!, beforeAfter[2]!)
        : field
          ? FIELD_STATUS.test(field[1]!)
            ? ` - ${NO_CHANGE.test(field[2]!) ? 'unchanged' : field[2]}`
            : // Any field that opens with a stop ('When: CEASED - replaced by X') is the order's stop, set apart
              // as a Status field's is: run on after a bracketed brand it was lost.
              STATUS_AFTER.test(field[2]!)
              ? ` - ${field[2]}`
              : `${changeReason(field[1]!, last.order, last.input.text) ? ' due to ' : FIELD_FOR.test(field[1]!) ? ', for ' : ' '}${field[2]}`
          : statusUnder(last.order, c.l.raw) || PRONOUN_STOP.test(c.l.text)
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
};
