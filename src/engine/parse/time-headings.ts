/**
 * Time-of-day headings of a dose administration aid or medication chart ('Morning (8am):',
 * 'Lunch (12pm):', 'Evening meal (5pm):', 'Night (bedtime):', '0800:'). They are not medicines:
 * they give the time of the orders under them that state no time of their own.
 */
import { classifyClause } from './classify';
import { namesMedicine } from './non-order';
import { DOSE_AMOUNT } from './order-signal';
import { scanTiming } from './timing';
import { tokenize } from '../lexicon/tokens';
import { WEEK_DAYS } from '../lexicon/week-days';
import { alternation } from '../lexicon/words';

const TIME_WORD = String.raw`(?:(?:early|late|mid)[- ]?)?(?:mornings?|mane|breakfast|am|lunch|lunchtime|lunch time|midday|mid-day|noon|afternoon|pm|evening meal|evening|dinner|tea|teatime|tea time|supper|night|nighttime|night time|bedtime|bed time|bed|nocte|midi|vespere|vesp)`;
const CLOCK = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|[01]\d[0-5]\d\s*(?:h|hrs|hours)?|2[0-3][0-5]\d\s*(?:h|hrs|hours)?|\d{1,2}[:.]\d{2})`;
const CORE = String.raw`(?:(?:before|after|with|at|in the|on)\s+)?(?:${TIME_WORD}|${CLOCK})`;
const SUFFIX = String.raw`(?:\s+(?:doses?|meds|medications?|medicines?|tablets|pack|blister|round|administration))?`;
// The bracket holds a clock or another time word ('Night (bedtime)', 'Morning (8am)', '(0800)').
const BRACKET = String.raw`(?:\s*[(\[]\s*(?:${CORE})(?:\s*(?:-|–|to|\/)\s*(?:${CORE}))?\s*[)\]])?`;
// 'At home - morning', 'At school - lunch': where the dose is given, then its time.
const PLACE = String.raw`(?:at\s+(?:home|school|work|day\s?care|kinder)\s*[-–—:]\s*)?`;
// A pocket label copied for one day ('MON BREAKFAST 08:00'): the day, then the time word and its clock.
const DAY = String.raw`(?:${alternation(WEEK_DAYS.flatMap(([, ways]) => ways))})\s+`;
const TIME_HEADING = new RegExp(
  String.raw`^${PLACE}(?:${DAY})?(${CORE}(?:\s*(?:\/|&|and|-)\s*${CORE})?)${SUFFIX}(?:\s+${CLOCK})?${BRACKET}\s*:?$`,
  'i',
);
const CLOCK_RE = new RegExp(CLOCK, 'i');
const CLOCKS_RE = new RegExp(CLOCK, 'gi');

export interface TimeHeading {
  /** Words appended to an order under the heading that states no time ('at 8am', 'Night'). */
  timing: string | null;
}

// An alarm or clock symbol before the time ('⏰ 7:00 am') is no part of it.
const SYMBOLS = /^[\p{So}\p{Sk}\p{Sm}\s]+/u;
// Where the doses are given, before the time ('At home - morning', 'At school - given by the school nurse at
// lunch', 'Home: night'): a setting of a child's or carer's list, never a medicine.
const SETTING =
  /^(?:at\s+|in\s+)?(?:home|school|work|kindy|kindergarten|preschool|day\s?care|child\s?care|college|uni|respite|the centre)\b\s*(?:[-–—:,]\s*|$)/i;

/** A time-of-day heading, or null. */
export function readTimeHeading(text: string): TimeHeading | null {
  const trimmed = text.trim();
  // A letter or digit first is no symbol: the Unicode pattern runs only on the few lines that open otherwise.
  const t = /^[A-Za-z0-9]/.test(trimmed) ? trimmed : trimmed.replace(SYMBOLS, '');
  if (t.length > 60) return null;
  const m = TIME_HEADING.exec(t);
  if (m) return { timing: timingPhrase(t, m[1]!) };
  // LABELLED_CLOCK ends in the colon: most lines do not.
  return settingHeading(t) ?? (t.endsWith(':') ? labelledClockHeading(t) : null);
}

// A routine's own name for a time, then its clock in brackets ('Wake-up round (6:30 am):', 'Quiet time
// (2 pm):'): a care home's, shelter's or ward's schedule names its times in its own words, so the label
// can be any short words; the bracketed clock and the closing colon make it a time heading.
const LABELLED_CLOCK = new RegExp(
  String.raw`^([a-z][a-z'&/-]*(?:\s+[a-z][a-z'&/-]*){0,3})\s*[(\[]\s*(${CLOCK})\s*[)\]]\s*:$`,
  'i',
);

/** A short label naming no medicine, then one clock time in brackets and a colon; its time is the clock's. */
function labelledClockHeading(t: string): TimeHeading | null {
  const m = LABELLED_CLOCK.exec(t);
  if (!m || namesMedicine(m[1]!)) return null;
  return { timing: timingPhrase(m[2]!, m[2]!) };
}

/**
 * A setting then its time, or words about who gives the doses there with a time in them: a heading when the
 * words after the setting name no medicine and no dose. Its time goes to the orders under it only when it is
 * one slot.
 */
function settingHeading(t: string): TimeHeading | null {
  const s = SETTING.exec(t);
  if (!s) return null;
  const rest = t.slice(s[0].length).trim();
  if (!rest) return { timing: null };
  const m = TIME_HEADING.exec(rest);
  if (m) return { timing: timingPhrase(rest, m[1]!) };
  if (/\d/.test(rest) || DOSE_AMOUNT.test(rest) || namesMedicine(rest)) return null;
  // Only the time words are the heading's time ('given by the school nurse at lunch' -> 'at lunch').
  const times = tokenize(rest).filter((k) => k.kind === 'time');
  if (!times.length) return null;
  const words = times.length === 1 ? times[0]!.text : null;
  return { timing: words ? timingPhrase(words, words) : null };
}

/**
 * The heading's own time, in words the timing reader places in one slot: an explicit clock time
 * first ('Evening meal (5pm)' -> 'at 5pm'), else the words as written, with 'with' or 'at' before
 * a meal or time word when needed ('Breakfast' -> 'with Breakfast').
 */
function timingPhrase(heading: string, core: string): string | null {
  // Two clock times ('7:00 am AND 7:00 pm') are both the heading's: never the first alone.
  const clocks = heading.match(CLOCKS_RE) ?? [];
  if (clocks.length > 1) {
    const c = `at ${clocks.map((x) => x.trim()).join(' and ')}`;
    const { timing } = scanTiming(c.toLowerCase());
    return timing.known && timing.slots.length === clocks.length ? c : null;
  }
  const clock = CLOCK_RE.exec(heading)?.[0];
  const words = core.replace(/\s+/g, ' ').trim();
  const candidates = [
    clock ? `at ${clock.trim()}` : '',
    words,
    `with ${words}`,
    `at ${words}`,
    `in the ${words}`,
  ].filter(Boolean);
  for (const c of candidates) {
    // It must read as dosing after a comma too ('Breakfast' alone does not; 'with Breakfast' does).
    const { timing } = scanTiming(c.toLowerCase());
    if (
      timing.known &&
      timing.slots.length === 1 &&
      classifyClause(c, { bracket: false }).kind === 'dosing'
    )
      return c;
  }
  return null;
}
