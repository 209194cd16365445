/**
 * What a clause after the head of an order is: dosing (read for dose and times), a status with its
 * reason, a maximum, a duration, an indication, or a note kept for the comment.
 */
import {
  alternation,
  APPLY_AMOUNT_WORDS,
  COUNT_WORDS,
  DOSE_UNIT_WORDS,
  LOADING_WORDS,
  MAX_WORDS,
  NUMBER_WORDS,
  PRN_EQUIVALENTS,
  PRN_WORDS,
  spellings,
  ROUTE_WORDS,
  TIME_WORDS,
  FORM_WORDS,
} from '../lexicon/words';
import { WEEK_PARTS } from '../lexicon/week-days';
import { ROMAN_COUNT_START } from '../lexicon/roman-count';
import { HOW_TAKEN } from '../lexicon/number-echo';
import { anchoredAlternation } from './first-chars';
import type { OrderStatus } from './types';
import { CLAUSE_RULES } from './order-rules';

export type ClauseKind =
  | 'status'
  | 'regular'
  | 'max'
  | 'duration'
  | 'dosing'
  | 'indication'
  | 'end'
  | 'site-stop'
  | 'note';

export interface ClauseClass {
  kind: ClauseKind;
  status?: OrderStatus;
  /** The site a site stop stops ('right eye'). */
  site?: string;
  /** The id of the rule that classified the clause (for the order's trace and --explain). */
  rule: string;
}

/** What a clause rule reads: the clause, where it stands, and the status a status rule found. */
export interface ClauseContext {
  t: string;
  opts: { bracket: boolean; then?: boolean; sep?: string };
  status?: OrderStatus;
  site?: string;
}

const NUMW = '(?:\\d|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|a\\b)';
export const PACK_SIZE =
  /^\d+(?:\s*(?:x\s*\d+\s*)?(?:tablets|capsules|actuations|doses|sachets|patches|ampoules|vials|pens|(?:ml|g)\s*(?:vial|bottle|tube|ampoule|pack)s?))?$/i;
export const MAX_START = new RegExp(String.raw`^(?:${alternation(MAX_WORDS)}\b|up to a max)`, 'i');
// 'stop date 27/04', 'end 19/06': the date a course ends is its duration.
export const DURATION_START = new RegExp(
  String.raw`^(?:for\s+(?:a\s+further\s+|another\s+|the\s+next\s+|up\s+to\s+|at\s+least\s+)?${NUMW}|until\b|till\b|to complete\b|complete\b|stop (?:after|on)\b|cease (?:after|on)\b|(?:stop|end|finish|cease)(?: date)?:?\s+(?:on\s+)?\d{1,2}[/.]\d{1,2}\b|(?:stop|end|finish) date\b|last (?:dose|given)\b|next (?:dose )?due\b|course\b|day\s+\d+\s+of\b|\d+\s*(?:days?|weeks?)\s+(?:total|course|in total)|x\s*\d+\s*days|${NUMW}\s*(?:more|further|remaining)\s+(?:days?|weeks?|doses?)\b|ongoing\b|lifelong\b|long[- ]term\b|short[- ]term\b|indefinitely\b)`,
  'i',
);
// 'then review' is not the end of a course: it stays as written, never rewritten as 'then stop'.
export const END_OF_COURSE = /^(?:stop|cease|discontinue|finish|then stop)\b/i;
// 'rinse and gargle 15 mL qid', 'swish and spit', 'chew 1 tablet': how a mouthwash or lozenge is used.
// 'now 1 drop left eye at night', 'discharge chart 1 tablet twice daily': a word of when before the directions
// (not 'now 0.8', a level). 'given via PEG', 'administered through the NG tube': how it goes in, a route.
export const LEAD_VERB =
  /^(?:now(?!\s+\d+(?:\.\d+)?\s*$)|(?:discharge|ward)\s+chart(?:ed)?:?|take|give|apply|inhale|breathe\s+in|instil|insert|use|administer|inject|change|replace|(?:(?:to\s+be\s+)?(?:given|administered))(?=\s+(?:via|through|per|down|by|into)\b)|rinse(?:\s+and\s+(?:gargle|spit))?|gargle|swish(?:\s+and\s+(?:spit|swallow))?|spray|chew|suck|dissolve|add|and|plus|also|or|then)\s+/i;
