/**
 * A weekly planner's day headings ('SUNDAY ONLY:', 'Mondays and Thursdays:', 'WEDNESDAY:', 'Every day:'): the
 * days of the orders under them. The lines under 'SUNDAY ONLY:' had been read as daily ('1 on waking' became
 * 'in the morning', so a weekly alendronate looked changed with no warning). Under a day heading an order that
 * states no days of its own is read with 'on <days>' (list-context.ts underRhythm); an every-day heading ends
 * the days. A day heading needs its colon, or 'only', or capitals: a bare 'Sunday' may be a diary's date.
 */
import { WEEK_DAYS, WEEK_PARTS } from '../lexicon/week-days';
import { alternation } from '../lexicon/words';

const DAY = String.raw`(?:${alternation([...WEEK_DAYS.flatMap(([, ways]) => ways), ...WEEK_PARTS.map(([w]) => w)])})s?\.?`;
const JOIN = String.raw`\s*(?:,|\/|&|and|\+)\s*`;
const DAYS_HEADING = new RegExp(
  String.raw`^(?:(?:every|each|on)\s+)?(${DAY}(?:${JOIN}${DAY})*)(\s+only)?(?:\s*[-–(]?\s*(?:once\s+)?weekly\s*\)?)?\s*(:)?$`,
  'i',
);
const EVERY_DAY_HEADING =
  /^(?:every\s*day|each day|daily|all days|7 days(?: a week)?)(\s+only)?\s*(:)?$/i;

export interface WeekdayHeading {
  /** 'on Sundays' for the orders under it, or null for an every-day heading (the days end). */
  days: string | null;
}

/** A planner's day heading, or null. */
export function readWeekdayHeading(text: string): WeekdayHeading | null {
  const t = text.trim();
  if (t.length > 50) return null;
  const shouted = t === t.toUpperCase();
  const d = DAYS_HEADING.exec(t);
  if (d) return d[2] || d[3] || shouted ? { days: `on ${d[1]!.replace(/\.$/, '')}` } : null;
  const e = EVERY_DAY_HEADING.exec(t);
  if (e && (e[1] || e[2] || shouted)) return { days: null };
  return null;
}
