/**
 * A dose aid's or patient card's weekday grid: 'Medicine | Time | Mon | Tue | ... | Sun | Note', each day's
 * cell holding how many ('1') or nothing ('-', '0', blank). The cells become the words a line would use, so
 * the order readers (timing.ts, day-doses.ts) read them: every day the same is daily ('1 daily'), some days
 * only is those days ('1 on Sundays'), amounts that differ by day are a plan by weekday ('5 tablets on
 * Mondays, 4 tablets on Tuesdays ...'), read as day-doses.ts reads a written plan.
 */
import { WEEK_DAYS } from '../lexicon/week-days';
import { alternation } from '../lexicon/words';
import { DOSE_TAKEN_CELLS } from '../lexicon/given-words';

export type WeekdayRole = 'day-1' | 'day-2' | 'day-3' | 'day-4' | 'day-5' | 'day-6' | 'day-7';

const DAY_HEADER = WEEK_DAYS.map(([, ws]) => new RegExp(String.raw`^(?:${alternation(ws)})\.?$`));

/** The weekday a header cell names ('Mon', 'Sunday'), as a column role, or null. */
export function weekdayRole(header: string): WeekdayRole | null {
  const i = DAY_HEADER.findIndex((re) => re.test(header));
  return i < 0 ? null : (`day-${i + 1}` as WeekdayRole);
}

export const isWeekdayRole = (role: string): role is WeekdayRole => /^day-[1-7]$/.test(role);

// A dash, a nought or a cross is no dose that day; a tick, or a word saying the dose was taken and by whom
// ('self' on a DOT card's unobserved days), is a dose of one.
const NONE_CELL = /^(?:0|[-–—×x✗✘]+|nil)$/i;
const TICK_CELL = new RegExp(String.raw`^(?:[✓✔]|${alternation(DOSE_TAKEN_CELLS)})$`, 'i');

const plural = (day: string) => `${day}s`;
function dayList(days: string[]): string {
  const names = days.map(plural);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The words for one row's weekday cells (role -> cell), or null when the row has none. `unit` is the
 * count's word when the amounts differ by day ('tablets'): a bare count beside a day reads as nothing.
 */
export function weekdayWords(cells: Map<WeekdayRole, string>, unit: string | null): string | null {
  if (!cells.size) return null;
  const byAmount = new Map<string, string[]>();
  for (const [role, raw] of cells) {
    const v = raw.trim();
    if (!v || NONE_CELL.test(v)) continue;
    const amount = TICK_CELL.test(v) ? '1' : v;
    const day = WEEK_DAYS[Number(role.slice(4)) - 1]![0];
    byAmount.set(amount, [...(byAmount.get(amount) ?? []), day]);
  }
  const groups = [...byAmount];
  if (groups.length === 1) {
    const [amount, days] = groups[0]!;
    return days.length === 7 ? `${amount} daily` : `${amount} on ${dayList(days)}`;
  }
  const withUnit = (a: string) => (/^[\d.½¼¾]+$/.test(a) && unit ? `${a} ${unit}` : a);
  if (!groups.length) return null;
  return groups.map(([a, ds]) => `${withUnit(a)} on ${dayList(ds)}`).join(', ');
}
