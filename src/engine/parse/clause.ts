/**
 * Phrases inside a dosing clause that are not dose or time: PRN words and the condition after
 * them, 'for <indication>', 'max ...', durations, 'if ...' conditions, 'as per INR' style
 * instructions, lab values and food instructions. Each is read and blanked, so the remaining
 * text holds only name, strength, dose, route, form and times.
 */
import { CARB_RATIO_RE } from './carb-ratio';
import { alternation, COURSE_UNITS, MAX_WORDS, STATUS_WORDS } from '../lexicon/words';
import { STATUS_TAIL_WORDS } from '../lexicon/sentence-words';
import { OPEN_SPAN } from '../lexicon/open-spans';
import { looksLikeCondition } from './conditions';
import { findTrigger, splitTrigger } from './prn-trigger';
import { blank, matchesOf, squashSpaces, trimClause } from './text';

export interface ClauseScan {
  /** The clause with every phrase read here blanked (same length as the input). */
  work: string;
  prn: boolean;
  regular: boolean;
  indication?: string;
  max?: string;
  duration?: string;
  condition?: string;
  instruction?: string;
  /** 'current dose', 'usual dose': how the amount in this clause is described. */
  amountLabel?: string;
  notes: string[];
}

const COURSE_UNIT = alternation(COURSE_UNITS);
const NUMW =
  '(?:\\d+(?:\\s*-\\s*\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|a)';
const PRN_RE =
  /(?<![\w])(?:p\.?r\.?n\.?|pro re nata|as needed|when needed|as required|when required|if required|if needed|as necessary|when necessary|if necessary|on demand|(?:when|if) (?:i|you|he|she|they) needs? (?:it|them|one))(?![\w])/gi;
const REGULAR_RE = /(?<![\w])regular(?:ly)?(?![\w])/gi;
const MAX_RE = new RegExp(
  String.raw`\b(?:${alternation(MAX_WORDS)}|up to a max(?:imum)?(?: of)?)\b\.?:?\s*(?:of\s+|dose\s+|daily dose\s+)?(.*)$`,
  'i',
);
/** The maximum's own words before its amount ('max.', 'no more than', 'at most'). */
export const MAX_LEAD = new RegExp(String.raw`^${alternation(MAX_WORDS)}\b\.?:?\s*(?:of\s+)?`, 'i');
// Each duration expression with the words that must be present for it to match (a cheap test first).
const DURATION_RES: Array<[RegExp, RegExp]> = [
  [
    /for/,
    new RegExp(
      String.raw`\bfor\s+(?:a\s+further\s+|another\s+|the\s+next\s+|up\s+to\s+|at\s+least\s+)?${NUMW}\s*(?:more\s+|further\s+|extra\s+)?${COURSE_UNIT}\b(?:\s+(?:total|in total|only|course))?`,
      'i',
    ),
  ],
  [
    /until|till|complete|stop|cease|last|next/,
    /\b(?:until|till|untill|to complete|stop after|cease after|stop on|cease on|last dose|next dose due|next due|then stop|then cease)\b.*$/i,
  ],
  [/total|course/, /\b\d+\s*(?:days?|weeks?)\s+(?:total|course|in total)\b/i],
  [/day/, /\bday\s+\d+\s+of\s+\d+\b/i],
  [/x/, new RegExp(String.raw`\bx\s*\d+\s*(?:more\s+|further\s+)?${COURSE_UNIT}\b`, 'i')],
  // '3 more days', '2 further weeks', '5 days remaining': what is left of a course.
  [
    /more|further|remaining|left/,
    new RegExp(
      String.raw`(?<![\w.])${NUMW}\s*(?:(?:more|further)\s+(?:days?|weeks?|doses?)|(?:days?|weeks?|doses?)\s+(?:more|remaining|left))\b`,
      'i',
    ),
  ],
  [/course/, /\b(?:\d+|one|two|three|five|seven|ten|fourteen)[- ]day course\b/i],
  [
    /life|term|indefinite|ongoing/,
    /\b(?:lifelong|long[- ]term|short[- ]term|indefinitely|ongoing)\b/i,
  ],
  // Australian shorthand: 5/7 = 5 days, 2/52 = 2 weeks, 3/12 = 3 months; 'from 1/12', 'on 3/7' are dates.
  [
    /\/7|\/ 7|\/52|\/ 52|\/12|\/ 12/,
    /(?<![\d/.])(?<!\b(?:from|on|by|due|dated?|since|starting|commencing|after|before|wef)\s+)\d{1,2}\s*\/\s*(?:7|52|12)(?![\d/.])(?!\s*(?:mg|microgram|mcg|g|units|ml|%))/i,
  ],
];
const CONDITION_RE =
  /\b(?:(?:hold|withhold|omit|give|repeat|extra dose)\s+)?(?:if|unless|when)\b.*$/i;
