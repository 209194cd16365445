/**
 * Time-of-day headings of a dose administration aid or medication chart ('Morning (8am):',
 * 'Lunch (12pm):', 'Evening meal (5pm):', 'Night (bedtime):', '0800:'). They are not medicines:
 * they give the time of the orders under them that state no time of their own.
 */
import { classifyClause } from './classify';
import { scanTiming } from './timing';

const TIME_WORD = String.raw`(?:(?:early|late|mid)[- ]?)?(?:mornings?|mane|breakfast|am|lunch|lunchtime|lunch time|midday|mid-day|noon|afternoon|pm|evening meal|evening|dinner|tea|teatime|tea time|supper|night|nighttime|night time|bedtime|bed time|bed|nocte|midi|vespere)`;
const CLOCK = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|[01]\d[0-5]\d\s*(?:h|hrs|hours)?|2[0-3][0-5]\d\s*(?:h|hrs|hours)?|\d{1,2}[:.]\d{2})`;
const CORE = String.raw`(?:(?:before|after|with|at|in the|on)\s+)?(?:${TIME_WORD}|${CLOCK})`;
const SUFFIX = String.raw`(?:\s+(?:doses?|meds|medications?|medicines?|tablets|pack|blister|round|administration))?`;
// The bracket holds a clock or another time word ('Night (bedtime)', 'Morning (8am)', '(0800)').
const BRACKET = String.raw`(?:\s*[(\[]\s*(?:${CORE})(?:\s*(?:-|–|to|\/)\s*(?:${CORE}))?\s*[)\]])?`;
// 'At home - morning', 'At school - lunch': where the dose is given, then its time.
const PLACE = String.raw`(?:at\s+(?:home|school|work|day\s?care|kinder)\s*[-–—:]\s*)?`;
const TIME_HEADING = new RegExp(
  String.raw`^${PLACE}(${CORE}(?:\s*(?:\/|&|and|-)\s*${CORE})?)${SUFFIX}${BRACKET}\s*:?$`,
  'i',
);
const CLOCK_RE = new RegExp(CLOCK, 'i');
const CLOCKS_RE = new RegExp(CLOCK, 'gi');

export interface TimeHeading {
  /** Words appended to an order under the heading that states no time ('at 8am', 'Night'). */
  timing: string | null;
}

/** A time-of-day heading, or null. */
export function readTimeHeading(text: string): TimeHeading | null {
  const t = text.trim();
  if (t.length > 60) return null;
  const m = TIME_HEADING.exec(t);
  if (!m) return null;
  return { timing: timingPhrase(t, m[1]!) };
}

/**
 * The heading's own time, in words the timing reader places in one slot: an explicit clock time
 * first ('Evening meal (5pm)' -> 'at 5pm'), else the words as written, with 'with' or 'at' before
 * a meal or time word when needed ('Breakfast' -> 'with Breakfast').
 */
function timingPhrase(heading: string, core: string): string | null {
  const clock = CLOCK_RE.exec(heading)?.[0];
  const words = core.replace(/\s+/g, ' ').trim();
  // '7:00 am AND 7:00 pm': a heading with two clocks gives both times to the orders under it.
  const clocks = heading.match(CLOCKS_RE) ?? [];
  if (clocks.length > 1) {
    const both = `at ${words.replace(/\s+and\s+/i, ' and ')}`;
    const { timing } = scanTiming(both.toLowerCase());
    if (timing.known && timing.slots.length === clocks.length) return both;
  }
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