export const NOT_DOSING =
  /^\d+(?:\.\d+)?\s*(?:min(?:ute)?s?|hours?|hrs?|days?|weeks?|months?|years?|kg|cm|mmhg|bpm|%)\s*(?:before|after|prior|apart|post|ago|later|earlier|up|down|gain|loss)?\b/i;
// Every time-of-day and count-per-day phrase of the lexicon starts a dosing clause ('nightly', 'qam').
const TIMING_PHRASE = alternation([...TIME_WORDS, ...COUNT_WORDS].map(([w]) => w));
// A count in words, halves included ('ONE midi', 'one-half at night', 'half a tab', 'one and a half
// tabs'), before its time.
const WORD_COUNT = `(?:one[- ])?${alternation(Object.keys(NUMBER_WORDS))}(?:\\s+and\\s+(?:a\\s+|one[- ])?half)?(?:\\s+(?:a|an))?`;
const DOSING_START = new RegExp(
  [
    String.raw`${TIMING_PHRASE}(?![a-z])`,
    String.raw`${alternation(ROUTE_WORDS)}(?![a-z])`,
    // 'school days only', 'on weekdays': the days it is taken (timing.ts reads them).
    String.raw`(?:on\s+)?${alternation([...WEEK_PARTS.map(([w]) => w), 'schooldays'])}(?![a-z])`,
    String.raw`\d`,
    '½',
    String.raw`(?:one|two|three|four|half)\s+(?:a\s+)?(?:tab|cap|puff|drop|patch|spray|sachet|unit|inhal|suppos|measure|scoop|lozenge|pessar|wafer)`,
    String.raw`(?:one|two|three|four)\s+(?:daily|mane|nocte|bd|bid|tds|tid|qid|once|twice|every|each|weekly|at night|in the)\b`,
    String.raw`(?:one|single)\s+dose\b`,
    // 'thin layer to the face at night', 'thinly twice daily': how much of a cream, then where and when.
    `${alternation(APPLY_AMOUNT_WORDS)}(?![a-z])`,
    `${WORD_COUNT}\\s+(?:${TIMING_PHRASE}|${alternation(spellings(DOSE_UNIT_WORDS))})(?![a-z])`,
    // 'one dissolved on the tongue every 8 hours', 'two inhaled twice daily': a count in words, then how it is taken.
    `${WORD_COUNT}\\s+${alternation(HOW_TAKEN)}(?![a-z])`,
    // 'two when needed', 'one as required for pain': a count in words before a when-required word.
    `${WORD_COUNT}\\s+${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS])}(?![a-z])`,
    // 'two stat then one BD', 'TWO IMMEDIATELY THEN ONE 8 HOURLY': a loading dose in words.
    `${WORD_COUNT}\\s+${alternation(LOADING_WORDS)}(?![a-z])`,
    // 'loading dose 2 tablets, then 1 tablet daily': the first step of a regimen (a count of dose units;
    // 'loading dose 10 mg BD completed' is history).
    `loading\\s+dose\\s+${WORD_COUNT}\\s+${alternation(spellings(DOSE_UNIT_WORDS))}(?![a-z])`,
    `loading\\s+dose\\s+\\d+\\s*${alternation(spellings(DOSE_UNIT_WORDS))}(?![a-z])`,
    // 'ii tabs', 'i qam', 'ii (2 mg) qpm': a count in Roman numerals (lexicon/roman-count.ts).
    ROMAN_COUNT_START,
    // Dotted forms of the lexicon's words ('b.i.d.', 'p.r.n.') are undotted first (lexicon/dotted-latin.ts).
    String.raw`(?:o\.m|o\.n|m\.d\.u)\.?(?![a-z])`,
    String.raw`(?:one|two|three|four|five|six)\s+(?:with|at|before|after|in|on|each|every|morning|night|evening)\b`,
    String.raw`(?:mane|nocte|midi|vespere|vesp|daily|once|twice|thrice|bd|bid|tds|tid|qid|qds|od|stat|hs)\b`,
    String.raw`(?:every|each)\b`,
    // 'up to qid as required', 'up to four times a day when necessary': how often at most.
    `up\\s+to\\s+${TIMING_PHRASE}(?![a-z])`,
    String.raw`q\d`,
    String.raw`(?:three|four|\d) times\b`,
    String.raw`at\s+(?:\d|night|bedtime|breakfast|lunch|dinner|noon|midday|tea)`,
    String.raw`in the (?:morning|evening|afternoon)`,
    String.raw`with (?:breakfast|lunch|dinner|tea|meals|the evening meal|evening meal|each meal)`,
    String.raw`(?:morning|evening|night|bedtime|weekly|fortnightly|monthly|alternate|mornings)\b`,
    String.raw`on\s+(?:mon|tue|wed|thu|fri|sat|sun|alternate)`,
    String.raw`(?:mon|tue|tues|wed|weds|wednes|thu|thur|thurs|fri|satur|sun)(?:day)?s?\b|sat\b`,
    String.raw`(?:po|orally|oral|iv|im|sc|s\/c|subcut|sl|sublingual|buccal|inhaled|topical|top|pr|pv|neb|nebs|via|into)\b`,
    String.raw`under the tongue`,
    String.raw`to (?:the )?(?:affected|skin)`,
    String.raw`(?:both|each|right|left) (?:eyes?|ears?|nostrils?)`,
    String.raw`(?:prn|p\.r\.n|as needed|when required|as required|if needed|when needed)\b`,
    String.raw`(?:dose )?as per\b`,
    String.raw`as directed`,
    String.raw`per (?:inr|sliding|protocol|chart)`,
    String.raw`sliding scale`,
    String.raw`(?:current|usual|starting|maintenance) dose`,
    String.raw`(?:usually|currently|normally)\b`,
    String.raw`(?:reducing|weaning|tapering|titrat)`,
    String.raw`(?:mr|sr|cr|xr|er|ec|modified release|slow release|controlled release)\b`,
    String.raw`(?:tab|tabs|tablets?|caps?|capsules?|patch|spray|inhaler|puffers?|mdi|drops?|eye drops|cream|ointment|gel|injection|inj|sachets?|wafer|odt|suppository|nebules?|mouth ?wash|mouth rinse|oral rinse|lozenges?)\b`,
    // '(Resonium A) powder 15 g daily', '(Ural) granules 1 sachet': every dose form of the lexicon.
    `${alternation(FORM_WORDS)}(?![a-z])`,
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
  'i',
);
export const LEAD_FREQUENCY =
  /\b(?:daily|bd|bid|tds|tid|qid|qds|mane|nocte|twice|(?:three|four) times|once|every|hourly|weekly|in the (?:morning|evening)|at night|at bedtime)\b/i;
// 'safe in CKD', 'renal dose', 'due to AKI': about the choice or the dose, not what the medicine treats.
export const NOT_A_USE =
  /^(?:safe|safer|ok|okay|suitable|preferred|chosen|renal|dose|doses|as|because|given|due|while|whilst|with|since|instead|in place|cheaper|pbs|until|after|before|per|started|trial|adjusted|reduced|lower|higher|if|when|avoid|no|not)\b/i;
export const CONDITIONAL_STOP =
  /^(?:stop|cease|withhold|hold|omit|skip|suspend|do\s+not\s+(?:take|give|use))\s+(?:it\s+|dose\s+|this\s+)?(?:if|when|whilst|while|during|unless)\b/i;
export const PURPOSE =
  /^(?:to\s+)?(?:boost|prevent|treat|protect|control|relieve|lower|raise|improve|help|stop)s?\s+(?!(?:if|when|after|before|on|at|taking)\b)[a-z]/i;
export const ADVICE_VERB =
  /^(?:reduce|increase|use|avoid|keep|try|limit|aim|check|monitor|discuss|review|encourage|ensure|consider|may|can|should|please)\s/i;
export const DOSING_RE = new RegExp(`^(?:${DOSING_START.source})`, 'i');
/**
 * DOSING_RE.test, answered by the alternatives that can start with the clause's first character
 * (first-chars.ts). The whole pattern (29,000 characters of source) cost about 8 us a call in the engine,
 * 2% of the varied pairs' time: V8 runs a pattern that large without its fast first look, and compiles it
 * again after garbage collections drop its code.
 */
export const isDosingStart = anchoredAlternation(DOSING_START.source);

export function classifyClause(
  text: string,
  opts: { bracket: boolean; then?: boolean; sep?: string },
): ClauseClass {
  const c: ClauseContext = { t: text.trim(), opts };
  for (const rule of CLAUSE_RULES) {
    const kind = rule.apply(c);
    if (kind) return { kind, status: c.status, site: c.site, rule: rule.id };
  }
  return { kind: 'note', rule: 'note' };
}
