/**
 * What order.ts reads from the clauses of one line, handed to order-build.ts to assemble the
 * ParsedOrder, and the status reason built from those clauses.
 */
import type { LookupResult } from '../kb/index';
import type { Medicine } from '../kb/types';
import { tokenize } from '../lexicon/tokens';
import { classifyClause } from './classify';
import { cleanReason, isStopping } from './status';
import type { Held } from './held-amount';
import type { TableExtras } from './table';
import { squashSpaces, trimClause } from './text';
import type { ListName, OrderStatus, Section, Strength } from './types';

export interface OrderInput {
  list: ListName;
  line: number;
  raw: string;
  text: string;
  section: Section | null;
  /** The reason a Ceased or Withheld heading states ('Withheld - psychosis, review by psychiatrist:'). */
  sectionReason?: string;
  extras?: TableExtras;
}

/** Everything read from the clauses of one line before the order is assembled. */
export interface OrderParts {
  input: OrderInput;
  name: {
    nameText: string;
    lookup: LookupResult | null;
    medicine: Medicine | null;
    key: string;
    unknownName?: string;
    deviceForm?: string;
  };
  brand?: string;
  qualifiers: string[];
  /** Strength from a per-ingredient combination in the head ('500 mg + 30 mg'). */
  headStrength?: Strength;
  /** What the product holds, from a bracket ('(600 mg calcium)'); held-amount.ts. */
  held?: Held;
  /** Strength from a composition in brackets ('(amoxicillin 875 mg/clavulanic acid 125 mg)'). */
  compositionStrength?: Strength;
  /** A brand bracket whose unit-less figures follow the brand's order of its parts ('Seretide 125/25'). */
  figuresName?: string;
  /** Regimen steps; a textOnly step ('then reduce by 5 mg every 3 days') is kept as written. */
  steps: Array<{ clauses: string[]; textOnly?: boolean }>;
  status?: OrderStatus;
  /** A site the order stops while the medicine goes on elsewhere ('right eye'). */
  siteStop?: string;
  /** The piece that stopped a site ('STOP in left eye'): a bracket straight after it is the stop's reason. */
  siteStopPiece?: number;
  /** A 'was:' note is open ('- was: 20 mg at 6 pm (evening dose)'): what it goes on with is the old regimen. */
  previousOpen?: boolean;
  /** While a bracket's parts are read: the index of its first piece (a later part knows what went before in it). */
  bracketFrom?: number;
  /** The word of a bare 'was:' lead, put before the note's next part. */
  previousLead?: string;
  /** After 'Indication:' or 'Used for:': the next clause is the use, even in words no condition list knows. */
  labelledUse?: 'use' | 'reason';
  /** A 'Reason:' field's words that no reader placed as the use ('Reason: vivid dreams'): warned on the row. */
  unplacedReason?: string;
  /** The site it goes on at ('continue left eye'). */
  siteKept?: string;
  statusPiece: number;
  pieces: Array<{ text: string; sep: string; dosing: boolean }>;
  regular: boolean;
  maxText?: string;
  durations: string[];
  /** Indications stated in clauses, with the piece they came from (a reason after a status is not one). */
  indications: Array<{ text: string; piece: number }>;
  notes: string[];
  /** Quantities to dispense ('mitte 60', 'Qty 30 Rpt 5'): never the dose. */
  quantities: string[];
  /** Ids of the readers that read the order, in order (see order-rules.ts). */
  trace: string[];
  courseEnds: boolean;
  /** How the course ends, in the order's words: 'stop', 'review', 'cease'. */
  courseEndText?: string;
}

