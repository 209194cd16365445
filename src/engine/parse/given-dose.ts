/**
 * A dose already given, not an ongoing order: 'Ferinject 1 g IV given 23/11 - no further doses needed',
 * 'Ferric carboxymaltose 1000 mg IV given on ward 15/11', 'Vitamin K 1 mg IM given at birth'. It is
 * neither a discharge row nor a ceased medicine; the caller reports it in the warnings so a
 * pharmacist sees it (nothing is dropped silently). A dose that recurs ('every 3 months - given by
 * practice nurse', 'last given 12/05, next due', doses by weekday) is an ongoing order.
 */
import { alternation, spellings, UNIT_WORDS } from '../lexicon/words';
import { isOrderLine } from './order-signal';
import { readDayDoses } from './day-doses';

const GIVEN_WORD = /given|administered|infused|received/i;
const GIVEN =
  /(?:(?<!\b(?:to be|not|if|when|be|been|being|last|dose)\s)\b(?:given|administered|infused|received|stat dose given)\b|\b(?:loading|stat|single|one-off) dose (?:given|administered)\b)(?!\s+(?:by|as|via|with|every|each|weekly|monthly)\b)/i;
// When and where ('given once', 'given x2' count doses that went in): a date, 'on ward', 'in hospital', 'in ED', 'today', 'this admission', 'stat', or 'no further doses'.
const WHEN =
  /\b(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|on (?:the )?ward|in (?:hospital|ed|theatre|recovery|icu|clinic)|today|yesterday|this (?:admission|morning|afternoon)|on admission|during (?:admission|stay)|at birth|stat|pre-?op|intra-?op)\b|no further (?:doses?|treatment|infusions?)|one[- ]off|single dose|once only|\b(?:given|administered) (?:once|twice|x ?[1-3])\b(?! (?:a |per |each |every )?(?:day|daily|week|month))/i;
// A clock time straight after the word: 'given 1030', 'administered at 14:30', 'given 0200 hrs'. Only there:
// a bare four-digit number elsewhere is as often a strength ('1000 mg').
const GIVEN_AT =
  /\b(?:given|administered|infused)\s+(?:at\s+)?(?:\d{1,2}[:.]\d{2}|[01]\d[0-5]\d|2[0-3][0-5]\d)(?:\s*(?:h|hrs?|hours))?\b(?!\s*(?:mg|g|mcg|units?|ml)\b)/i;
const ONGOING =
  /\b(?:daily|mane|nocte|midi|bd|bid|tds|tid|qid|qds|weekly|fortnightly|monthly|yearly|annually|every|each|hourly|prn|when required|as required|as needed|next (?:dose )?due|repeat (?:in|on|dose)|ongoing|continue[sd]?|then)\b|\bq\d|\bx\s*\d+\s*(?:days?|doses?)/i;
// Further doses ordered beside those given: a course on numbered days ('on Day 1, 2, 8, 9 and 15'), doses
// someone is to give later ('clinic to give 29/11', 'GP to administer'), 'remaining doses' or 'further doses'.
const MORE_DOSES =
  /\bon days?\s+\d+\s*(?:,|and|&)\s*\d+|\b(?:clinic|gp|nurse|practice|community|pharmacy|district nurses?|family|carer|patient)\s+to\s+(?:give|administer|inject)\b|\bremaining doses?\b|(?<!\bno\s)\bfurther doses?\b/i;
const STOPPED = /\b(?:ceased|stopped|discontinued|withheld|withhold|held|suspended|cease|stop)\b/i;

/** True for a line that records a dose of a known medicine already given, with no ongoing frequency. */
export function isGivenDose(text: string): boolean {
  // The plain words first: the lookbehind pattern is tried at every position of every line.
  if (
    !GIVEN_WORD.test(text) ||
    !GIVEN.test(text) ||
    !(WHEN.test(text) || GIVEN_AT.test(text)) ||
    ONGOING.test(text) ||
    MORE_DOSES.test(text) ||
    STOPPED.test(text)
  )
    return false;
  // Doses by weekday ('5mg Mon/Wed/Fri and 4mg other days') recur: an ongoing order, whatever a later
  // clause says was given ('- vit K given for theatre').
  if (readDayDoses(text) !== undefined) return false;
  return isOrderLine(text) || amountOrRouteGiven(text);
}

/**
 * The clause of an ongoing order line that records a dose given ('warfarin 5mg Mon/Wed/Fri and 4mg other
 * days - INR 3.4, vit K given for theatre'), or null: the order is read, and the dose given is said
 * in the warnings, never dropped.
 */
export function givenRemark(text: string): string | null {
  if (!GIVEN_WORD.test(text) || !GIVEN.test(text) || !WHEN.test(text) || STOPPED.test(text))
    return null;
  if (readDayDoses(text) === undefined) return null;
  const clause = text.split(/\s[-–—]\s|[;,]\s*/).find((c) => GIVEN.test(c));
  return clause?.trim() || null;
}

// A product the knowledge base does not know ('Berinert 1500 units IV given 23/11'), or a strength the
// order reader does not take ('Albumin 20% and frusemide IV given 03/12'): an amount with its unit or an
// injection route before 'given' still says a dose went in. 'Education given today' has neither.
const AMOUNT_OR_ROUTE = new RegExp(
  String.raw`\d[\d.,]*\s*(?:${alternation(spellings(UNIT_WORDS))})(?![a-z])|\b(?:iv|im|sc|subcut|intravenous(?:ly)?|intramuscular(?:ly)?|infusion)\b`,
  'i',
);

function amountOrRouteGiven(text: string): boolean {
  const given = GIVEN.exec(text);
  return (
    !!given && /^[A-Za-z]/.test(text.trim()) && AMOUNT_OR_ROUTE.test(text.slice(0, given.index))
  );
}

/**
 * One clause of an ongoing order that records a dose already given ('Doxycycline 100 mg daily (200 mg loading
 * dose given on ward today)', '- 1 g stat given in ED', '(first dose administered this morning)'): a note of
 * what went in, never the order's own dose. It says when or where it was given and names no ongoing timing.
 */
export function isGivenClause(clause: string): boolean {
  return (
    GIVEN_WORD.test(clause) &&
    GIVEN.test(clause) &&
    (WHEN.test(clause) || GIVEN_AT.test(clause)) &&
    !ONGOING.test(clause) &&
    !MORE_DOSES.test(clause) &&
    !STOPPED.test(clause)
  );
}