/** 'omit morning dose on dialysis days': which doses are taken on which days (read with the dosing). */
export const OMIT_DOSE_ON =
  /\b(?:omit|skip|withhold|hold|no)\s+(?:the\s+)?(?:morning|evening|night|midday|lunchtime|am|pm|mane|nocte)?\s*dose\s+on\s+[^,;()]+/i;
const INSTRUCTION_RES = [
  CARB_RATIO_RE,
  /\b(?:reducing|weaning|tapering|titrating|titrate|wean|taper)(?:\s+(?:dose|doses|regimen|course|slowly))?(?:\s+(?:as per|per|according to)\s+(?:the\s+)?[a-z]+)?\b/i,
  /\b(?:dose\s+)?(?:as per|according to|per|as guided by|guided by|adjusted (?:to|according to))\s+(?:the\s+)?(?:inr|bgl|bsls?|blood (?:sugars?|glucose|tests?|results|levels?)|sliding scale|protocol|chart|ciwa|levels?|gp|specialist|endocrinolog\w*|haematolog\w*|team|regimen|schedule|plan|instructions|letter|clinic|weight|renal function|response|symptoms)\b/i,
  /\bas directed(?: by (?:your |the )?(?:doctor|gp|specialist|pharmacist|team))?\b/i,
  /\b(?:sliding scale|variable dose|dose varies|with each (?:[a-z]+\s+)?dose)\b/i,
  // Dialysis-day rules change which days a dose is taken: 'omit morning dose on dialysis days', 'on non-dialysis days only'.
  OMIT_DOSE_ON,
  /\b(?:on\s+)?(?:non[- ]?)?(?:dialysis|hd|school|work|working)\s*days?(?:\s+only)?\b/i,
  // 'on bowel-care days', 'on chemo days', 'on injection days': the days an event of the patient's own
  // sets, which no calendar reader knows; kept as written so that a change to 'daily' is seen. The
  // words that say which days in general (alternate, other, the rest) are timing.ts's.
  /\bon\s+(?!(?:alternate|other|all|remaining|those|these|the|some|most|both|consecutive|week|non|no|any|\d+)\b)[a-z]+(?:[- ][a-z]+)?\s+days(?:\s+only)?\b/i,
  // 'CSCI via syringe driver over 24 hours': the whole of how a continuous infusion runs, as written.
  /\bcontinuous(?:ly)?\b[^,;]*|\b(?:(?:csci|cvi|civ|c?sc infusion|subcut(?:aneous)? infusion)\s+)?(?:(?:via|by|in|using)\s+(?:a\s+)?syringe[- ]driver\s+)?over \d+(?:\.\d+)? ?(?:minutes?|mins?|hours?|hrs?|h)\b/i,
];
const AMOUNT_LABEL_RE =
  /\b(?:(current|usual|starting|initial|loading|maintenance|last|target)\s+dose\b|usually|currently|normally)\s*:?\s*(?:is\s+|of\s+|=\s*)?/i;
const LAB_RE =
  /(?<![\w/])(?:egfr|crcl|creat(?:inine)?|k\+?|na\+?|hba1c|inr|qtc|hr|sbp|dbp|bp|bgl|bsl|temp|sats|spo2|hb|plt|urate|level|age|(?:body\s+)?weight|wt)\s*(?:of|is|was|=|<|>|≤|≥|<=|>=|above|below|over|under|(?:goes\s+)?up(?:\s+by)?|(?:is\s+)?(?:gain(?:ed)?|increase[sd]?|risen|rises?)(?:\s+by)?)?\s*\d+(?:\.\d+)?(?:\/\d+)?\s*(?:%|ms|mmol\/l|kg|bpm|mmhg|umol\/l|micromol\/l)?/gi;
