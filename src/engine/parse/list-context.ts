/**
 * The context a list gives its lines: continuation lines ('then 5 mg daily', '(for pain)'), the time
 * of a time-of-day heading, a syringe driver's directions, and the strength a regular-and-PRN line
 * shares between its halves.
 */
import { nameAfterDose } from './order-lead';
import { lookup } from './lookup';
import { tagThenMedicine } from './bracket-tag';
import { splitName } from './name';
import { parseOrder, type OrderInput } from './order';
import { isStopping } from './status';
import type { ParsedOrder } from './types';
import { scanTiming } from './timing';
import { alternation, PRN_EQUIVALENTS, PRN_WORDS } from '../lexicon/words';

const CONTINUATION_RE =
  /^(?:(?:one|two|three|four|half|1|2|3|4)\s+(?:daily|tab|tabs|tablets?|caps?|capsules?|puffs?|drops?|sachets?|in the|at night|mane|nocte|twice|once|each|every)\b|last (?:dose )?(?:given|taken|due)|next (?:dose )?due|(?:then|and then|and|or)\b|\(|max(?:imum)?\b|for\s|with\s|prn\b|when required|as required|as needed|if\s|until\b|take\s|give\s|apply\s|reduc|increas|wean|taper|dose\s)/i;

// 'If needed: Metoclopramide 10 mg ...', 'PRN: Movicol ...': a when-required (or regular) label over a medicine.
const PRN_FIELD = new RegExp(
  String.raw`^(?:${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS])})\b[\w '/-]{0,40}:\s*`,
  'i',
);
const PRN_LABEL = new RegExp(
  String.raw`^(?:${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS, 'regular'])})\s*:\s*`,
  'i',
);
// 'Take metformin XR 1000 mg ...' in a letter to the patient, 'Reducing atenolol to 25 mg daily' in a plan's bullets:
// a directions verb before another medicine starts its order.
const CHANGE_OF =
  /^(?:reduc(?:e|ing)|increas(?:e|ing)|decreas(?:e|ing)|wean(?:ing)?|taper(?:ing)?|tak(?:e|ing)|giv(?:e|ing)|apply(?:ing)?|us(?:e|ing)|inject(?:ing)?|insert(?:ing)?|inhal(?:e|ing))\s+(?:the\s+|your\s+)?(?:dose\s+of\s+)?([a-z][\w-]{3,})/i;

/** An order under a time-of-day heading that states no time of its own takes the heading's time. */
export function underTime(
  order: ParsedOrder | null,
  input: OrderInput,
  atTime: string | null,
): ParsedOrder | null {
  // A change or a start under the heading ('Sertraline 100 mg (increased from 50 mg)') is still given at its
  // time; only a stop is not.
  if (!order || !atTime || order.prn || (order.status && isStopping(order.status))) return order;
  // 'Cefalexin 500 mg - 1 capsule (4 times a day)' under 'Lights out (10 pm):' of a chart that lists it under
  // every time: the line restates the day; the heading's slots let split-regimen.ts join it with the others.
  const headingSlots = scanTiming(atTime).timing.slots;
  if (order.timing.known || order.instruction) return { ...order, headingSlots };
  const timed = parseOrder({ ...input, text: `${input.text}, ${atTime}` });
  return timed?.timing.known ? { ...timed, text: input.text, headingSlots } : order;
}
/**
 * An order under a course-days heading ('ON DAYS 2 AND 3 OF EACH CYCLE') is taken on those days: the
 * heading's words are read as part of its directions, unless it is when required, stopped or already
 * names its own days.
 */
export function underRhythm(
  order: ParsedOrder | null,
  input: OrderInput,
  rhythm: string | null,
): ParsedOrder | null {
  if (!order || !rhythm || order.prn || (order.status && isStopping(order.status))) return order;
  if (order.timing.nonDaily) return order;
  const withDays = parseOrder({ ...input, text: `${input.text} ${rhythm}` });
  if (withDays?.timing.nonDaily) return { ...withDays, text: input.text };
  // 'Fosamax Plus 70 mg - 1 on waking, stay upright 30 min' under 'SUNDAY ONLY:': the days go with the
  // dosing, before the note that ends the line.
  const cut = noteStart(input.text);
  if (cut > 0) {
    const text = `${input.text.slice(0, cut)} ${rhythm}${input.text.slice(cut)}`;
    const inside = parseOrder({ ...input, text });
    if (inside?.timing.nonDaily) return { ...inside, text: input.text };
  }
  // Never read as daily in silence: the heading said which days.
  const warning = `"${input.text.trim()}" is under a heading of days ("${rhythm}"): check the days it is taken`;
  return { ...order, warnings: [...order.warnings, warning] };
}

/** Where a note after the dosing starts (the first comma after the first digit), or -1. */
function noteStart(text: string): number {
  const digit = text.search(/\d/);
  return digit < 0 ? -1 : text.indexOf(',', digit);
}

/** An order under a syringe-driver heading that states no times of its own is read with the heading's directions. */
export function underDirections(
  order: ParsedOrder | null,
  input: OrderInput,
  words: string | null,
): ParsedOrder | null {
  // 'Morphine 40 mg (increased from 30 mg)', 'Haloperidol 1.5 mg - new': a change or a start is still
  // given by the driver; only a stop ('Octreotide - ceased') is not.
  if (
    !order ||
    !words ||
    order.prn ||
    order.timing.known ||
    order.instruction ||
    (order.status && isStopping(order.status))
  )
    return order;
  // With a status ('(increased from 30 mg)', '- new, for nausea') the directions go before it, after the
  // dose, so they are read as how it is given and never as more of the status's reason.
  const from = Math.max(0, input.text.search(/\d/));
  const cut = order.status ? STATUS_CLAUSE.exec(input.text.slice(from)) : null;
  const at = cut ? from + cut.index : -1;
  const text =
    at >= 0
      ? `${input.text.slice(0, at)} ${words}${input.text.slice(at)}`
      : `${input.text} ${words}`;
  const directed = parseOrder({ ...input, text });
  return directed ? { ...directed, text: input.text } : order;
}
const STATUS_CLAUSE = /\s*(?:\(|\s[-–—]\s|[,;]\s)/;
/** The when-required half names no strength: it is the same product as the regular half ('100/3'). */
export function withSharedStrength(
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

export function isContinuation(text: string): boolean {
  if (!CONTINUATION_RE.test(text)) return false;
  if (tagThenMedicine(text)) return false;
  // 'PRN: Movicol 1 sachet daily': a label over another medicine starts an order of its own.
  // 'PRN use in the last 7 days: oxazepam x3': a form's field that opens with a PRN word, whose value names
  // another medicine, is a line of its own too.
  const labelled = PRN_LABEL.exec(text) ?? PRN_FIELD.exec(text);
  if (labelled && lookup(text.slice(labelled[0].length).split(/\s+/)[0]!)) return false;
  // 'Reduce allopurinol to 100 mg daily': a change verb before another medicine starts an order of its own.
  const named = CHANGE_OF.exec(text);
  if (named && lookup(named[1]!)) return false;
  // '2 puffs Ventolin 100 mcg 4 hourly PRN': a dose written before another medicine's name starts an order.
  if (nameAfterDose(text.replace(/^[(\s]+/, ''))) return false;
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

// How often an order is taken, at the start of a wrapped line ('twice daily (neurogenic bladder)').
const WRAPPED_TIMING =
  /^(?:once|twice|three times|four times|daily|nightly|mane|nocte|bd|tds|qid|every|each (?:morning|night|evening)|in the (?:morning|evening)|at (?:night|bedtime))\b(?!\s*:)/i;

/**
 * The order text when a line only finishes the order above it, as a PDF or a narrow column breaks
 * lines: a word cut by a hyphen ('take one tab-' / 'let three times daily') or, in lower case, the
 * times of an order that has none yet ('one tablet' / 'twice daily'). Null when the line stands alone.
 */
export function wrappedOnto(prev: string, order: ParsedOrder, text: string): string | null {
  if (!/^[a-z]/.test(text)) return null;
  if (/[A-Za-z]-$/.test(prev)) return `${prev.slice(0, -1)}${text}`;
  const open = !order.timing.known && !order.prn && !order.instruction && !order.status;
  return open && WRAPPED_TIMING.test(text) ? `${prev} ${text}` : null;
}
