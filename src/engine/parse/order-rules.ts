/**
 * The order readers, in the order they are tried: each clause of an order line after the medicine's
 * name (split at brackets, ' - ', ';', ',', 'then') is classified by the first rule that applies, and
 * the order's `trace` lists the ids of the rules that read it. A new kind of clause goes here, in
 * its place in the list, with examples; its patterns are built from the lexicon (src/engine/lexicon).
 */
import {
  ADVICE_VERB,
  CONDITIONAL_STOP,
  isDosingStart,
  DURATION_START,
  END_OF_COURSE,
  LEAD_FREQUENCY,
  LEAD_VERB,
  MAX_START,
  NOT_A_USE,
  NOT_DOSING,
  PACK_SIZE,
  PURPOSE,
  type ClauseContext,
  type ClauseKind,
} from './classify';
import { alternation, FORM_WORDS, NUMBER_WORDS, TIME_WORDS } from '../lexicon/words';
import { LAY_NAME_NOUNS } from '../lexicon/medicine-nouns';
import { AMOUNT_TALK } from '../lexicon/amount-talk';
import { OPEN_SPAN_CLAUSE } from '../lexicon/open-spans';
import { PATCH_OFF_WORDS } from '../lexicon/patch-off';
import { START_WHEN_CLAUSE } from '../lexicon/start-when';
import { looksLikeCondition } from './conditions';
import { LAB_RESULT_RULE, RESULT_NOTE_RULE } from './lab-result';
import { MAKER_BRACKET } from './maker-bracket';
import { readSiteStop, siteGoingOn } from './site-stop';
import { readCrossedStatus, readStatusClause } from './status';
import { isOtherMedicineStop } from './part-stop';
import { REPEAT_INTERVAL_RULE } from './repeat-interval';
import { PROCEDURE_DAY_RULE } from './procedure-day';
import { isGivenClause } from './given-dose';
import { readExceptDays } from './except-days';

export interface ClauseRule {
  id: string;
  examples: string[];
  /** The clause's kind when the rule applies, else null. */
  apply: (c: ClauseContext) => ClauseKind | null;
}

const TOLD_NEXT =
  /\b(?:will|would|should|must|can|may|shall)\s+(?!be\b|not\b)[a-z]{3,}|\b(?:is|are)\s+to\s+[a-z]{3,}/i;

const AMOUNT_WORD = new RegExp(String.raw`\d|\b${alternation(Object.keys(NUMBER_WORDS))}\b`, 'i');

const PATCH_OFF_START = new RegExp(String.raw`^(?:${alternation(PATCH_OFF_WORDS)})\b`, 'i');

const FEW_UNITS = /^[1-4]\s*(?:tablets|capsules|sachets|patches|doses)$/i;

// '(80 mg, PO, mane; 40 mg, PO, 1400)': four digits that read as a 24-hour clock are the time of that dose,
// not a pack size (packs are counted in tens and hundreds, and a pack of 1400 is never written bare). A
// dose time is on the hour or half hour, or opens with a zero ('0815'); '(2015)', '2019' are years.
const CLOCK_24H = /^(?:0\d[0-5]\d|(?:1\d|2[0-3])[03]0)(?:\s*h(?:rs?|ours)?)?$/i;