const DATE_RE =
  /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{1,2}\/\d{1,2}\s*[-–]\s*\d{1,2}\/\d{1,2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{4}\b|\b(?:on|from|due|by|dated?)\s+\d{1,2}\/\d{1,2}\b/gi;
// '30 min before food': a note; '30 min before breakfast' also keeps 'breakfast' for the time of day.
const OFFSET_RE =
  /\b\d+\s*(?:min(?:ute)?s?|hours?|hrs?)\s+(?:before|after|prior to|apart from)(\s+(?:breakfast|lunch|dinner|tea|bed(?:time)?|sleep)\b|\s+[a-z]+(?:\s+medicines)?\b)?/gi;
const SNACK_RE =
  /\b(?:and\s+|plus\s+)?\d+(?:\.\d+)?\s*(?:caps?|capsules?|tabs?|tablets?|sachets?)\s+with\s+(?:each\s+)?(?:snacks?|supplement feeds?|extra (?:meals?|snacks?))\b/gi;
const FOOD_RE =
  /\b(?:with or after|with|after|before|without)\s+(?:food|a meal|milk|water|a glass of water|plenty of water)\b|\bon an empty stomach\b|\bswallow(?:ed)? whole\b|\bdo not (?:crush|chew)\b|\bdissolve\b[^,;]*|\bshake well\b|\brotate (?:sites?|injection sites?)\b|\btime critical\b/gi;
const PRN_TAIL_STOP =
  /^\s*(?:for\b|max|\d|every|each|q\d|up to|at\b|with\b|in\b|nocte|mane|daily|bd|tds|qid|once|twice|then|until|if\b|orally|po\b|sl\b)/i;
// 'PRN NEW', 'when required - WITHHELD: AKI': a status after the PRN word is the order's status
// (read by status.ts), never what the medicine is for.
const PRN_TAIL_STATUS = new RegExp(
  String.raw`^[\s\-–:]*${alternation([...STATUS_TAIL_WORDS, ...STATUS_WORDS, 'no change'])}\b`,
  'i',
);

const TEST_DAY_RE =
  /\b(?:inr|bloods?|blood tests?|uecs?|e\/?lfts?|fbc|levels?|ecg|pathology|review)\s+(?:(?:on|next|due|this)\s+)?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\b(?:\s+with\s+(?:the\s+|your\s+)?[a-z]+)?/gi;
const TEST_DAY_HINT = /inr|blood|uec|lft|fbc|level|ecg|patholog|review/;
// The key words each expression needs (tested on the lower-cased clause before the expression runs).
const MAX_HINT = /max|mdd|more than|exceed|at most/;
const PRN_HINT = /pr|p\.r|need|requir|necess|demand|nata/;
const CONDITION_HINT = /if|unless|when/;
const MONTH_HINT = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/;
const FOR_HINT = /for/;
const OPEN_SPAN_RE = new RegExp(String.raw`\bfor\s+${OPEN_SPAN}(?![\w'])`, 'gi');
const INSTRUCTION_HINT =
  /reduc|wean|taper|titrat|per |accord|guided|adjust|direct|sliding|vari|each|continu|over |dialysis|hd day|school|work| days/;
const AMOUNT_LABEL_HINT = /dose|usually|currently|normally/;
const OFFSET_HINT = /before|after|prior|apart/;
const FOOD_HINT = /food|meal|milk|water|stomach|swallow|crush|chew|dissolve|shake|rotate|critical/;
const SNACK_HINT = /snack|supplement feed|extra/;
const REGULAR_HINT = /regular/;
/** Any of the key words above or of DURATION_RES: when none is in the clause, none of those tests can pass. */
const ANY_HINT = new RegExp(
  [
    MAX_HINT,
    PRN_HINT,
    ...DURATION_RES.map(([hint]) => hint),
    CONDITION_HINT,
    MONTH_HINT,
    FOR_HINT,
    INSTRUCTION_HINT,
    AMOUNT_LABEL_HINT,
    OFFSET_HINT,
    FOOD_HINT,
    SNACK_HINT,
    REGULAR_HINT,
  ]
    .map((re) => re.source)
    .join('|'),
);

/** '5/7' -> 'for 5 days', '2/52' -> 'for 2 weeks', '3/12' -> 'for 3 months'; other durations as written. */
function durationWords(raw: string): string {
  const m = /^(\d{1,2})\s*\/\s*(7|52|12)$/.exec(raw.trim());
  // 'x 12 months' is a prescriber's shorthand; the patient reads 'for 12 months'.
  if (!m) return trimClause(raw).replace(/^x\s*(?=\d)/i, 'for ');
  const unit = m[2] === '7' ? 'day' : m[2] === '52' ? 'week' : 'month';
  return `for ${m[1]} ${unit}${m[1] === '1' ? '' : 's'}`;
}

// Route words an instruction may hold ('continuous subcut infusion', 'CSCI IV over 24 h'). 'CSCI' and a
// syringe driver are under the skin (route-form.ts): kept, the driver's morphine was no change from MS Contin.
const ROUTE_IN_INSTRUCTION =
  /\b(?:subcut(?:aneous(?:ly)?)?|sc|s\/c|iv|intravenous(?:ly)?|csci|syringe[- ]driver)\b/gi;

/** The blanked work with the route words of the taken span written back. */
// 'on school days' stays the instruction as written, and its words stay for timing.ts, which reads
// them as Monday to Friday (so 'Mon-Fri' on the other list is the same days); 'non-school days' does not.
const SCHOOL_DAYS = /(?<!non[- ]?)\bschool\s?days?\b/gi;

function keepRouteWords(before: string, after: string, re = ROUTE_IN_INSTRUCTION): string {
  let out = after;
  for (const m of matchesOf(before, re)) {
    if (after.slice(m.index, m.index + m[0].length).trim()) continue;
    out = out.slice(0, m.index) + m[0] + out.slice(m.index + m[0].length);
  }
  return out;
}

// A condition word with no comma, semicolon or full stop between it and the point where the text ends.
const OPEN_CONDITION = /\b(?:if|unless|when)\b[^,;.]*$/i;

function take(work: string, re: RegExp): { work: string; text?: string; at?: number } {
  const m = re.exec(work);
  if (!m) return { work };
  return { work: blank(work, m.index, m.index + m[0].length), text: m[0], at: m.index };
}

export function scanClause(text: string): ClauseScan {
  let work = text;
  const out: ClauseScan = { work, prn: false, regular: false, notes: [] };
  const note = (t: string | undefined) => {
    const c = t ? trimClause(t) : '';
    if (c) out.notes.push(c);
  };
  // Cheap tests first: each expression below runs only when its key words are in the clause.
  const low = text.toLowerCase();
  const digit = /\d/.test(low);
  // One test of all the key words below: a plain dosing clause ('40 mg nocte', '1 tab bd') holds none of
  // them, and then not one of the dozen and a half key-word tests needs to run.
  const any = ANY_HINT.test(low);
  let r = any && MAX_HINT.test(low) ? take(work, MAX_RE) : { work };
  if (r.text) out.max = trimClause(r.text.replace(MAX_LEAD, ''));
  work = r.work;
  // PRN words go before conditions so that 'when required if weight up' keeps both.
  let trigger: string | undefined;
  for (const m of any && PRN_HINT.test(low) ? matchesOf(work, PRN_RE) : []) {
    out.prn = true;
    work = blank(work, m.index, m.index + m[0].length);
    const tail = work.slice(m.index + m[0].length);
    if (PRN_TAIL_STOP.test(tail) || PRN_TAIL_STATUS.test(tail)) continue;
    const t =
      /^\s*([a-z][a-z' /&+-]*?)(?=\s*(?:\.?\s*$|[,;(]|\bmax|\bfor\b|\bevery\b|\bup to\b|\d|\bq\d))/i.exec(
        tail,
      );
    if (t && t[1]!.trim()) {
      const whole = t[1]!.trim();
      // 'prn before dressing changes', 'prn pain pre-training': the event is when, kept as the condition.
      const split = splitTrigger(whole);
      if (split) trigger ??= split.trigger;
      const phrase = split ? split.use : whole;
      if (
        phrase &&
        (looksLikeCondition(phrase) ||
          (!/\b(?:dose|tab|cap|extra|only)\w*/i.test(phrase) && phrase.split(/\s+/).length <= 3))
      )
        out.indication ??= phrase;
      else if (phrase) note(phrase);
      const start = m.index + m[0].length + t.index + t[0].indexOf(t[1]!);
      work = blank(work, start, start + t[1]!.length);
    }
  }
  // '5 mg before dressings when required': the event may come before the when-required word.
  const before = out.prn && !trigger ? findTrigger(work) : null;
  if (before) {
    trigger = before.text;
    work = blank(work, before.at, before.at + before.length);
  }
  for (const [hint, re] of DURATION_RES) {
    if (!any || !hint.test(low)) continue;
    r = take(work, re);
    // 'if no bowel action for 2 days', 'unless bowels not open for 3 days': how long the condition has
    // held, not a course. It stays in the condition's words, as written.
    if (r.text && OPEN_CONDITION.test(work.slice(0, r.at))) continue;
    if (r.text)
      out.duration = out.duration
        ? `${out.duration}, ${durationWords(r.text)}`
        : durationWords(r.text);
    work = r.work;
  }
  r = any && CONDITION_HINT.test(low) ? take(work, CONDITION_RE) : { work };
  if (r.text) out.condition = trimClause(r.text);
  if (trigger) out.condition = out.condition ? `${trigger}, ${out.condition}` : trigger;
  work = r.work;
  const dateHint = digit && (low.includes('/') || (any && MONTH_HINT.test(low)));
  for (const m of dateHint ? matchesOf(work, DATE_RE) : [])
    work = blank(work, m.index, m.index + m[0].length);
  const labHint =
    digit &&
    /egfr|crcl|creat|k|na|hba1c|inr|qtc|hr|bp|bgl|bsl|temp|sats|spo2|hb|plt|urate|level|age/.test(
      low,
    );
  for (const m of labHint ? matchesOf(work, LAB_RE) : []) {
    note(m[0]);
    work = blank(work, m.index, m.index + m[0].length);
  }
  // 'for now', 'for the time being': how long, with no set end; a note, never the use.
  for (const m of any && FOR_HINT.test(low) ? matchesOf(work, OPEN_SPAN_RE) : []) {
    note(m[0]);
    work = blank(work, m.index, m.index + m[0].length);
  }
  const ind =
    !any || !FOR_HINT.test(low)
      ? null
      : // 'granules for oral suspension', 'powder for injection': part of the dose form, not a use.
        /\bfor\s+(?!\d|a\s+further\b|another\b|the\s+next\b|up\s+to\b|each\b|every\b|life\b|(?:oral\s+|rectal\s+|iv\s+)?(?:suspension|solution|use|injection|infusion|inhalation|reconstitution|nebuli[sz]ation|dilution)\b)([a-z][a-z0-9' /&+-]*?)(?=\s*(?:\.?\s*$|[,;(]|\bmax(?:imum)?\b|\bprn\b|\bevery\b|\bq\d|\d+\s*(?:hourly|times)|\buntil\b|\bthen\b))/i.exec(
          work,
        );
  if (ind) {
    // 'for wheeze or before sport': the use is 'wheeze', the event is when.
    const split = splitTrigger(trimClause(ind[1]!));
    if (split?.use && out.prn)
      out.condition = out.condition ? `${out.condition}, ${split.trigger}` : split.trigger;
    out.indication ??= split?.use && out.prn ? split.use : trimClause(ind[1]!);
    work = blank(work, ind.index, ind.index + ind[0].length);
  }
  const instructionHint = any && INSTRUCTION_HINT.test(low);
  for (const re of instructionHint ? INSTRUCTION_RES : []) {
    r = take(work, re);
    if (r.text)
      out.instruction = out.instruction
        ? `${out.instruction}, ${trimClause(r.text)}`
        : trimClause(r.text);
    // 'continuous subcut infusion / 24 h': the instruction is how it runs, and its route word is still
    // the order's route (else the same infusion reads as by mouth on one list and subcut on the other).
    const before = work;
    work = r.text ? keepRouteWords(before, r.work) : r.work;
    if (r.text && /school/i.test(r.text)) work = keepRouteWords(before, work, SCHOOL_DAYS);
  }
  r = any && AMOUNT_LABEL_HINT.test(low) ? take(work, AMOUNT_LABEL_RE) : { work };
  if (r.text)
    out.amountLabel = squashSpaces(r.text.replace(/[:=]|\b(?:is|of)\b/gi, '')).toLowerCase();
  work = r.work;
  for (const m of digit && any && OFFSET_HINT.test(low) ? matchesOf(work, OFFSET_RE) : []) {
    note(m[0]);
    // '1 hour before bed': 'before bed' stays for the time of day.
    const keep =
      m[1] && /breakfast|lunch|dinner|tea|bed|sleep/i.test(m[1])
        ? m[0].length - m[0].search(/\b(?:before|after|prior|apart)\b/i)
        : 0;
    work = blank(work, m.index, m.index + m[0].length - keep);
  }
  // 'INR Friday with GP', 'bloods on Monday': the day of a test or review, never the days of the dose.
  for (const m of TEST_DAY_HINT.test(low) ? matchesOf(work, TEST_DAY_RE) : []) {
    note(m[0]);
    work = blank(work, m.index, m.index + m[0].length);
  }
  for (const m of any && FOOD_HINT.test(low) ? matchesOf(work, FOOD_RE) : []) {
    note(m[0]);
    work = blank(work, m.index, m.index + m[0].length);
  }
  // '... and 1 cap with snacks': a dose with no time of day is kept in words, never put in a slot or lost.
  for (const m of digit && any && SNACK_HINT.test(low) ? matchesOf(work, SNACK_RE) : []) {
    note(m[0].replace(/^and\s+/i, ''));
    work = blank(work, m.index, m.index + m[0].length);
  }
  for (const m of any && REGULAR_HINT.test(low) ? matchesOf(work, REGULAR_RE) : []) {
    out.regular = true;
    work = blank(work, m.index, m.index + m[0].length);
  }
  out.work = work;
  return out;
}
