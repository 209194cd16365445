/**
 * One order line -> ParsedOrder: name and KB entry, brand or composition in brackets, status and
 * reason, regimen steps (dose, times, form, route), PRN and its maximum, indication and notes.
 */
import { classifyClause, DURATION_START } from './classify';
import { eventBracket } from './procedure-day';
import { withoutTakenLog } from './taken-log-cells';
import { readComposition, readName } from './name';
import { repeatClauses, repeatLater } from './repeat-interval';
import { heldAmount } from './held-amount';
import { OMIT_DOSE_ON, scanClause } from './clause';
import { splitBracket, splitSegments, type Segment } from './segments';
import {
  cleanReason,
  isStopping,
  readStatusCell,
  readStatusClause,
  readStatusPrefix,
  reasonAfterName,
} from './status';
import { endsWithSite, readSiteStop } from './site-stop';
import { isStopSection } from './stop-heading';
import { CONDITION_BEFORE, statusTail } from './status-tail';
import { previousNote } from './previous-note';
import { bracketFlags, isYesNoFlag } from './yes-no-flag';
import { trimClause } from './text';
import { scanTiming } from './timing';
import { alternation, NUMBER_WORDS } from '../lexicon/words';
import { USE_FIELD_LABELS } from '../lexicon/field-labels';
import { dropPackAfterForm, isPackBracket, takeQuantity } from './quantity';
import { isPackAfterDose } from './pack-after-dose';
import type { OrderStatus, ParsedOrder, Strength } from './types';
import { buildOrder } from './order-build';
import { afterChangeNote } from './change-reason';
import { readLead } from './order-lead';

