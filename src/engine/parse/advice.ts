/**
 * Advice in a review or a specialist's letter is not an order: an HMR's or RMMR's recommendations, a
 * letter's impression, suggestions, next steps, issues and the medicines to avoid ('Recommendations: ...
 * Entresto can be increased to 49/51 mg', 'Issue 1: Quetiapine for BPSD ...', 'Medicines to avoid:
 * metoclopramide, haloperidol'), and the numbered points under a label of its own
 * ('Medication-related problems and recommendations:' then '2. Oxybutynin adds to anticholinergic burden;
 * consider a switch to mirabegron 25 mg.'). Such a line names medicines without ordering them: it is
 * reported when it names one, never made a row or a stop.
 */
import { alternation } from '../lexicon/words';
import { AVOID_FILLERS, AVOID_PREDICATES, AVOID_VERBS } from '../lexicon/avoid-words';

const ADVICE_WORDS = [
  'recommendation',
  'recommendations',
  'suggestion',
  'suggestions',
  'impression',
  'next steps',
  'issue',
  'issues',
  'medication-related problems',
  'medication related problems',
  'medicines to avoid',
  'medications to avoid',
  'drugs to avoid',
  'avoid',
  // A clinic's plan for a later visit ('Titration plan for next visit: bisoprolol up to 5 mg if ...'): not today's order.
  'titration plan',
  'up-titration plan',
  'uptitration plan',
  'future plan',
  // A pharmacist's counselling record ('Counselled: take Biktarvy with food if taking calcium'): what the patient
  // was told about a medicine already ordered, never another order of it.
  'counselled',
  'counseled',
  'counselling',
  'counseling',
  'counselling points',
  'counselling given',
  'patient education',
  'education given',
];
// The label: advice words (two joined by 'and'), maybe a number and who it is for, then a colon, or
// nothing more on the line (a report's 'Recommendations' heading over its numbered points).
const LABEL = new RegExp(
  String.raw`^(?:${alternation(ADVICE_WORDS)})(?:\s+(?:and|&)\s+${alternation(ADVICE_WORDS)})?(?:\s*#?\d{1,2})?(?:\s+(?:for|to)\s+(?:the\s+)?(?:gp|doctor|prescriber|team|ward))?(?:\s+(?:for|at)\s+(?:the\s+)?next\s+(?:visit|review|appointment|clinic))?\s*(?::\s*|$)`,
  'i',
);
// A numbered or lettered point under the label ('1.', '2)', '(a)', '- ').
const POINT = /^\s*(?:\(?\d{1,2}[.)]|\(?[a-h][.)]|[-•*]\s)/i;

export interface AdviceLine {
  /** The label stands alone: the numbered points under it are advice too. */
  opensBlock: boolean;
}

/** The line is an advice label (with or without its advice after the colon), else null. */
export function readAdviceLabel(text: string): AdviceLine | null {
  const m = LABEL.exec(text);
  if (!m) return null;
  return { opensBlock: m[0].length >= text.trimEnd().length };
}

/** A numbered or bulleted point of an advice block (the raw line, before numbering is stripped). */
export const isAdvicePoint = (raw: string): boolean => POINT.test(raw);

// 'Prednisolone – nil regular', 'Insulin: none', 'Warfarin - not taking': a statement that the medicine is
// not taken, in a letter's list. Reported (it names a medicine), never an order or a stop.
const NOT_TAKEN =
  /^[a-z][\w ()/-]{1,40}?\s*(?:[-–—:]\s*)(?:nil(?:\s+(?:regular|currently|at present))?|none|not (?:currently )?taking|not taken|not on (?:it|any))\.?$/i;

// A bare 'nil' after an order with its dose ('Irbesartan 150 mg mane - nil', 'Metformin 1 g bd — nil') is a
// comment column's empty answer (no effect on driving, nothing to add), not a medicine that is not taken.
const NIL_COMMENT = /\d\s*(?:mg|g|microgram|mcg|units?|mL|%)\b.*[-–—:]\s*nil\.?$/i;

// 'Propylthiouracil is also contraindicated.', 'NSAIDs should be avoided', 'Tramadol is not suitable': a sentence
// that a medicine must not be had (lexicon/avoid-words.ts). Read as an order it became a new medicine with no dose.
const AVOID_SENTENCE = new RegExp(
  String.raw`^[a-z][\w ()/+-]{1,40}?\s+(?:${alternation(AVOID_VERBS)})\s+(?:(?:${alternation(AVOID_FILLERS)})\s+)?(?:${alternation(AVOID_PREDICATES)})(?![\w-])`,
  'i',
);