// 'do not restart', 'never restart', 'NOT to restart': a stop word that says more than 'Ceased'.
const NOT_AGAIN = /\b(?:not|never|don't)\b/i;

/** The reason stated for a status: its own words and the clauses after it that are not dosing. */
export function statusReason(p: OrderParts): string {
  const st = p.status;
  if (!st) return '';
  const from = p.statusPiece >= 0 && !st.fromHeading ? p.statusPiece + 1 : 0;
  const out: string[] = [];
  // Under a stop heading the line's own words are the reason; the heading's only when it has none.
  const own = st.fromHeading ? '' : st.reason;
  for (let i = from; i < p.pieces.length; i++) {
    const piece = p.pieces[i]!;
    if (piece.dosing && !(isStopping(st) && (namesNoDose(piece.text) || toldWhy(piece.text)))) {
      if (!isStopping(st)) break;
      continue;
    }
    const sep =
      out.length || own
        ? piece.sep === ')'
          ? ' '
          : piece.sep === 'then'
            ? ' then '
            : `${piece.sep} `
        : '';
    out.push(`${sep}${piece.text}`);
  }
  const said = cleanReason(squashSpaces(`${own}${out.join('')}`.replace(/\s+([,;.])/g, '$1')));
  // 'Estradiol patch - blood clot (DVT) on oestrogen; do not restart without haematology advice': after a
  // 'do not restart' the words say when it may restart; the cause is written before it.
  if (said && NOT_AGAIN.test(st.word) && !st.fromHeading) {
    const before = reasonBefore(p);
    if (before) return `${before} ${said}`;
  }
  return said || reasonBefore(p) || (st.fromHeading ? st.reason : '');
}

const COURSE_DONE =
  /\b(?:course|treatment|therapy)\s+(?:is\s+|now\s+)?(?:complete|completed|finished|done|over)\b|\b(?:complete|completed|finished)\s+(?:the\s+)?(?:course|treatment)\b/i;

// Token kinds that make a clause a dose: with none of them, a time word among other words is a reason.
const DOSE_KINDS = new Set(['number', 'dose-unit', 'unit', 'frequency', 'interval']);
// 'no further PRN opioid supplied', 'not needed when required any more': a reason that opens with a denial.
const DENIAL = /^(?:no|not|nil|never|none)\b/i;

/**
 * 'Montelukast - CEASED - night-time agitation and nightmares': after a stop, a clause with a time word but no
 * amount, unit or frequency, among words of its own (two of five letters or more), says why it stopped.
 * A when-required word with no amount in a denial is one too ('Oxycodone ceased - no further PRN opioid
 * supplied', '- stopped, no longer needs prn opioids'): the reason, not directions.
 */
function toldWhy(text: string): boolean {
  // '14-day post-op course complete', '5 days completed': a course that ended is why it stops, numbers and all.
  if (COURSE_DONE.test(text)) return true;
  const tokens = tokenize(text);
  if (tokens.some((t) => DOSE_KINDS.has(t.kind))) return false;
  // 'restart if constipated' (respelled 'when required for ...') says when it may go on again, not why.
  if (tokens.some((t) => t.kind === 'prn') && !DENIAL.test(text.trim())) return false;
  const words = tokens.filter((t) => t.kind === 'word' && /^[a-z]{5,}$/i.test(t.text)).length;
  return words >= 2 || (words >= 1 && DENIAL.test(text.trim()));
}

/** 'IV iron (Ferinject) given': a route before words that are no dosing is a reason, not this order's dose. */
function namesNoDose(text: string): boolean {
  if (/\d/.test(text)) return false;
  const rest = text.replace(/^(?:iv|im|sc|subcut|po|oral|sl|pr|top|topical|inhaled|neb)\s+/i, '');
  return (
    rest !== text &&
    /[a-z]{3}/i.test(rest) &&
    classifyClause(rest, { bracket: false }).kind !== 'dosing'
  );
}

/** 'Meloxicam - AKI, do not restart': a stop written after its reason takes the clauses before it. */
function reasonBefore(p: OrderParts): string {
  const st = p.status!;
  if (st.fromHeading || !isStopping(st) || p.statusPiece <= 0) return '';
  const before = p.pieces
    .slice(0, p.statusPiece)
    .filter((x) => !x.dosing)
    .map((x) => x.text);
  if (!before.length) return '';
  // Phrases such as 'do not restart' say more than 'Ceased'; keep them.
  if (NOT_AGAIN.test(st.word)) before.push(st.word);
  return trimClause(squashSpaces(before.join(', ')));
}