const USE_LABEL = new RegExp(String.raw`^${alternation(USE_FIELD_LABELS)}$`, 'i');
const ONLY_USE_LABEL = /^(?:indications?|what (?:it(?:'s| is) )?for|purpose|used for)$/i;
const PAST_STOP =
  /^(?:was\s+|were\s+)?(?:ceased|stopped|discontinued|discont|deprescribed)(?![\w-])/i;
import type { OrderInput, OrderParts } from './order-parts';
import { brandOf, readAlias } from './order-brackets';

export type { OrderInput } from './order-parts';

// dosing is advice: 'do not take with food'). Only where a match starts is used, so the order is free.
const STOP_WORDS_AFTER_DOSING = String.raw`ceased|stopped|discontinued|discont|withheld|w\/h|suspended|on hold|held|d\/c|no longer (?:required|needed|indicated)`;
const HEAD_STATUS_RE = new RegExp(
  String.raw`\b(?:${STOP_WORDS_AFTER_DOSING}|withhold|do not take|not to be taken)(?![\w/])`,
  'i',
);
const CLAUSE_STOP_RE = new RegExp(String.raw`\b(?:${STOP_WORDS_AFTER_DOSING})(?![\w/])`, 'i');
// 'ibuprofen STOP - ulcer bleed', 'aspirin cease (bleed)': an imperative stop straight after the name.
const HEAD_STOP_RE = /^\s*(?:stop|cease|discontinue)(?![\w/])/i;

// 'then 1 daily', 'then one 6/24': a step that starts with its count, in digits or words.
const COUNT_START = new RegExp(`^(?:\\d|${alternation(Object.keys(NUMBER_WORDS))}(?![a-z]))`, 'i');

const WEAN_STEP =
  /^(?:wean|taper|reduce|decrease|step down)(?:\s+(?:the\s+)?(?:dose\s+)?(?:down\s+)?to\s+|\s*:\s*)(?=\d|½|half\b)/i;
const LATER_DOSE =
  /^(?:\d+(?:\.\d+)?|½)\s*(?:mg|g|micrograms?|mcg|units?|ml|tab(?:let)?s?|cap(?:sule)?s?|puffs?)\b.*\b(?:from\s+(?:\d{1,2}[/.]\d{1,2}\b|day\s+\d|week\s+\d|next\s+week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:after|in)\s+\d+\s*(?:days?|weeks?|wks?)\b|if\s+tolerated\b)/i;
const AVOID_LABEL = /^\s*(?:please\s+)?avoid\s*$/i;
const WEAN_LABEL =
  /^(?:wean(?:ing)?|taper(?:ing)?|reduc(?:e|ing)|step[- ]down)(?:\s+(?:plan|regimen|schedule))?$/i;
const GO_ON = /^(?:continue|cont\.?|resume|restart|recommence)\s+(?=[a-z])/i;
const PRN_WORDS =
  /^(?!(?:may )?repeat\b)(?=.*(?<![\w])(?:prn|p\.r\.n\.?|when required|as required|as needed)(?![\w]))/i;

export function parseOrder(input: OrderInput): ParsedOrder | null {
  let body = input.text.includes(',') ? dropPackAfterForm(input.text) : input.text;
  if (body.includes(':')) body = withoutTakenLog(body);
  let status: OrderStatus | undefined;
  const lead = readLead(body);
  body = lead.body;
  const pre = readStatusPrefix(body);
  const trace: string[] = [];
  if (lead.body !== input.text) trace.push('lead');
  if (pre) {
    [status, body] = [pre.status, pre.rest];
    trace.push('status-prefix');
  } else if (lead.change)
    status = { kind: lead.change, word: lead.change, reason: '', fromHeading: false };
  // 'Continue irbesartan', 'Resume aspirin': the lead verb (left for readName to pass over) says it goes on.
  else if (GO_ON.test(body))
    status = { kind: 'continued', word: 'Continue', reason: '', fromHeading: false };
  const segs = splitSegments(bracketFlags(body));
  const head = segs.find((s) => s.kind === 'head');
  if (!head) return null;
  const name = readName(head.text, body);
  if (!name) return null;
  const parts: OrderParts = {
    input,
    name,
    qualifiers: [...(name.lookup?.qualifiers ?? [])],
    steps: [{ clauses: [] }],
    status,
    statusPiece: -1,
    pieces: [],
    regular: false,
    durations: [],
    indications: [],
    notes: [],
    quantities: [],
    courseEnds: false,
    headStrength: name.strength,
    trace,
  };
  parts.brand = brandOf(name.lookup);
  // The ratio stays in the name the row shows: 'Paraffin (50:50 white soft paraffin/liquid paraffin)'.
  if (lead.ratioName && name.medicine) parts.brand = lead.ratioName;
  // 'Tramadol SR ceased', 'Aspirin 100 mg mane stopped': a status inside the head.
  let rest = name.rest;
  const hs = HEAD_STATUS_RE.exec(rest) ?? HEAD_STOP_RE.exec(rest);
  const headStatus = hs ? statusFrom(rest, hs.index) : null;
  if (hs && headStatus) {
    trace.push('head-status');
    addStatus(parts, headStatus, -1);
    rest = rest.slice(0, hs.index);
  }
  // 'Cease timolol in right eye, continue left eye': one site stops, the medicine goes on.
  const siteStop =
    pre && isStopping(pre.status) ? readSiteStop(`${pre.status.word} ${rest}`) : null;
  if (siteStop) {
    [parts.status, parts.siteStop, rest] = [undefined, siteStop, ''];
    trace.push('site-stop');
  }
  // 'Withhold ramipril until renal function reviewed': the stop's reason follows the name.
  const said = pre && !siteStop && isStopping(pre.status) ? reasonAfterName(rest) : null;
  if (said) {
    [rest, parts.status] = [said.rest, { ...pre!.status, reason: said.reason }];
    trace.push('stop-reason');
  }
  const headQty = takeQuantity(rest);
  if (headQty) {
    [rest, parts.quantities] = [headQty.rest, headQty.quantities];
    trace.push('quantity');
  }
  // 'Midazolam 10 mg buccal when required has been added': the verb phrase is a status clause of its own.
  const tail = statusTail(rest);
  const told = tail && tail.at > 0 ? rest.slice(tail.at) : '';
  if (told) rest = rest.slice(0, tail!.at);
  if (rest.trim()) trace.push('head-dosing');
  parts.steps[0]!.clauses.push(rest);
  if (told) readTold(parts, told, tail!.end - tail!.at);
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i]!;
    if (seg === head) continue;
    // 'wean: 5 mg nocte from 1/12': the clause after a lone 'wean:' label is the regimen's next step.
    const next = segs[i + 1];
    // 'Warfarin 5 mg nocte - avoid: NSAIDs, aspirin': 'avoid' with a colon names what to keep away from; it is
    // advice on this order (read as one clause), never a stop of it.
    if (
      seg.kind === 'clause' &&
      next?.kind === 'clause' &&
      next.sep === ':' &&
      AVOID_LABEL.test(seg.text)
    ) {
      readClause(parts, `${seg.text.trim()}: ${next.text}`, false, false, seg.sep);
      i++;
      continue;
    }
    if (
      seg.kind === 'clause' &&
      next?.kind === 'clause' &&
      next.sep === ':' &&
      WEAN_LABEL.test(seg.text)
    ) {
      readClause(parts, next.text, false, true, ':');
      i++;
    } else if (
      seg.kind === 'clause' &&
      next?.kind === 'clause' &&
      next.sep === ':' &&
      !isStopping(parts.status) &&
      USE_LABEL.test(seg.text.trim())
    ) {
      // '; reason: AF stroke prevention': the label names the clause after it (read next), it is no note of its own
      // (the row's comment said 'No change. Reason'). After a stop it stays in the stop's reason as written.
      // 'Indication: bruxism': a label that can only name the use makes the clause after it the use; 'Reason:'
      // may be why a dose changed, so its clause is read as before.
      trace.push('use-label');
      parts.labelledUse = ONLY_USE_LABEL.test(seg.text.trim()) ? 'use' : 'reason';
    } else {
      const why = changeReasonBracket(parts, seg);
      const uses = parts.indications.length;
      readSegment(parts, seg);
      // The uses read from it are why the dose changed: kept in the comment, never the row's use.
      if (why) parts.notes.push(...parts.indications.splice(uses).map((u) => u.text));
    }
  }
  applyExtras(parts);
  return buildOrder(parts);
}

/**
 * 'Reduce: risperidone 0.25 mg BD (aspiration pneumonia, sedation)': after a change written before the name, the
 * first bracket after the directions is why the dose changed, not what the medicine is for ('(for agitation)'
 * says what it is for in so many words). A brand's bracket straight after the name is not after the directions.
 */
function changeReasonBracket(p: OrderParts, seg: Segment): boolean {
  return (
    seg.kind === 'bracket' &&
    !!p.status &&
    /^(?:increased|reduced|changed)$/.test(p.status.kind) &&
    !p.status.fromHeading &&
    p.trace.includes('status-prefix') &&
    (p.trace.includes('head-dosing') || p.pieces.some((piece) => piece.dosing)) &&
    p.pieces.every((piece) => piece.dosing) &&
    !/^for\s/i.test(seg.text.trim())
  );
}

function readSegment(p: OrderParts, seg: Segment): void {
  // '[DM:N]', '- Webster: NO': a packing or sorting flag, kept as a note, never an indication or a reason.
  if (isYesNoFlag(seg.text)) {
    p.trace.push('yes-no-flag');
    p.notes.push(seg.text);
    return;
  }
  if (seg.kind === 'bracket') {
    // 'Ceftriaxone IV - ceased (oral antibiotic step-down)': a bracket straight after a stop is its reason, and
    // so is one after the stop's own words ('withhold - do not take until Saturday (3 polyps removed)').
    if (
      p.status &&
      isStopping(p.status) &&
      !p.status.fromHeading &&
      p.statusPiece >= 0 &&
      p.statusPiece < p.pieces.length &&
      p.pieces.slice(p.statusPiece + 1).every((piece) => !piece.dosing)
    ) {
      p.pieces.push({ text: `(${seg.text})`, sep: seg.sep, dosing: false });
      return;
    }
    // 'olanzapine 5 mg nocte - dose lowered from 10 mg (constipation, weight)': a bracket straight after the
    // line's own change of dose is why the dose changed (kept in the comment), not what the medicine is for.
    if (
      p.status &&
      /^(?:increased|reduced|changed)$/.test(p.status.kind) &&
      !p.status.fromHeading &&
      p.statusPiece >= 0 &&
      p.statusPiece === p.pieces.length - 1 &&
      // Not a status that opens the line ('(dose changed) Vitamin D3 (Ostelin) ...'): the brand follows it.
      p.pieces.slice(0, p.statusPiece).some((piece) => piece.dosing)
    ) {
      p.notes.push(trimClause(seg.text));
      p.pieces.push({ text: `(${seg.text})`, sep: seg.sep, dosing: false });
      return;
    }
    // 'STOP in left eye (uveitis; review pressures)': a bracket straight after a site stop is why it
    // stops there, not what the medicine is for.
    if (p.siteStopPiece !== undefined && p.siteStopPiece === p.pieces.length - 1) {
      p.notes.push(trimClause(seg.text));
      p.pieces.push({ text: `(${seg.text})`, sep: seg.sep, dosing: false });
      return;
    }
    if (isPackBracket(seg.text)) {
      p.quantities.push(seg.text);
      p.trace.push('pack-bracket');
      return;
    }
    if (readAlias(p, seg.text)) return void p.trace.push('bracket-name');
    // '(600 mg calcium)', '(equivalent to 10 mg base)': what the product holds, shown with its strength.
    const held = p.held ? null : heldAmount(seg.text);
    if (held) {
      p.held = held;
      p.trace.push('held-amount');
      p.pieces.push({ text: `(${seg.text})`, sep: seg.sep, dosing: false });
      return;
    }
    // '(stopped in right eye)': one site stops, the medicine goes on.
    const site = readSiteStop(seg.text);
    if (site) {
      p.siteStop ??= site;
      p.trace.push('site-stop');
      p.pieces.push({ text: `(${seg.text})`, sep: seg.sep, dosing: false });
      return;
    }
    const st = readStatusClause(seg.text);
    if (st) {
      addStatus(p, st, p.pieces.length);
      p.pieces.push({ text: `(${seg.text})`, sep: seg.sep, dosing: false });
      return;
    }
    const before = p.pieces.length;
    // A 'was' note opened inside the bracket ends with it: '(was 40 mg), 1 tablet mane' reads on.
    const previousOpen = p.previousOpen;
    p.bracketFrom = before;
    let dosing = false;
    // '(2 tablets at the first sign, then 1 tablet an hour later)': a count after 'then' in a bracket is
    // the regimen's next step; words after it are a note ('(hold in mouth, then swallow)').
    for (const part of splitSegments(seg.text)) {
      const text = part.kind === 'bracket' ? `(${part.text})` : part.text;
      const step = part.kind === 'then' && COUNT_START.test(text);
      dosing =
        readClause(p, step ? text : part.kind === 'then' ? `then ${text}` : text, true, step) ||
        dosing;
    }
    p.previousOpen = previousOpen;
    p.bracketFrom = undefined;
    p.pieces.splice(before, p.pieces.length - before, {
      text: `(${seg.text})`,
      sep: seg.sep,
      dosing,
    });
    return;
  }
  readClause(p, seg.text, false, seg.kind === 'then', seg.sep);
}

const SIDE_EFFECT_FIELD =
  /\b(?:side[- ]effects?|adverse (?:effects?|reactions?)|ADRs?)\b\s*\??\s*(?::\s*)?(?:y|yes)?\s*$/i;

/** Read one clause; returns true when it was dosing. */
/**
 * A status told after the order ('has been started in its place', 'is to continue until 29/12'): the words
 * after the verb are its reason, unless they say how long ('until 29/12'), which is the order's duration.
 */
function readTold(p: OrderParts, told: string, verbLength: number): void {
  const after = told.slice(verbLength).trim();
  if (after && DURATION_START.test(after)) {
    readClause(p, told.slice(0, verbLength), false, false);
    readClause(p, after, false, false);
  } else readClause(p, told, false, false);
}

function readClause(
  p: OrderParts,
  text: string,
  bracket: boolean,
  then: boolean,
  sep = ',',
): boolean {
  // '- was: 20 mg at 6 pm (evening dose)': the old regimen, kept as a note, never as more doses.
  // '(Panadol Osteo) x2': a count of the product after its name or bracket is the dose, as '2' would be.
  // Only straight after the bracket and a small count: 'x 90' at the end is a quantity.
  if (!bracket && sep === ')' && /^[x×]\s*[1-4]$/i.test(text.trim()))
    text = text.trim().replace(/^[x×]\s*/i, '');
  // '- side effects? Y - weight gain, constipation': the words after a side-effects field are what the medicine
  // did to the patient, never what it is for.
  const before = p.pieces.at(-1)?.text ?? '';
  if (
    !bracket &&
    (SIDE_EFFECT_FIELD.test(before) || (sep === ',' && before.startsWith('side effects: ')))
  ) {
    p.trace.push('side-effects');
    p.notes.push(trimClause(text));
    p.pieces.push({ text: `side effects: ${text}`, sep, dosing: false });
    return false;
  }
  // 'LAST DOSE 2 days pre-op (12/08 am)': the bracket is when that dose is, not the order's times.
  if (bracket && !then && eventBracket(before, text)) {
    p.trace.push('event-bracket');
    p.notes.push(trimClause(text));
    p.pieces.push({ text, sep, dosing: false });
    return false;
  }
  const previous = previousNote(p, text, bracket, then, sep);
  if (previous !== null) {
    p.trace.push('previous-note');
    if (previous) p.notes.push(trimClause(previous));
    p.pieces.push({ text, sep, dosing: false });
    return false;
  }
  // '- wean: 5 mg nocte from 1/12, then cease', '- reduce to 20 mg after 1 week': the next step of the regimen.
  if (!then && !bracket && WEAN_STEP.test(text))
    return readClause(p, text.replace(WEAN_STEP, ''), false, true, sep);
  // '0.25 mg weekly - 0.5 mg weekly from 04/04 if tolerated': a second dose that starts later is the
  // regimen's next step, never a second dose now.
  if (!then && !bracket && LATER_DOSE.test(text) && dosedNow(p))
    return readClause(p, text, false, true, sep);
  // 'mitte 60', 'Qty 30 Rpt 5', '10 capsules supplied': what is dispensed, never the dose.
  const qty = takeQuantity(text);
  if (qty) {
    p.quantities.push(...qty.quantities);
    p.trace.push('quantity');
    if (!qty.rest) return false;
    text = qty.rest;
  }
  // '- one to be taken weekly - 4 tablet': a pack count after a regimen that already has its dose.
  if (!bracket && !then && isPackAfterDose(text, sep, p.steps.at(-1)!.clauses.join(' , '))) {
    p.quantities.push(text.trim());
    p.trace.push('pack-after-dose');
    p.pieces.push({ text, sep, dosing: false });
    return false;
  }
  // 'Augmentin Duo Forte - amoxicillin 875 mg / clavulanic acid 125 mg tablet, 1 bd': the clause names the
  // order's own combination with each strength, as a bracket would ('(amoxicillin 875 mg + ...)'); what
  // follows it ('tablet') is read as the clause's dosing.
  const parts = !bracket && !then ? ownComposition(p, text) : null;
  if (parts) {
    p.compositionStrength ??= parts.strength;
    p.trace.push('composition-clause');
    if (!parts.rest) {
      p.pieces.push({ text, sep, dosing: false });
      return false;
    }
    text = parts.rest;
  }
  // '... when required for a seizure lasting over 5 minutes has been added': the order, then its status.
  const tail = bracket ? null : statusTail(text);
  if (tail && tail.at > 0) {
    const dosing = readClause(p, text.slice(0, tail.at), bracket, then, sep);
    readTold(p, text.slice(tail.at), tail.end - tail.at);
    return dosing;
  }
  // 'Simvastatin (Zocor) 40 mg nocte stopped', 'Ramipril 5 mg (for BP) mane withheld': a stop word after the
  // dosing of a clause that follows the name's bracket is the order's status, as it is in the head.
  const stopAt = bracket || then || p.status ? -1 : statusAfterDosing(text);
  if (stopAt > 0) {
    const dosing = readClause(p, text.slice(0, stopAt), bracket, then, sep);
    readClause(p, text.slice(stopAt), false, false, sep);
    return dosing;
  }
  const c = classifyClause(text, { bracket, then, sep });
  // 'then repeat every 6 months' is the order's rhythm (repeat-interval.ts), not a next step.
  // '..., reduced, then discontinued on the ward': a stop told in the past tense after 'then' is what
  // happened to the order, not a next step ('then stop' is the end of a course to come).
  const stopped = c.kind === 'status' && PAST_STOP.test(text);
  const step =
    then &&
    !stopped &&
    c.kind !== 'end' &&
    c.rule !== 'then-advice' &&
    c.rule !== 'repeat-interval';
  p.trace.push(step ? 'then-step' : c.rule);
  const piece = { text, sep: then ? 'then' : sep, dosing: false };
  if (step) {
    p.steps.push({ clauses: [text], textOnly: c.kind !== 'dosing' && !COUNT_START.test(text) });
    p.pieces.push({ ...piece, dosing: true });
    return true;
  }
  switch (c.kind) {
    case 'status':
      // '..., reduced, then discontinued': the stop that ended the taper is the order's status.
      if (stopped && p.status && (p.status.kind === 'reduced' || p.status.kind === 'changed'))
        p.status = undefined;
      addStatus(p, c.status!, p.pieces.length);
      break;
    case 'regular':
      p.regular = true;
      break;
    case 'site-stop':
      p.siteStop ??= c.site;
      p.siteStopPiece = p.pieces.length;
      break;
    case 'max':
      p.maxText ??= text;
      break;
    case 'duration':
    case 'indication': {
      const s = scanClause(text);
      if (s.duration) p.durations.push(s.duration);
      const found = s.indication ?? (c.kind === 'indication' ? text : undefined);
      // '(use condoms as well for 7 days - vomiting on ward)': a bare condition after advice in one bracket is why the advice is given, not what the medicine is for (the medicine's own use stays the KB's).
      // '(moved to night - nausea in the mornings)': a condition after a change note is why it changed.
      if (
        found &&
        c.kind === 'indication' &&
        (adviceBefore(p, bracket) || afterChangeNote(p)) &&
        !/^for\s/i.test(text)
      )
        p.notes.push(trimClause(text));
      else if (found) p.indications.push({ text: found, piece: p.pieces.length });
      break;
    }
    case 'dosing':
      // 'daily for 2 days, repeat in 2 weeks': one more dose later the regimen cannot hold stays a note.
      if (c.rule === 'repeat-interval' && !repeatReadAsTiming(p, text)) {
        p.notes.push(trimClause(text));
        break;
      }
      if (c.site) p.siteKept ??= c.site;
      p.steps[p.steps.length - 1]!.clauses.push(text);
      piece.dosing = true;
      break;
    case 'end':
      p.courseEnds = true;
      // The order's own words ('review', 'stop', 'cease'): 'then review' must never become 'then stop'.
      p.courseEndText ??= trimClause(text).replace(/^then\s+/i, '');
      break;
    default:
      // 'chew & park 1 piece prn cravings': directions that say when required are read for it (and the rest).
      if (PRN_WORDS.test(text) || OMIT_DOSE_ON.exec(text)?.index === 0) {
        p.steps[p.steps.length - 1]!.clauses.push(text);
        piece.dosing = true;
      } else if (p.labelledUse === 'use') p.indications.push({ text, piece: p.pieces.length });
      // '(Indication: performance nerves)': a use label inside a bracket names the part after it.
      else if (bracket && USE_LABEL.test(text.trim())) {
        p.pieces.push(piece);
        p.labelledUse = ONLY_USE_LABEL.test(text.trim()) ? 'use' : 'reason';
        return false;
      } else {
        if (p.labelledUse === 'reason') p.unplacedReason ??= trimClause(text);
        p.notes.push(trimClause(text));
      }
  }
  p.labelledUse = undefined;
  p.pieces.push(piece);
  return piece.dosing;
}

/** In a bracket, the piece before this one is advice ('use ...', 'avoid ...') of the same bracket. */
function adviceBefore(p: OrderParts, bracket: boolean): boolean {
  const from = p.bracketFrom;
  const last = p.pieces.at(-1);
  if (!bracket || from === undefined || p.pieces.length <= from || !last || last.dosing)
    return false;
  // '(simvastatin ceased - myopathy with colchicine)': after another medicine's stop, the condition is why
  // that one stopped, not what this medicine is for.
  const before = p.trace.at(-2);
  return before === 'advice' || before === 'other-medicine-stop';
}

/** A repeat clause is the regimen's timing: a rhythm, or one more dose after a single dose. */
function repeatReadAsTiming(p: OrderParts, text: string): boolean {
  if (!repeatLater(text)) return true;
  const now = [...p.steps[p.steps.length - 1]!.clauses, text].join(' , ');
  return !!scanTiming(now).timing.nonDaily?.startsWith('once, repeat');
}

/** The regimen so far already says an amount and when it is taken ('0.25 mg subcut, once weekly'). */
function dosedNow(p: OrderParts): boolean {
  const now = p.steps[p.steps.length - 1]!.clauses.join(' , ');
  return /\d/.test(now) && scanTiming(now).timing.known;
}

/** The order's combination written out by ingredient with its strengths, as its clause opens. */
function ownComposition(p: OrderParts, text: string): { strength: Strength; rest: string } | null {
  if ((p.name.medicine?.ingredients.length ?? 0) < 2 || p.compositionStrength) return null;
  const comp = readComposition(text);
  if (!comp?.strength || comp.key !== p.name.key) return null;
  return { strength: comp.strength, rest: comp.rest ?? '' };
}

// 'daily until dexamethasone stopped', 'while warfarin is withheld': the stop is the condition's, not this order's.
function statusFrom(text: string, at: number): OrderStatus | null {
  return CONDITION_BEFORE.test(text.slice(0, at)) ? null : readStatusClause(text.slice(at));
}

/** Where a stop word starts after some dosing in a clause ('40 mg nocte stopped'), or -1. */
function statusAfterDosing(text: string): number {
  const hs = CLAUSE_STOP_RE.exec(text);
  if (
    !hs ||
    hs.index === 0 ||
    classifyClause(text.slice(0, hs.index), { bracket: false }).kind !== 'dosing' ||
    endsWithSite(text.slice(0, hs.index))
  )
    return -1;
  return statusFrom(text, hs.index) ? hs.index : -1;
}

function addStatus(p: OrderParts, st: OrderStatus, piece: number): void {
  if (p.status && !p.status.fromHeading) return;
  p.status = st;
  p.statusPiece = piece;
}

/** Table cells: Status, Comment and Indication columns. */
function applyExtras(p: OrderParts): void {
  const x = p.input.extras;
  if (!x) return;
  // 'repeat every 12 months' in a Detail or Comments cell is the order's rhythm (repeat-interval.ts).
  const repeat = x.comment ? repeatClauses(x.comment) : null;
  if (repeat) {
    for (const clause of repeat.clauses) readClause(p, clause, false, false);
    x.comment = repeat.rest || undefined;
  }
  // No Status column: a Comments cell that starts with one ('CEASED - replaced by olanzapine') says it.
  // An action code the engine cannot read in the Status cell ('W' on a worksheet whose key line says what
  // it means) leaves the Comments cell to say it ('withhold until 29/11').
  const fromStatus = x.status ? readStatusCell(x.status) : null;
  const cell = fromStatus ?? (x.comment ? readStatusClause(x.comment) : null);
  // Neither a Status nor a Comments column to say it: an Indication cell that opens with a status
  // ('CEASED - septic emboli, haemorrhage risk') is the status and its reason, not a use.
  const inIndication = !x.status && !cell && x.indication ? readStatusClause(x.indication) : null;
  if (inIndication) addStatus(p, inIndication, p.pieces.length);
  const indication = inIndication ? undefined : x.indication;
  // 'Calcium 600 mg | Continue | 1 tablet twice daily' (a Decision column beside a Detail column): a status that
  // keeps the medicine going leaves the directions in the next cell, read like the line's own.
  const goesOn = !!fromStatus && !isStopping(fromStatus);
  if ((!cell || goesOn) && x.comment && commentDosing(p, x.comment)) {
    if (goesOn) addStatus(p, fromStatus, p.pieces.length);
    return void (indication && p.indications.unshift({ text: indication, piece: -1 }));
  }
  // 'Meloxicam | CEASED | | dyspepsia': the status is in a dosing cell, its reason in the Comments cell, even
  // when that cell says the status again ('Apixaban ~ withhold ~ - ~ do not take until Saturday (bleeding)').
  // 'Perindopril | WITHHELD - do not take | Kidney function worse; GP review': a stop in a dosing cell, and a
  // Status or Change cell beside it that holds no status word, says why (read as a table, that cell was lost).
  if (!fromStatus && x.status && isStopping(p.status) && !p.status!.fromHeading) {
    const why = cleanReason(x.status);
    p.status = { ...p.status!, reason: p.status!.reason ? `${p.status!.reason}; ${why}` : why };
  }
  if (!fromStatus && x.comment && p.status && !p.status.fromHeading && !p.status.reason) {
    p.status = { ...p.status, reason: cleanReason(x.comment) };
  } else if (cell) {
    // A Status column's reason may sit in the Comments cell; a status read from the comment is its own reason.
    // A comment that says the status again ('Ceased | ... | ceased: serotonin risk') gives only its reason.
    const again = fromStatus && x.comment ? readStatusClause(x.comment) : null;
    if (fromStatus)
      cell.reason =
        cell.reason || (again?.kind === cell.kind ? again.reason : cleanReason(x.comment ?? ''));
    addStatus(p, cell, p.pieces.length);
  } else if (x.comment) {
    p.notes.push(x.comment);
    // Under a Withheld or Ceased heading, a Comments cell ('Why on hold', 'Restart when') is why it stopped.
    if (isStopSection(p.input.section)) p.pieces.push({ text: x.comment, sep: ',', dosing: false });
  }
  if (fromStatus && x.comment) p.pieces.push({ text: x.comment, sep: ',', dosing: false });
  // 'Irbesartan | 300 | mg | WITHHELD | AKI - GP to recheck': a stopped medicine has no use to show; the
  // Indication cell next to the stop says why it stopped.
  const stopped = p.status?.kind === 'ceased' || p.status?.kind === 'withheld';
  if (indication && stopped && !p.status!.fromHeading && !p.status!.reason)
    p.status = { ...p.status!, reason: cleanReason(indication) };
  else if (indication) p.indications.unshift({ text: indication, piece: -1 });
}

// '1-2 tabs for pain, max 6 tabs/24 h' in a Comments cell next to a Dose cell of '5 mg': how many of that strength.
const COUNT_FIRST =
  /^\d+(?:\.\d+)?(?:\s*(?:-|to)\s*\d+)?\s*(?:tab|cap|puff|sachet|drop|spray|patch|lozenge|suppos|wafer)/i;

// 'Fridays', 'on Mondays', 'for 1/52, then 2.5 mg mane for 1/52, then stop': the Comments cell goes on with
// the days or the course of the order; it is read like the rest of the line, not kept as a note.
const SCHEDULE_FIRST =
  /^(?:on\s+)?(?:(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday|rsday)?s?\b|for\s+\d|then\s|every\s|each\s+(?:mon|tue|wed|thu|fri|sat|sun)|at\s+\d|until\s|(?:with|before|after)\s+(?:food|meals?|breakfast|lunch|dinner|tea|bed)\b)/i;

/** A Comments cell that starts with a count of dose units or goes on with the schedule: read its clauses like the line's own; false otherwise. */
function commentDosing(p: OrderParts, comment: string): boolean {
  const t = comment.trim();
  if (p.steps.length > 1) return false;
  if (SCHEDULE_FIRST.test(t)) {
    // Its first clause carries on the dosing cells' clause ('mane' + 'for 1/52'), as on a one-line order.
    for (const seg of splitSegments(t)) {
      if (seg.kind !== 'head') readSegment(p, seg);
      else if (seg.text) {
        p.steps[0]!.clauses.push(seg.text);
        p.pieces.push({ text: seg.text, sep: ',', dosing: true });
      }
    }
    return true;
  }
  if (
    !COUNT_FIRST.test(t) ||
    /\d\s*(?:x\s*)?(?:tab|cap|puff|sachet|drop|spray|patch)/i.test(p.steps[0]!.clauses.join(' '))
  )
    return false;
  for (const part of splitBracket(comment)) readClause(p, part, false, false);
  return true;
}