/** The line says a medicine must not be had ('Propylthiouracil is contraindicated'): a warning, not an order. */
export const isAvoidSentence = (text: string): boolean => AVOID_SENTENCE.test(text.trim());

/** The line says a medicine is not taken ('Prednisolone – nil regular'). */
export const isNotTaken = (text: string): boolean =>
  NOT_TAKEN.test(text) && !NIL_COMMENT.test(text);

// A history's line that says the patient no longer takes it, in the patient's or a note's words
// ('last filled 03/07 - she stopped it herself, not taking', 'self-ceased 2025', 'no longer taking',
// 'hasn't taken these for months', 'did not take them', 'not used since 2024'):
// perhaps not an admission medicine at all, so its ceased entry says so (reconcile/ceased.ts).
const SELF_STOPPED = new RegExp(
  String.raw`\b(?:(?:is\s+)?not\s+(?:currently\s+)?taking(?!\s+(?:as|regularly|every|all|the\s+(?:morning|evening|night)))|no\s+longer\s+(?:taking|takes|using)|self[- ]?(?:ceased|stopped|discontinued)|(?:has|have|had)(?:\s+not|n't)\s+(?:been\s+)?(?:taken|taking|used|using)\b|(?:does|did)(?:\s+not|n't)\s+(?:take|use)\s+(?:it|them|these|this|those|any)\b|not\s+(?:been\s+)?(?:taken|used)\s+(?:for|since|in)\s+(?:ages|years|months|weeks|a\s+(?:long\s+)?while|\d)|(?:stopped|ceased|discontinued)\s+(?:taking\s+)?(?:it|them|this)?\s*(?:him|her|them)sel(?:f|ves))\b`,
  'i',
);

/** The line says the patient has stopped the medicine of their own accord. */
export const isSelfStopped = (text: string): boolean => SELF_STOPPED.test(text);

// A rule for a day that may come ('If vomiting or not eating: stop metformin and empagliflozin', 'Sick day rules -
// withhold metformin', 'Should you become dehydrated, stop your water tablet'): what to stop then, not an order
// now and not a stop now. Reported when it names a medicine.
const IF_THEN_STOP =
  /^(?:if|in case of|should|whenever|when\s+(?:unwell|sick|ill|vomiting|not eating|dehydrated)|sick[- ]days?(?:\s+(?:rules?|plan|advice))?)\b.{0,80}?(?:[:,;]|\s[-–—]|\bthen\b)\s*(?:please\s+)?(?:stop|withhold|hold|cease|omit|suspend|pause|skip|do not take|don't take)\b/i;

/** The line is a rule for what to stop if something happens (a sick-day plan), not an order. */
export const isIfThenStop = (text: string): boolean => IF_THEN_STOP.test(text.trim());

// A point that orders, as a procedure report's or a specialist's discharge recommendations write them ('1.
// Recommence clopidogrel 75 mg daily from Friday', '2. Continue aspirin 100 mg daily', '3. Paracetamol 1 g qid
// prn'): an order verb or the medicine first, a dose, and no word that leaves the decision to someone else.
const ORDER_VERB =
  /^(?:continue|resume|recommence|restart|re-?start|start|commence|begin|take|give|cease|stop|discontinue|withhold|hold|increase|reduce|decrease)\s+/i;
const HEDGE =
  /\b(?:consider|suggest(?:ed|s)?|recommend(?:ed|s)?|could|may|might|should|would|review|trial|if\s+(?:tolerated|needed\s+by)|discuss|defer\s+to|gp\s+to)\b|\?/i;
const DOSE = /\d\s*(?:mg|g|microgram|mcg|units?|mL|%|tablets?|caps?(?:ules)?|puffs?|sachets?)\b/i;

/** An advice point that is an order of the discharge itself: read as an order, not reported as advice. */
export function isOrderingPoint(text: string, startsWithMedicine: (t: string) => boolean): boolean {
  const t = text.trim();
  if (HEDGE.test(t)) return false;
  const rest = t.replace(ORDER_VERB, '');
  if (!startsWithMedicine(rest)) return false;
  return rest !== t ? true : DOSE.test(rest);
}
