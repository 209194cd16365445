/**
 * A list written as an eMR's order audit trail: a header line per order ('ORDER 440128  metoprolol tartrate
 * 25 mg tablet, oral, BD', 'Order #12: ...', 'Rx 5531 - ...') over dated event lines ('  23/11 08:10  MODIFIED
 * dose 25 mg -> 12.5 mg', '  26/11 10:15  ON DISCHARGE  metoprolol tartrate 12.5 mg BD', '  22/11 19:40
 * DISCONTINUED reason: toxicity'). The header shows the order as first written; the block's LAST event is its
 * state at discharge. That event's line is read as the order (its own words when it names the medicine, else
 * the header's order with the event's stop or hold and its reason); the header and the other events are
 * notes of that order, and its sources. A block whose last event is a change or a start while other blocks
 * have a discharge event is read from its header, with a warning: the engine does not guess the new dose.
 */
import { alternation, STATUS_WORDS } from '../lexicon/words';
import { AUDIT_EVENT_WORDS, type AuditEventKind } from '../lexicon/audit-events';
import { readName } from './name';
import type { InputLine } from './lines';

// 'ORDER 440127  apixaban ...', 'Order #12: ...', 'Order no. 7 - ...', 'Rx 5531 ...', 'Medication order 88 ...'.
const HEADER =
  /^\s*(?:(?:medication|med|drug)\s+)?(?:order|rx)\s*(?:#|no\.?|id:?)?\s*([A-Z]{0,3}-?\d{1,10})\s*[:|.–-]?\s+(\S.*)$/i;
const DATE = String.raw`(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{4}-\d{2}-\d{2}|\d{1,2}[ -](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:[ -]\d{2,4})?)`;
const CLOCK = String.raw`(?:[01]?\d|2[0-3])[:.h]?[0-5]\d(?:\s*(?:hrs?|am|pm))?`;
const KINDS = Object.keys(AUDIT_EVENT_WORDS) as AuditEventKind[];
const ALL_WORDS = KINDS.flatMap((k) => AUDIT_EVENT_WORDS[k]);
const STOP_OR_HOLD = new RegExp(
  String.raw`^(${alternation([...STATUS_WORDS, ...AUDIT_EVENT_WORDS.stop, ...AUDIT_EVENT_WORDS.hold])})\b`,
  'i',
);
// A date, a time or both, then the event word, then its detail: '22/11 14:05  ORDERED  Dr A. Lim'.
const EVENT = new RegExp(
  String.raw`^\s*[-*•|]?\s*(?:${DATE}(?:[ ,T]+${CLOCK})?|${CLOCK})\s*[|:-]?\s*(${alternation(ALL_WORDS)})\b\s*[:|-]?\s*(.*)$`,
  'i',
);

// A reviewer's outcome line under each order instead of a dated event ('Outcome: VERIFIED', 'Result: AMENDED ->
// 100 mg daily', 'Pharmacist review: NOT VERIFIED - cancelled'): the block's state at discharge, as a last event is.
const OUTCOME_LABEL = String.raw`(?:outcome|result|decision|action|verification|(?:pharmacist|pharmacy|remote)(?:'s)?\s+(?:review|outcome|decision|check))`;
const LABELLED = new RegExp(
  String.raw`^\s*[-*•|]?\s*${OUTCOME_LABEL}\s*[:=|-]\s*(${alternation(ALL_WORDS)})\b\s*[:|-]?\s*(.*)$`,
  'i',
);
// 'AMENDED -> 100 mg daily (eGFR 28)', 'amended to: withheld. K+ 6.1': the order as the reviewer left it.
// (The event reader takes the arrow's dash as the separator after the word: '> 100 mg' is read too.)
const AMENDED_TO = /^(?:-?>|=>|→|to\b)\s*:?\s*(\S.*)$/i;

interface Event {
  at: number;
  /** Written as a reviewer's outcome line ('Outcome: ...'), not a dated event. */
  outcome?: boolean;
  kind: AuditEventKind;
  word: string;
  detail: string;
}

const kindOf = (word: string): AuditEventKind =>
  KINDS.find((k) => AUDIT_EVENT_WORDS[k].includes(word.toLowerCase()))!;

function eventOf(text: string, at: number): Event | null {
  const m = EVENT.exec(text);
  if (m) return { at, kind: kindOf(m[1]!), word: m[1]!.toLowerCase(), detail: m[2]!.trim() };
  const o = LABELLED.exec(text);
  if (!o) return null;
  const word = o[1]!.toLowerCase();
  return { at, kind: kindOf(word), word, detail: o[2]!.trim(), outcome: true };
}

/**
 * An outcome line's own order: 'VERIFIED (new)' keeps the header's order with the note; 'AMENDED -> 100 mg
 * daily' is the medicine at the new dosing; 'AMENDED -> withheld. K+ 6.1' holds it. Null: not an outcome line.
 */
function outcomeOrder(b: Block, last: Event): string | null {
  if (!last.outcome) return null;
  const to = last.kind === 'change' ? AMENDED_TO.exec(last.detail)?.[1]?.trim() : undefined;
  if (to) {
    const status = STOP_OR_HOLD.exec(to);
    if (status) {
      const word = /^(?:withh|held|susp|on hold|paus)/i.test(status[1]!) ? 'withheld' : 'ceased';
      const why = to.slice(status[0].length).replace(/^[\s.:;,-]+/, '');
      return `${b.order} - ${word}${why ? `: ${why}` : ''}`;
    }
    const name = readName(b.order);
    if (name?.medicine && name.nameText) return `${name.nameText} ${to}`;
    return null;
  }
  if (last.kind === 'start' && last.detail) return `${b.order} ${last.detail}`;
  return null;
}

// 'reason: digoxin toxicity' -> 'digoxin toxicity'; a by-line ('Dr A. Lim') says who, not why.
const reasonOf = (detail: string) =>
  detail
    .replace(/^(?:reason|rsn|because|due to|indication)\s*[:=-]?\s*/i, '')
    .replace(/^(?:by\s+)?(?:dr|pharm(?:acist)?|rn|np)\.?\s+[A-Z][\w.' -]*$/i, '')
    .trim();

interface Block {
  header: number;
  order: string;
  events: Event[];
}

/** The text of the block's last event line, read as the order at discharge, and a doubt to say, if any. */
function finalOrder(b: Block, anyDischarge: boolean): { text: string; doubt?: string } {
  const last = b.events[b.events.length - 1]!;
  const outcome = outcomeOrder(b, last);
  if (outcome) return { text: outcome };
  const key = readName(b.order)?.key;
  if (last.kind === 'discharge') {
    const own = readName(last.detail);
    const text = own?.medicine && own.key === key ? last.detail : b.order;
    // The reason an earlier change gives ('MODIFIED dose 25 mg -> 12.5 mg; reason: HR 44') is why it changed.
    const why = b.events
      .filter((e) => e.kind === 'change')
      .map((e) => /\breason\s*[:=-]\s*([^()]+)$/i.exec(e.detail)?.[1]?.trim())
      .filter(Boolean)
      .pop();
    return { text: why ? `${text} (changed: ${why})` : text };
  }
  const why = reasonOf(last.detail);
  if (last.kind === 'stop') {
    const word = /^(?:discontinued|ceased|stopped)$/.test(last.word) ? last.word : 'ceased';
    const reason = word === last.word ? why : [last.word, why].filter(Boolean).join(', ');
    return { text: `${b.order} - ${word}${reason ? `: ${reason}` : ''}` };
  }
  if (last.kind === 'hold') return { text: `${b.order} - withheld${why ? `: ${why}` : ''}` };
  const doubt =
    last.kind === 'change'
      ? `The last event of order ${b.order.split(/\s/)[0]} is a change ("${last.word} ${last.detail}") with no discharge order after it: the dose shown is the order as first written, check the dose`
      : anyDischarge
        ? `Order "${b.order}" has no discharge event while other orders do: check whether it goes on at discharge`
        : undefined;
  return { text: b.order, doubt };
}

/**
 * Reads the order blocks of an audit trail into their lines; returns each note line (header, earlier events)
 * with the line of the order it belongs to. Two blocks at least, each with an event, make a trail.
 */
export function readAuditTrail(input: InputLine[], pasted: readonly string[]): Map<number, number> {
  const partOf = new Map<number, number>();
  // The lines as pasted: a cleaning step may take an event's date and word for a chat's prefix, and a header's
  // 'Rx 70011' for a script number before the name (clean-text.ts).
  const asPasted = (l: InputLine) => pasted[l.line - 1] ?? l.raw;
  const headerOf = (l: InputLine) => HEADER.exec(l.text) ?? HEADER.exec(asPasted(l));
  if (!input.some((l) => HEADER.test(l.text) || HEADER.test(asPasted(l)))) return partOf;
  const blocks: Block[] = [];
  let open: Block | null = null;
  input.forEach((l, i) => {
    const h = headerOf(l);
    const e = h ? null : eventOf(asPasted(l), i);
    if (h) blocks.push((open = { header: i, order: h[2]!.trim(), events: [] }));
    else if (e && open) open.events.push(e);
    else if (l.text.trim()) open = null;
  });
  const trail = blocks.filter((b) => b.events.length && readName(b.order)?.medicine);
  if (trail.length < 2) return partOf;
  const anyDischarge = trail.some((b) => b.events.some((e) => e.kind === 'discharge'));
  for (const b of trail) {
    const last = b.events[b.events.length - 1]!;
    const { text, doubt } = finalOrder(b, anyDischarge);
    const line = input[last.at]!;
    for (const e of b.events) input[e.at]!.raw = asPasted(input[e.at]!);
    line.text = text;
    line.extras = undefined;
    if (doubt) line.doubt = doubt;
    for (const at of [b.header, ...b.events.slice(0, -1).map((e) => e.at)])
      partOf.set(input[at]!.line, line.line);
  }
  return partOf;
}