// A clock time or a single time-of-day word of the lexicon after 'before/after (the)', then at most two
// words naming the event (and another such time joined by 'and'): nothing else in the clause.
const ONE_TIME = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}[:.]\d{2}|${alternation(TIME_WORDS.map(([w]) => w).filter((w) => !/\s/.test(w)))})`;
const EVENT_ONE = String.raw`(?:before|after)\s+(?:the\s+)?${ONE_TIME}(?:\s+[a-z]+){1,2}`;
const EVENT_TIME = new RegExp(String.raw`^${EVENT_ONE}(?:\s+(?:and|&)\s+${EVENT_ONE})*$`, 'i');

/** The clause with a leading '=' (after a dose) and a directions verb taken off. */
const bareOf = (c: ClauseContext): string =>
  (c.opts.bracket ? c.t : c.t.replace(/^=\s*(?=\d)/, '')).replace(LEAD_VERB, '');

const PACK_COUNT =
  /^\d{1,3}\s+(?:tablet|capsule|sachet|patch|pessary|suppository|ampoule|vial|lozenge|pastille|pen|cartridge|pre-?filled syringe|inhaler|device)$/i;

// '(XR tablet difficult to swallow)', 'SR capsule too big to swallow': why the form changed, about the old one.
// A product must be named: 'if unable to swallow' is when a glucagon kit is used.
const HANDLING_REASON =
  /\b(?:cannot|can ?not|can't|must not|mustn't|should not|shouldn't|unable to|not to)\s+be\s+(?:crushed|chewed|halved|split|cut|opened|broken)\b|\b(?:tab(?:let)?s?|cap(?:sule)?s?|pills?|xr|sr|cr|mr|xl|cd)\b.{0,20}\b(?:(?:difficult|hard|too (?:big|large))\s+to\s+swallow|(?:difficulty|trouble|problems?)\s+swallowing)\b/i;

// An event the dose is given for: 'if' then a word, not a condition to leave it out ('if drowsy withhold').
const EVENT_CONDITION =
  /^if\s+(?!(?:you\s+|they\s+|he\s+|she\s+)?(?:need|needed|required|requ|necessary|this\b))(?:a\s+|an\s+|the\s+)?[a-z]+\b(?!.*(?:\b(?:stop|cease|withhold|hold|omit|skip|not|unless)\b|:\s*$))/i;

// The whole clause is one quotation of a few words ending with a dose form or a lay noun ('"fluid tablet"',
// '"blue puffer"'): the patient's name for the medicine. A quoted use ('"for my blood pressure"') or a quoted
// remark stays what it was. The quotation holds no quote mark, so the match is linear.
// '"one morning and one at night before sleep"', '“two with breakfast”': a quotation that opens with a count is
// directions someone read aloud or translated (an interpreter's gloss, a carer's words), never a use; a time word
// in it ('sleep', 'night') had made it the use.
const QUOTED_COUNT = new RegExp(
  String.raw`^["“„«'](?:\d|(?:${alternation(Object.keys(NUMBER_WORDS))})\b|half\b)[^"“”„«»]*["”»']$`,
  'i',
);
const QUOTED_WHOLE = new RegExp(
  String.raw`^["“„«'](?:[a-z-]+\s+){0,3}(?:${alternation([...FORM_WORDS, ...LAY_NAME_NOUNS])})["”»']$`,
  'i',
);

