/**
 * 'Sinemet 1 tab QID (6am, 10am, 2pm, 6pm at facility)' against 'Sinemet 1 tab four times daily': the same number
 * of doses a day, one list also naming the clock times they were given at. The list that gives only the count
 * chose no times (its slots are the count's defaults), so the regimen is the same; read as a change of times
 * before, the row said 'Now taken four times daily (was at 6am ...)' of an order nobody changed. The clock times
 * still matter (a time-critical medicine keeps its times), so the row says to check them.
 */
import type { Timing } from '../parse/types';

const countOnly = (t: Timing): boolean =>
  !t.timeOfDay && !t.clocks.length && !t.chartHours?.length && !t.nonDaily && !!t.perDay;
// A line written twice ('8am and 8pm ... 8am and 8pm') names each time once.
const clockCount = (t: Timing): number => new Set(t.clocks).size;
// The clock times are the count when the order writes no count word ('0900/2100' is twice a day).
const clocksForCount = (t: Timing): boolean =>
  !t.nonDaily && clockCount(t) >= 2 && (t.perDay ?? clockCount(t)) === clockCount(t);
const perDay = (t: Timing): number => t.perDay ?? clockCount(t);

/** The warning when one list gives a count a day and the other the same count at clock times; else null. */
export function countAgainstClocks(ta: Timing, td: Timing): string | null {
  // Once a day is left out: 'daily' against 'at 5pm' names the time of day for the first time, which the row says.
  if (perDay(ta) !== perDay(td) || perDay(ta) < 2) return null;
  const [count, clocked, side] =
    countOnly(ta) && clocksForCount(td)
      ? [ta, td, 'discharge']
      : clocksForCount(ta) && countOnly(td)
        ? [td, ta, 'admission']
        : [];
  if (!count || !clocked) return null;
  return `The ${side} list gives the clock times (${[...new Set(clocked.clocks)].join(', ')}) and the other only "${count.label}": check the times the patient keeps`;
}
