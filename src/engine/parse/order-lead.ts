/**
 * The wording around an order that is not the order, rewritten before it is read: politeness ('Please start ...'),
 * a group or time label ('Eye drops: ...', 'Every day: ...', 'Rx: ...'), a mixing ratio ('50:50 white soft
 * paraffin/liquid paraffin'), a generic maker's name ('APO-AMLODIPINE'), who it is for ('Infant paracetamol'), a
 * change verb ('Reduce allopurinol to 100 mg'), an old dose before an arrow ('10 mg → 20 mg'), steps by day
 * ('tds day 1-2, bd day 3-4') and "d/c'd". Cheap tests first: nearly every order has none of these.
 */
import { lookup, startsWithMedicine } from './lookup';
import { DIRECTION_VERBS } from '../lexicon/direction-verbs';
import {
  alternation,
  ITEM_CODE_WORDS,
  NOT_SUPPLIED_LEADS,
  STATUS_WORDS,
  TIME_WORDS,
} from '../lexicon/words';
import { ORDER_ACTION_WORDS } from '../lexicon/sentence-words';
import { afterLayName } from './lay-name-lead';
import { looksLikeCondition } from './conditions';

export const MAKERS = String.raw`apo|apx|apotex|genrx|pharmacor|chemmart|terry white|sandoz|mylan|viatris|arrow|sigma|noumed|lupin|cipla|accord|alphapharm|amneal|blooms|priceline|pharmacy choice|ranbaxy|dr reddy's|blackmores|swisse|cenovis|nature's own|nature's way|bioceuticals|herbs of gold|thompson's`;
const MAKER_FIRST = new RegExp(String.raw`^(?:${MAKERS})(?:-|\s+)(?=[a-z]{3})`, 'i');
// The short codes a receipt prints after the name for a maker ('PANTOPRAZOLE SZ 40MG': Sandoz; 'GH' Generic Health,
// 'TW' Terry White), only read there, between the name and its strength.
const MAKER_CODES = String.raw`sz|gh|tw`;
const MAKER_SECOND = new RegExp(
  String.raw`^([a-z]{4,}(?:\/[a-z]{3,})?)\s+(?:${MAKERS}|${MAKER_CODES})\b(?=\s+\d)`,
  'i',
);
const CHANGE_TO =
  /^(reduc(?:e|ing)|decreas(?:e|ing)|decr?\.?|increas(?:e|ing)|incr?\.?|chang(?:e|ing)|switch(?:ing)?|titrat(?:e|ing))\s+(?:the\s+)?(?:dose\s+of\s+)?([a-z][\w' -]*?(?:\s*\([^)]*\))?)\s+(?:dose\s+)?(?:to|down to|up to)\s+(?=\d|½|(?:one|two|three|four|half|a|an)\s)/i;
const FOR_WHOM =
  /^(?:infant|infants'?|children'?s|childrens|child|paediatric|pediatric|kids|junior|baby)\s+(?=[a-z]{4,})/i;
// 'Nurofen for Children 100mg/5mL', 'Dimetapp Junior 2.5 mg/5 mL': who a product is for, after its name and before
// its strength, is part of the product's name, never its use ('for Children' was the indication, its strength lost).
const FOR_WHOM_AFTER =
  /^([a-z][a-z'-]{2,}(?:\s+[a-z][a-z'-]{2,})?)\s+(?:for\s+(?:children|kids|infants|babies)|children'?s|kids|junior|infants?)(?=\s*[-–—,:(]?\s*\d)/i;
const DAY_N = /\bdays?\s+\d/gi;
const NEXT_DAY_STEP =
  /,\s*(?!then\b)(?=(?:[\d.½]+\s*(?:mg|microgram|mcg|g|units?|ml|tabs?|caps?)\s+)?(?:tds|tid|bd|bid|qid|nocte|mane|daily|once daily|twice daily|three times daily|four times daily|at night|in the morning|od)\b[^,]*\bdays?\s+\d)/gi;
const DC_D = /\bd\/?c'd\b/gi;
// '- dose reduced to 70mg daily from 29/11 (QTc 520)', ', increased to 100mg mane': the new dose after a
// change word is the order's dose; the change word stays as its status, after it.
const CHANGED_TO =
  /(\s[-–—]\s*|;\s*)(?:(?:the\s+)?dose\s+)?(increased|reduced|decreased|titrated|weaned|changed|up|down)\s+to\s+(\d[^,;()]*?)\s*(?=[,;(]|\s[-–—]\s|$)/i;
// 'Risperidone - reduce to 0.25 mg BD': an imperative change straight after a name written with no dose is
// the order's new dose, as 'reduced to' is. After a dose ('25 mg daily - reduce to 20 mg after 1 week') it is
// the regimen's next step (order.ts WEAN_STEP), so the name part may hold no digit.
// The name may carry its brand in brackets and run straight into the verb ('Oxycodone CR (OxyContin) increase to
// 30 mg BD'): with no separator the name part must open with a medicine (readLead checks).
const NOW_CHANGE_TO =
  /^([^\d,;()\-–—:]+?(?:\s*\([^()\d]{1,40}\))?)(\s[-–—]\s*|:\s*|\s+)(reduce|decrease|increase|change)\s+(?:the\s+)?(?:dose\s+)?to\s+(\d[^,;()]*?)\s*(?=[,;(]|\s[-–—]\s|$)/i;
// A dose that starts later or on a condition is a step to come, never today's dose.
const LATER_CUE = /\b(?:from|after|in\s+\d|if|when|until|once|on\s+\d)\b/i;
// Cheap test before the lay-name lead: a quote mark or a conjunction first.
const LAY_LEAD_START = /^(?:["“„«&]|(?:and|plus|also|the|my|his|her|their|a|an)\s)/i;
const POLITE = /^(?:please|pls|kindly)\s+(?=[a-z])/i;
// 'Not dispensed - amlodipine ceased (ankle oedema)': the order goes first, the pharmacy's lead after it as a note.
// '#40211 Atorvastatin 40 mg ...', 'PBS 2091F AMLODIPINE 5MG', 'Item 8626 Metformin ...': an item's code before the
// name (three to five digits and a letter a PBS code may end with; 'item 3' is a list's item, item-references.ts).
export const ITEM_CODE_LEAD = new RegExp(
  String.raw`^(?:#\s*|(?:${alternation(ITEM_CODE_WORDS)})\.?\s*[:#]?\s*)(\d{3,5}[a-z]?)(?![\w/.])\s*[-–—:|]?\s*(?=[a-z])`,
  'i',
);
const STATUS_WORD = new RegExp(String.raw`\b(?:${alternation(STATUS_WORDS)})(?![\w-])`, 'i');
export const NOT_SUPPLIED_LEAD = new RegExp(
  String.raw`^(${alternation(NOT_SUPPLIED_LEADS)})\s*[-–—:]\s*(?=[a-z])`,
  'i',
);
// 'gliclazide MR 30 -> 60 mg': the old dose may leave its unit to the new one written after the arrow.
const DOSE_ARROW =
  /(\d+(?:\.\d+)?(?:\s*(?:mg|mcg|micrograms?|g|units|ml|tabs?|tablets?|caps?|capsules?|puffs?))?)\s*(?:→|-+>|=>)\s*(\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|g|units|ml|tabs?|tablets?|caps?|capsules?|puffs?))/i;
// '25 mg metoprolol tartrate BD', '2 puffs Ventolin 100 mcg prn': the dose written before the name.
const DOSE_FIRST =
  /^(\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|g|units|ml|tabs?|tablets?|caps?|capsules?|puffs?|drops?))\s+(?=[a-z])/i;
const RATIO_FIRST = /^(\d{1,3}\s*:\s*\d{1,3})\s+([a-z][a-z /]*?)(?=\s*(?:[-–—,(]|$))/i;
const GROUP_WORDS = String.raw`(?:(?:iv|oral|po|topical|inhaled|new|regular|current|home)\s+)?(?:preventer|reliever|maintenance|controller|meds|medications|medicines|current meds|home meds|usual meds|rx|℞|script|medication|medicine|drug|also takes|also taking|also on|also uses|takes|eye drops|ear drops|nasal sprays?|inhalers?|puffers|creams?|ointments?|topicals?|patch(?:es)?|injections?|insulins?|antibiotics?|analgesi(?:a|cs)|pain relief|supplements?|vitamins?|laxatives?)`;
const GROUP_LABEL = new RegExp(String.raw`^${GROUP_WORDS}\s*:\s+(?=[a-z])`, 'i');
// 'Insulin: 20 units glargine at night', 'Inhalers - 2 puffs Ventolin prn': a class label, then the dose, then the
// medicine's name. The label goes; the dose goes after the name (nameAfterDose).
const GROUP_LABEL_BEFORE_DOSE = new RegExp(
  String.raw`^${GROUP_WORDS}\s*(?::|\s[-–—])\s*(?=\d)`,
  'i',
);
// 'Rx given by me on 18/03:', 'Script written 02/11:', 'Prescription issued by Dr Lee:': a prescriber's note that a
// script was handed over labels a prescribed order (its 'given' is of the script, never a dose that went in).
const SCRIPT_LABEL =
  /^(?:rx|script|prescription)\s+(?:given|written|issued|provided|supplied|sent)(?:\s+by\s+(?:me|us|the\s+gp|dr\.?\s+[a-z]+))?(?:\s+(?:on\s+)?\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?)?\s*:\s+(?=[a-z])/i;
// Every time-of-day phrase of the lexicon ('At tea:', 'With dinner:', 'Morning:'), and the whole-day and
// when-required labels; a hand-made list here had known 'dinner' but not 'at dinner' or 'with tea'.
const TIME_LABEL = new RegExp(
  String.raw`^(${alternation([
    ...TIME_WORDS.map(([w]) => w),
    ...['every day', 'daily', 'each day', 'mornings', 'nights', 'evenings', 'lunch', 'lunchtime'],
    ...['with meals', 'when you have symptoms', 'when required', 'when needed', 'as needed'],
    ...['if needed', 'prn', 'regular', 'regularly'],
  ])})\s*:\s+(?=[a-z])`,
  'i',
);

// 'Long-acting (every 12 hours): MS Contin 30 mg', 'Preventer (twice a day): Flixotide 250': a category
// label with its directions in brackets before the order; the bracket stopped the label being passed over.
const BRACKETED_LABEL = /^([a-z][a-z '/-]{2,30}?)\s*\(([^()]{1,40})\)\s*:\s+(?=[a-z])/i;

// 'Given in hospital (not to continue): Ferinject ...', 'Stopped (AKI): ...': a label that says what
// happened to the medicine is not a category; its line is read (or reported) as it stands.
const LABEL_WITH_STATUS =
  /\b(?:given|administered|in hospital|inpatient|not to (?:continue|be)|stop|ceas|withh|held|discontinu|suspend|complet|stat\b)/i;

/** The order after a bracketed category label, its bracket kept as directions; null when it is none. */
function afterBracketedLabel(body: string): string | null {
  const m = BRACKETED_LABEL.exec(body);
  // 'Changed since last plan (01/25):' says what happened (a status label, status.ts), not a category.
  if (!m || lookup(m[1]!) || LABEL_WITH_STATUS.test(m[0]) || saysAction(m[1]!)) return null;
  const rest = body.slice(m[0].length);
  return startsWithMedicine(rest) ? `${rest}, ${m[2]!.trim()}` : null;
}

// 'Take 1 tablet in the morning — Amlodipine 5 mg tablet — NEW', 'Inhale 2 puffs as needed - Ventolin 100 mcg':
// a list that writes the directions first, then the medicine, set apart by spaced dashes.
const DIRECTIONS_FIRST = new RegExp(String.raw`^(?:${alternation(DIRECTION_VERBS)})\s+\S`, 'i');
const SPACED_DASH = /\s+[—–-]\s+/;

/** The line with its medicine first ('Amlodipine 5 mg tablet - Take 1 tablet ... - NEW'), or null. */
function medicineBeforeDirections(body: string): string | null {
  const parts = body.split(SPACED_DASH);
  if (parts.length < 2 || lookup(parts[0]!) || !startsWithMedicine(parts[1]!)) return null;
  return [parts[1], parts[0], ...parts.slice(2)].join(' - ');
}

// 'Blood thinner - aspirin 100 mg daily', 'Correction (supplemental) scale - NovoRapid with meals: ...': a label of
// two to five words (no number, no status) before a spaced dash and an order; it goes after the order, where the
// clause readers take a use or a note from it. One word is left alone: it may be a brand the list does not know.
const DASH_LABEL = /^([a-z][a-z'/-]*(?:\s+\(?[a-z][a-z'/-]*\)?){1,4})\s+[—–-]\s+(?=[a-z])/i;

// 'Dose increased - candesartan 16 mg', 'DOSE CHANGE - ...', 'Started - ...': an action before the order is
// its status (status-lines), never a label to move.
const ACTION_WORDS = new Set(ORDER_ACTION_WORDS);
const saysAction = (label: string): boolean =>
  LABEL_WITH_STATUS.test(label) ||
  label
    .toLowerCase()
    .split(/[\s()/]+/)
    .some((w) => ACTION_WORDS.has(w));

const ORDER_AFTER =
  /^[a-z][\w'-]*(?:\s+\([^()]*\))?\s+(?:\d|with\s|at\s|in\s+the\s|every\s|each\s|one\s|two\s|half\s)/i;

/** The line with its order first and the label after it, or null. */
function orderBeforeLabel(body: string): string | null {
  const m = DASH_LABEL.exec(body);
  // A condition before the dash ('Heart failure - bisoprolol 2.5 mg') is read as the use where it stands.
  if (!m || saysAction(m[1]!) || looksLikeCondition(m[1]!) || startsWithMedicine(m[1]!))
    return null;
  const rest = body.slice(m[0].length);
  // Its dose or time straight after a one-word name: 'Hepatology discharge - tacrolimus toxicity (trough 28)'
  // is a title, not an order.
  return ORDER_AFTER.test(rest) && startsWithMedicine(rest) ? `${rest} - ${m[1]}` : null;
}

/** True for directions written before the medicine they are for: an order of its own, not a wrapped line. */
export const directionsThenMedicine = (text: string): boolean =>
  DIRECTIONS_FIRST.test(text) && medicineBeforeDirections(text) !== null;

/** '25 mg metoprolol tartrate BD': the dose and the rest, when a medicine's name follows the dose. */
export function nameAfterDose(text: string): { dose: string; rest: string } | null {
  const m = DOSE_FIRST.exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length);
  return startsWithMedicine(rest) ? { dose: m[1]!, rest } : null;
}

export interface Lead {
  body: string;
  /** 'Reduce allopurinol to 100 mg daily': the change the verb names. */
  change?: 'reduced' | 'increased' | 'changed';
  /** 'Paraffin (50:50 white soft paraffin/liquid paraffin)': the ratio and the name as written, for the row. */
  ratioName?: string;
}

export function readLead(text: string): Lead {
  let body = text;
  const c = body.charCodeAt(0) | 32;
  // 'Please start Trelegy ...', 'Kindly cease aspirin': a letter's politeness is not part of the order.
  if ((c === 112 || c === 107) && POLITE.test(body)) body = body.replace(POLITE, '');
  // '#', 'p', 'r', 'i': cheap test first.
  const code = c === 35 || c === 112 || c === 114 || c === 105 ? ITEM_CODE_LEAD.exec(body) : null;
  if (code && startsWithMedicine(body.slice(code[0].length))) body = body.slice(code[0].length);
  // A stop after the name says why it was not handed over: the lead adds nothing to it.
  const notSupplied = c === 110 ? NOT_SUPPLIED_LEAD.exec(body) : null;
  const supplyRest = notSupplied ? body.slice(notSupplied[0].length) : '';
  if (notSupplied && startsWithMedicine(supplyRest))
    body = STATUS_WORD.test(supplyRest)
      ? supplyRest
      : `${supplyRest} - ${notSupplied[1]!.toLowerCase()}`;
  // "Aspirin d/c'd (bleed)": discontinued, written so that 'c'd' must not read as a release form (CD).
  if (body.includes("'d")) body = body.replace(DC_D, 'ceased');
  if (body.includes(' to ') && CHANGED_TO.test(body))
    body = body
      .replace(CHANGED_TO, (_m, sep: string, verb: string, dose: string) =>
        `${sep}${dose} - ${verb} `.replace(/\s+$/, ' '),
      )
      .trim();
  const now = body.includes(' to ') ? NOW_CHANGE_TO.exec(body) : null;
  if (now && !LATER_CUE.test(now[4]!) && (now[2]!.trim() || startsWithMedicine(now[1]!))) {
    const verb = `${now[3]!.toLowerCase().replace(/e$/, '')}ed`;
    body = `${now[1]}${now[2]}${now[4]} - ${verb}${body.slice(now[0].length)}`;
  }
  // 'Prednisolone 10 mg → 20 mg mane': the dose after the arrow is the order's; the one before is what it was.
  if (body.includes('→') || body.includes('->')) body = body.replace(DOSE_ARROW, '$2 (was $1)');
  const labelled = c >= 97 && c <= 122 ? GROUP_LABEL_BEFORE_DOSE.exec(body) : null;
  if (labelled && nameAfterDose(body.slice(labelled[0].length)))
    body = body.slice(labelled[0].length);
  // The dose goes after the rest of the line ('metoprolol tartrate BD 25 mg'), only when a medicine's name
  // follows it: '2 tablets twice daily' on a line of its own is a continuation, not an order.
  const d = body.charCodeAt(0);
  const doseFirst = d >= 48 && d <= 57 ? nameAfterDose(body) : null;
  if (doseFirst) body = `${doseFirst.rest} ${doseFirst.dose}`;
  // 'and "a water tablet" - identified as frusemide 20mg mane': a wrapped line's conjunction and the patient's
  // name for the medicine come before its name (parse/lay-name-lead.ts).
  else if (LAY_LEAD_START.test(body)) body = afterLayName(body) ?? body;
  else if (DIRECTIONS_FIRST.test(body)) body = medicineBeforeDirections(body) ?? body;
  else if (c >= 97 && c <= 122 && DASH_LABEL.test(body)) body = orderBeforeLabel(body) ?? body;
  let ratioName: string | undefined;
  const ratio = c >= 48 && c <= 57 ? RATIO_FIRST.exec(body) : null;
  if (ratio) {
    body = body.slice(ratio[1]!.length).trimStart();
    ratioName = `${ratio[1]!.replace(/\s+/g, '')} ${ratio[2]!.trim()}`;
  }
  // 'APO-AMLODIPINE 5MG', 'PHARMACOR ATORVASTATIN 40MG', 'PANTOPRAZOLE SANDOZ 40MG': a generic maker's name is not the medicine's.
  if (MAKER_FIRST.test(body)) body = body.replace(MAKER_FIRST, '');
  // 'Infant paracetamol (Panadol drops 100mg/mL)': who it is for is not part of the name.
  else if (FOR_WHOM.test(body)) body = body.replace(FOR_WHOM, '');
  else if (MAKER_SECOND.test(body)) body = body.replace(MAKER_SECOND, '$1');
  else if (FOR_WHOM_AFTER.test(body)) body = body.replace(FOR_WHOM_AFTER, '$1');
  // 'Reduce allopurinol to 100 mg daily (eGFR 31)', 'Increase the dose of sertraline to 100 mg': the order is the new dose.
  let change: Lead['change'];
  const verb =
    c === 114 || c === 100 || c === 105 || c === 99 || c === 115 || c === 116
      ? CHANGE_TO.exec(body)
      : null;
  if (verb) {
    // Ward-round shorthand: 'inc atorvastatin to 80', 'dec furosemide to 20 mg'.
    change = /^(?:reduc|dec)/i.test(verb[1]!)
      ? 'reduced'
      : /^inc/i.test(verb[1]!)
        ? 'increased'
        : 'changed';
    body = `${verb[2]} ${body.slice(verb[0].length)}`;
  }
  // 'tds day 1-2, bd day 3-4, nocte day 5': steps by day, one after another (read as 'then').
  if (body.includes('day') && (body.match(DAY_N) ?? []).length > 1)
    body = body.replace(NEXT_DAY_STEP, ', then ');
  const colon = body.indexOf(':');
  if (colon > 0 && colon < 45) {
    // 'Eye drops: latanoprost 0.005% 1 drop nocte', 'Inhalers: Seretide ...': a group label before the order.
    if (GROUP_LABEL.test(body)) body = body.replace(GROUP_LABEL, '');
    else if (SCRIPT_LABEL.test(body)) body = body.replace(SCRIPT_LABEL, '');
    body = afterBracketedLabel(body) ?? body;
    // 'Every day: Seretide ...', 'Morning: Esomeprazole 20mg': a time label before the order is part of its directions.
    const timeLabel = TIME_LABEL.exec(body);
    if (timeLabel) body = `${body.slice(timeLabel[0].length)}, ${timeLabel[1]}`;
  }
  return { body, ratioName, change };
}