export const CLAUSE_RULES: readonly ClauseRule[] = [
  {
    id: 'pack-size',
    examples: ['Atorvastatin 20 mg tablet, 30'],
    // 'Panadol 500mg, 2 tablets, for aches': one to four tablets straight after the strength are the dose.
    apply: (c) =>
      c.opts.sep === ',' &&
      PACK_SIZE.test(c.t) &&
      !CLOCK_24H.test(c.t) &&
      (c.opts.bracket || !FEW_UNITS.test(c.t))
        ? 'note'
        : null,
  },
  {
    // 'Amlodipine 10mg tablets - one to be taken each day - 28 tablet': a UK practice system's pack field, a
    // count of five or more with the unit in the singular; no dose is written that way.
    id: 'pack-count',
    examples: ['28 tablet', '56 capsule', '100 tablet'],
    apply: (c) => (PACK_COUNT.test(c.t) && Number(/\d+/.exec(c.t)![0]) >= 5 ? 'note' : null),
  },
  {
    // 'then review' is not the end of a course: it stays as written.
    id: 'end-of-course',
    examples: ['5 mg daily for 5 days, then stop'],
    apply: (c) => (c.opts.then && END_OF_COURSE.test(c.t) ? 'end' : null),
  },
  {
    // 'as needed for a bleed - then call HTC': what to do next is advice, not the next step of a regimen.
    id: 'then-advice',
    examples: ['then call HTC', 'then see GP', 'then contact the clinic'],
    apply: (c) =>
      c.opts.then &&
      /^(?:call|contact|ring|phone|see|seek|attend|present|return|notify|inform|tell|go\s+to)\b/i.test(
        c.t,
      )
        ? 'note'
        : null,
  },
  {
    // 'stop in right eye, continue left eye': a site stops, the medicine goes on (a change, not a stop).
    id: 'site-stop',
    examples: ['stop in right eye', 'cease to L knee', 'R ear - ceased'],
    apply: (c) => {
      const site = readSiteStop(c.t);
      if (!site) return null;
      c.site = site;
      return 'site-stop';
    },
  },
  {
    id: 'site-continue',
    examples: ['continue left eye 1 drop BD', 'cont. to L knee', 'left eye only'],
    apply: (c) => {
      const site = siteGoingOn(c.t);
      if (!site) return null;
      c.site = site;
      return 'dosing';
    },
  },
  {
    // ', not on Sundays', '(except Sat)': the days a daily order leaves out are part of its timing.
    id: 'except-days',
    examples: ['not on Sundays', 'except Sat and Sun'],
    apply: (c) => (readExceptDays(c.t.toLowerCase())?.index === 0 ? 'dosing' : null),
  },
  {
    id: 'status',
    examples: ['- ceased (AKI)', '(withheld: low BP)', 'stop - rash'],
    apply: (c) => {
      const st = readStatusClause(c.t) ?? (c.opts.bracket ? null : readCrossedStatus(c.t));
      if (!st) return null;
      c.status = st;
      return 'status';
    },
  },
  {
    // '(amlodipine component ceased due to ankle swelling)': another medicine's stop (a combination's other
    // part), a note; never this order's use or status.
    id: 'other-medicine-stop',
    examples: ['amlodipine component ceased due to ankle swelling', 'the HCTZ part dropped'],
    apply: (c) => (isOtherMedicineStop(c.t) ? 'note' : null),
  },
  {
    id: 'regular',
    examples: ['- regular', '(regularly)'],
    apply: (c) =>
      /^regular(?:ly)?(?:\s+(?:dose|doses|medication))?$/i.test(c.t) ? 'regular' : null,
  },
  {
    id: 'maximum',
    examples: ['max 8 tablets in 24 hours', 'not more than 4 doses a day'],
    apply: (c) => (MAX_START.test(c.t) ? 'max' : null),
  },
  {
    id: 'duration',
    examples: ['for 5 days', '3 more days', 'until review', 'x 7 days'],
    apply: (c) => (DURATION_START.test(c.t) ? 'duration' : null),
  },
  // 'morning of surgery', '2 days pre-op': the procedure day's time, never the daily times (procedure-day.ts).
  PROCEDURE_DAY_RULE,
  {
    id: 'bracket-equivalent',
    examples: ['(elemental iron 105 mg)', '(=4mg)'],
    apply: (c) =>
      c.opts.bracket && /\b(?:elemental|equivalent|equiv|contains|=)/i.test(c.t) ? 'note' : null,
  },
  MAKER_BRACKET,
  LAB_RESULT_RULE,
  {
    // 'CAP' after a dash is community-acquired pneumonia, not a capsule.
    id: 'condition-acronym',
    examples: ['- CAP', '- AF'],
    apply: (c) =>
      /^[A-Z][A-Z0-9]{1,6}$/.test(c.t) && looksLikeCondition(c.t) ? 'indication' : null,
  },
  {
    // 'and the diabetes educator will titrate it by phone', 'the GP may reduce it': a sentence with its own
    // verb of what someone will do next is a note, never what the medicine is for.
    id: 'told-next',
    examples: ['and the diabetes educator will titrate it by phone', 'the GP may reduce it'],
    // Before the dosing rule ('will adjust it weekly' has a time word), but never over an amount ('will take 2 daily').
    apply: (c) =>
      !/^for\s/i.test(c.t) && TOLD_NEXT.test(c.t) && !AMOUNT_WORD.test(c.t) ? 'note' : null,
  },
  {
    // '(CR tablet cannot be crushed)', 'the XL one must not be chewed': why a form was chosen, about another
    // product; its release word and form had become this order's ('modified release' on a plain tablet).
    id: 'handling-reason',
    examples: [
      'CR tablet cannot be crushed',
      'as the SR capsule must not be opened',
      'XR tablet difficult to swallow',
    ],
    apply: (c) => (HANDLING_REASON.test(c.t) ? 'note' : null),
  },
  {
    // '(20/08 - 02/09)' after a step of a dated course: a date alone is when the step runs, never a
    // dose. Two-digit months only, so '1/2' (half a tablet) stays a count and '12/24' an interval.
    id: 'date-only',
    examples: ['20/08', '02/09/2026', '17/09 onwards'],
    apply: (c) =>
      /^(?:[0-2]?\d|3[01])\/(?:0[1-9]|1[0-2])(?:\/\d{2,4})?(?:\s+onwards)?$/i.test(c.t)
        ? 'duration'
        : null,
  },
  {
    // '(200 mg loading dose given on ward today)', '- 1 g stat given in ED': a dose that already went in, a note
    // beside the order; as dosing its amount became the order's dose (a daily 200 mg where 100 mg was ordered).
    id: 'dose-given',
    examples: ['200 mg loading dose given on ward today', '1 g stat given in ED'],
    apply: (c) => (isGivenClause(c.t) ? 'note' : null),
  },
  {
    // 'starting Thursday morning', 'from tomorrow': when the order starts, a note; never its day or time.
    id: 'start-when',
    examples: ['starting Thursday morning', 'from tomorrow', 'commencing 12/03'],
    apply: (c) => (START_WHEN_CLAUSE.test(c.t.trim()) ? 'note' : null),
  },
  {
    // 'remove nocte', 'take off at bedtime': when a patch comes off, a note; its time is no second dose.
    id: 'patch-off',
    examples: ['remove nocte', 'take off at bedtime', 'peel off at 10pm'],
    apply: (c) => (PATCH_OFF_START.test(c.t) ? 'note' : null),
  },
  {
    id: 'dosing',
    examples: ['1 tablet mane', 'nightly', 'by mouth daily', '= 3.15 mL BD'],
    apply: (c) => {
      const bare = bareOf(c);
      // '2100 hrs' is a clock time, not a number of hours.
      return (!NOT_DOSING.test(bare) || CLOCK_24H.test(bare)) && isDosingStart(bare)
        ? 'dosing'
        : null;
    },
  },
  REPEAT_INTERVAL_RULE,
  RESULT_NOTE_RULE,
  {
    // 'after the 2 pm feed', 'before the midday round': a time named by the event the dose goes with (a
    // baby's feeds, a ward's rounds). Before 'not-a-use', which took any clause opening with 'after' for a
    // note, and so dropped every time but the first of '..., after the midday feed, after the 6 pm feed'.
    id: 'event-time',
    examples: ['after the 2 pm feed', 'before the midday round'],
    apply: (c) => (EVENT_TIME.test(c.t) ? 'dosing' : null),
  },
  {
    id: 'verb-then-frequency',
    examples: ['apply to both knees three times a day'],
    apply: (c) => {
      const bare = bareOf(c);
      return bare !== c.t && LEAD_FREQUENCY.test(bare) ? 'dosing' : null;
    },
  },
  {
    id: 'advice',
    examples: ['reduce use as pain settles', 'avoid if drowsy'],
    apply: (c) => (ADVICE_VERB.test(c.t) ? 'note' : null),
  },
  {
    // 'stop if vomiting', 'withhold if SBP < 100', 'omit when fasting': when to leave it out, not its use.
    id: 'conditional-stop',
    examples: ['stop if vomiting', 'withhold if drowsy', 'hold while NBM'],
    apply: (c) => (CONDITIONAL_STOP.test(c.t) ? 'note' : null),
  },
  {
    // '(for now)', '- for the time being': how long, with no set end, is a note; 'for' here names no use.
    id: 'open-span',
    examples: ['for now', 'for the time being', 'just for a few days'],
    apply: (c) => (OPEN_SPAN_CLAUSE.test(c.t) ? 'note' : null),
  },
  {
    // 'lower dose', 'more fluid tablets for now', 'a smaller dose - kidneys': talk about the amount says why or
    // how the dose changed (the change's comment), never what the medicine is for ('lower cholesterol' is).
    id: 'amount-talk',
    examples: ['lower dose because of kidney function', 'more fluid tablets for now'],
    apply: (c) => (AMOUNT_TALK.test(c.t) ? 'note' : null),
  },
  {
    id: 'purpose',
    examples: ['boosts cefazolin levels', 'to prevent relapse'],
    apply: (c) => (PURPOSE.test(c.t) ? 'indication' : null),
  },
  {
    // 'Midazolam 10 mg buccal (into the cheek) if a seizure lasts 5 minutes': after a bracket the event the dose
    // is given for is a clause of its own; it belongs with the dosing (a condition), or the order read as regular.
    id: 'event-condition',
    examples: ['if a seizure lasts longer than 5 minutes', 'if hypo and unable to swallow'],
    apply: (c) => (c.opts.bracket === false && EVENT_CONDITION.test(c.t) ? 'dosing' : null),
  },
  {
    id: 'not-a-use',
    examples: ['safe in CKD', 'renal dose'],
    apply: (c) => (NOT_A_USE.test(c.t) ? 'note' : null),
  },
  {
    // '("fluid tablet")': the patient's own name for the medicine, quoted (lay-name-lead.ts puts it there), is a
    // note; the condition word inside ('fluid') had made it the use, shown in quotes.
    id: 'quoted-words',
    examples: ['"fluid tablet"', '“the blue puffer”'],
    apply: (c) => (QUOTED_WHOLE.test(c.t.trim()) ? 'note' : null),
  },
  {
    id: 'quoted-count',
    examples: ['"one morning and one at night before sleep"', '“two with breakfast”'],
    apply: (c) => (QUOTED_COUNT.test(c.t.trim()) ? 'note' : null),
  },
  {
    id: 'indication',
    examples: ['for pain', 'heart failure'],
    apply: (c) => (/^for\s+[a-z]/i.test(c.t) || looksLikeCondition(c.t) ? 'indication' : null),
  },
];
