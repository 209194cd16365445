/**
 * parseList: a pasted list -> lines (orders, headings, ignored noise, unreadable) with the section
 * context each heading sets. A line that only continues the order above it ('then 5 mg daily',
 * '(for pain)') is joined to that order, so nothing is dropped or read out of context.
 */
import { normaliseLine } from '../lexicon/normalise';
import { classifyLine } from './headings';
import { splitLines } from './lines';
import { lookup } from './lookup';
import { isAllergyLine, isDateLabel, isNoteName, namesMedicine, noteKindOf } from './non-order';
import { readTimeHeading } from './time-headings';
import { readDirectionsHeading } from './directions-headings';
import { hasDosing, hasSignalAnywhere, isOrderLine } from './order-signal';
import { isGivenDose } from './given-dose';
import { readStatusList } from './status-list';
import { splitName } from './name';
import { splitRegularAndPrn, splitTwoMedicines } from './list-splits';
import { parseOrder, type OrderInput } from './order';
import type { ListName, ParsedLine, ParsedList, ParsedOrder, Section } from './types';

const CONTINUATION_RE =
  /^(?:(?:one|two|three|four|half|1|2|3|4)\s+(?:daily|tab|tabs|tablets?|caps?|capsules?|puffs?|drops?|sachets?|in the|at night|mane|nocte|twice|once|each|every)\b|last (?:dose )?(?:given|taken|due)|next (?:dose )?due|then|and then|and|or|\(|max(?:imum)?\b|for\s|with\s|prn\b|when required|as required|as needed|if\s|until\b|take\s|give\s|apply\s|reduc|increas|wean|taper|dose\s)/i;

export function parseList(text: string, list: ListName): ParsedList {
  const lines: ParsedLine[] = [];
  const orders: ParsedOrder[] = [];
  const warnings: string[] = [];
  let section: Section | null = null;
  // The time a time-of-day heading gives ('at 8am'), until the next heading.
  let atTime: string | null = null;
  // The directions a syringe-driver heading gives ('CSCI via syringe driver over 24 hours'), until the next heading.
  let directions: string | null = null;
  let allergies = false;
  let last: { order: ParsedOrder; input: OrderInput; index: number } | null = null;
  const unreadable = (line: number, raw: string, sec: Section | null) => {
    lines.push({ list, line, raw, kind: 'unreadable', section: sec ?? undefined });
    warnings.push(`Could not read line ${line}: "${raw.trim()}" (${list} list)`);
    last = null;
  };

  for (const l of splitLines(text)) {
    // One spelling for each dosing word before any rule reads the line ('1bd', 'puff(s)', 'as reqd').
    l.text = normaliseLine(l.text);
    if (!l.text) {
      allergies = false;
      lines.push({ list, line: l.line, raw: l.raw, kind: 'blank' });
      continue;
    }
    if (l.tableHeader) {
      lines.push({ list, line: l.line, raw: l.raw, kind: 'ignored', note: 'table header' });
      continue;
    }
    // Dates, page-break markers and demographics come before headings: '-- continued --' is no empty heading.
    // A known medicine with a dose is an order whatever trails it ('Vitamin D3 1000 IU daily - new, level 32').
    const noteKind = noteKindOf(l.text);
    const note = noteKind && isOrderLine(l.text) ? null : noteKind;
    if (note === 'signature' && !namesMedicine(l.text)) {
      lines.push({ list, line: l.line, raw: l.raw, kind: 'ignored', note: 'signature' });
      continue;
    }
    if (isDateLabel(l.text)) {
      unreadable(l.line, l.raw, section);
      continue;
    }
    // 'Ceased (comfort care): metoclopramide, atorvastatin, perindopril': one stop order per medicine.
    const group = readStatusList(l.text);
    if (group) {
      const many = group.items
        .map((text) => parseOrder({ list, line: l.line, raw: l.raw, text, section }))
        .filter((o): o is ParsedOrder => !!o);
      for (const o of many) o.status = group.status;
      if (many.length === group.items.length) {
        orders.push(...many);
        lines.push({
          list,
          line: l.line,
          raw: l.raw,
          kind: 'order',
          section: section ?? undefined,
          order: many[0],
          orders: many,
        });
        last = null;
        continue;
      }
    }
    const cls = classifyLine(l.text);
    if (cls?.kind === 'heading') {
      allergies = false;
      section = cls.section;
      atTime = null;
      directions = null;
      lines.push({
        list,
        line: l.line,
        raw: l.raw,
        kind: 'heading',
        section: section ?? undefined,
        note: cls.note,
      });
      last = null;
      continue;
    }
    if (cls?.kind === 'ignored') {
      // 'Plan: cease aspirin', 'Follow up: restart ramipril if BP > 140': a label over a medicine is reported.
      if (cls.note === 'label' && namesMedicine(l.text)) unreadable(l.line, l.raw, section);
      else lines.push({ list, line: l.line, raw: l.raw, kind: 'ignored', note: cls.note });
      // 'Allergies:' alone: the lines under it name what the patient must not have.
      if (cls.note === 'allergy' && ALLERGY_LABEL.test(l.text)) allergies = true;
      continue;
    }
    // 'Morning (8am):' on a Webster-pak chart: a heading that gives the time of the orders under it.
    const timeHeading = readTimeHeading(l.text);
    if (timeHeading) {
      atTime = timeHeading.timing;
      directions = null;
      lines.push({
        list,
        line: l.line,
        raw: l.raw,
        kind: 'heading',
        section: section ?? undefined,
        note: 'time of day',
      });
      last = null;
      continue;
    }
    const dirHeading = readDirectionsHeading(l.text);
    if (dirHeading) {
      [directions, atTime, section] = [dirHeading.directions, null, dirHeading.prn ? 'prn' : null];
      lines.push({
        list,
        line: l.line,
        raw: l.raw,
        kind: 'heading',
        section: section ?? undefined,
        note: 'directions',
      });
      last = null;
      continue;
    }
    if (isAllergyLine(l.text)) {
      lines.push({ list, line: l.line, raw: l.raw, kind: 'ignored', note: 'allergy' });
      continue;
    }
    // Clinical notes (observations, appointments, equipment...): never an order.
    if (note) {
      // A laboratory value names its medicine or electrolyte by design ('Magnesium 0.6 - replaced'),
      // but one that also gives a dose or route ('- replaced IV', '- on 450 mg') is reported.
      if ((note !== 'lab' || hasSignalAnywhere(l.text)) && namesMedicine(l.text))
        unreadable(l.line, l.raw, section);
      else lines.push({ list, line: l.line, raw: l.raw, kind: 'ignored', note });
      last = null;
      continue;
    }
    // 'Ferinject 1 g IV given 23/11 - no further doses needed': a dose given, not an order; reported.
    if (section !== 'ceased' && section !== 'withheld' && isGivenDose(l.text)) {
      lines.push({ list, line: l.line, raw: l.raw, kind: 'ignored', note: 'dose given' });
      warnings.push(
        `Line ${l.line}: "${l.raw.trim()}" (${list} list) records a dose already given, not an ongoing order: not listed as a medicine - check by hand`,
      );
      last = null;
      continue;
    }
    // At most a few continuation lines: each join re-reads the whole order.
    // A table row is a row of its own.
    if (
      last &&
      !l.extras &&
      last.order.lines.length < MAX_CONTINUATIONS &&
      isContinuation(l.text)
    ) {
      const input: OrderInput = { ...last.input, text: `${last.input.text}, ${l.text}` };
      const merged = parseOrder(input);
      if (merged) {
        merged.lines = [...last.order.lines, l.line];
        merged.rawLines = [...(last.order.rawLines ?? [last.order.raw]), l.raw];
        orders[last.index] = merged;
        const owner = lines.find((x) => x.order === last!.order);
        if (owner) owner.order = merged;
        last = { order: merged, input, index: last.index };
        lines.push({
          list,
          line: l.line,
          raw: l.raw,
          kind: 'continuation',
          section: section ?? undefined,
          note: `continues line ${merged.line}`,
        });
        continue;
      }
    }
    const input: OrderInput = {
      list,
      line: l.line,
      raw: l.raw,
      text: l.text,
      section,
      extras: l.extras,
    };
    const dual = splitRegularAndPrn(l.text);
    const two = dual ? null : splitTwoMedicines(l.text);
    const both = dual
      ? withSharedStrength(
          dual.map((text) => parseOrder({ ...input, text })),
          dual,
          input,
        )
      : two
        ? two.map((text) => parseOrder({ ...input, text }))
        : null;
    if (both && both[0] && both[1]) {
      orders.push(both[0], both[1]);
      lines.push({
        list,
        line: l.line,
        raw: l.raw,
        kind: 'order',
        section: section ?? undefined,
        order: both[0],
        orders: [both[0], both[1]],
      });
      last = null;
      continue;
    }
    const order = underDirections(underTime(parseOrder(input), input, atTime), input, directions);
    // Under 'Allergies:', a line with no dose is an allergy ('Codeine (vomiting)'); an order ends the list.
    if (allergies && !(order && hasDosing(order))) {
      lines.push({ list, line: l.line, raw: l.raw, kind: 'ignored', note: 'allergy' });
      continue;
    }
    allergies = false;
    // A line that names no medicine the list knows, whose first words are a note's ('Compliance: good').
    // 'Anticipatory ("just in case") subcut medicines supplied': an unknown name over medicines in general.
    // A line with a dose, strength or frequency is an order even when the medicine is unknown
    // ('MST Continus 15 mg tablet 2 tablets every 12 hours'): a row named as written, with a warning.
    const noteWords = order
      ? order.unknownMedicine &&
        (isNoteName(order.nameText) || (MEDICINES_IN_GENERAL.test(l.text) && !statesDose(order)))
      : isNoteName(l.text.split(/\s+/).slice(0, 3).join(' '));
    if (noteWords) {
      // 'Diabetes educator review 20/03': a name the medicines list does not know, made of a note's words.
      if (namesMedicine(l.text)) unreadable(l.line, l.raw, section);
      else lines.push({ list, line: l.line, raw: l.raw, kind: 'ignored', note: 'note' });
      continue;
    }
    if (order) {
      orders.push(order);
      lines.push({
        list,
        line: l.line,
        raw: l.raw,
        kind: 'order',
        section: section ?? undefined,
        order,
      });
      last = { order, input, index: orders.length - 1 };
    } else unreadable(l.line, l.raw, section);
  }
  return { list, lines, orders, warnings };
}

const MAX_CONTINUATIONS = 4;
// A strength with its unit and a count or times: how much of what, and when ('15 mg tablet 2 tablets every 12 hours').
const statesDose = (o: ParsedOrder): boolean =>
  !!(o.strength?.unit && (o.amount.count || o.timing.known));
const PRN_LABEL = /^(?:prn|when required|as required|regular)\s*:\s*/i;
const CHANGE_OF =
  /^(?:reduce|increase|decrease|wean|taper)\s+(?:the\s+)?(?:dose\s+of\s+)?([a-z][\w-]{3,})/i;
const MEDICINES_IN_GENERAL = /\b(?:medicines|medications|meds|drugs|tablets)\b/i;
const ALLERGY_LABEL = /^[a-z/ &]+:?\s*$/i;

/** An order under a time-of-day heading that states no time of its own takes the heading's time. */
function underTime(
  order: ParsedOrder | null,
  input: OrderInput,
  atTime: string | null,
): ParsedOrder | null {
  if (!order || !atTime || order.prn || order.timing.known || order.instruction || order.status)
    return order;
  const timed = parseOrder({ ...input, text: `${input.text}, ${atTime}` });
  return timed?.timing.known ? { ...timed, text: input.text } : order;
}
/** An order under a syringe-driver heading that states no times of its own is read with the heading's directions. */
function underDirections(
  order: ParsedOrder | null,
  input: OrderInput,
  words: string | null,
): ParsedOrder | null {
  if (!order || !words || order.prn || order.timing.known || order.instruction || order.status)
    return order;
  const directed = parseOrder({ ...input, text: `${input.text} ${words}` });
  return directed ? { ...directed, text: input.text } : order;
}
/** The when-required half names no strength: it is the same product as the regular half ('100/3'). */
function withSharedStrength(
  pair: Array<ParsedOrder | null>,
  texts: [string, string],
  input: OrderInput,
): Array<ParsedOrder | null> {
  const [regular, prn] = pair;
  if (!regular?.strength || !prn || prn.strength) return pair;
  const { region, rest } = splitName(texts[1]);
  return [
    regular,
    parseOrder({ ...input, text: `${region} ${regular.strength.text} ${rest}` }) ?? prn,
  ];
}

function isContinuation(text: string): boolean {
  if (!CONTINUATION_RE.test(text)) return false;
  // 'PRN: Movicol 1 sachet daily': a label over another medicine starts an order of its own.
  const labelled = PRN_LABEL.exec(text);
  if (labelled && lookup(text.slice(labelled[0].length).split(/\s+/)[0]!)) return false;
  // 'Reduce allopurinol to 100 mg daily': a change verb before another medicine starts an order of its own.
  const named = CHANGE_OF.exec(text);
  if (named && lookup(named[1]!)) return false;
  const first = text
    .replace(/^[(\s]+/, '')
    .split(/\s+/)
    .slice(0, 3)
    .join(' ');
  return (
    !/^[a-z]{4,}/i.test(first) ||
    !lookup(first) ||
    /^(?:then|and|or|max|for|with|prn|when|as|if|until|take|give|apply|dose|last|next)\b/i.test(
      first,
    )
  );
}
