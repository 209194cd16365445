/**
 * A time with the count given then, joined by a multiplication sign: a dose aid packing sheet's '08 ×1,
 * 17 ×2', '0800 x 2 + 1700 x 1', '8am ×1'. Spelled as the per-time order the dose readers know ('1 at 0800,
 * 2 at 1700'). Without this, '17 ×2' was read as 17 tablets and the morning count was lost.
 *
 * Only a small count (up to 4) that no unit or duration follows is read: '28 x 1' (a pack), '2 x 500 mg' (a count of a strength) and '10 x 7 days' are left.
 */
// Two digits at least ('08', '0800', '17:30') or a 12-hour time ('8am'): '1 x 3 daily' is a count times a count.
const HOUR = String.raw`(?:(?:[01]\d|2[0-4])(?::?[0-5]\d)?|1?\d\s*[ap]m)`;
const COUNT = String.raw`(?:\d{1,2}(?:\.\d)?|½|\d\/\d)`;
const NOT_AFTER = String.raw`(?!\s*(?:[./]\d|mg|mcg|micrograms?|g\b|ml|units?|iu|%|days?|weeks?|months?|d\b|wk|daily|a day|per day|times|weekly))`;
const TIME_COUNT_RE = new RegExp(
  String.raw`(?<![\w./:])(${HOUR})\s*[×x]\s*(${COUNT})(?![\w/])${NOT_AFTER}`,
  'gi',
);

/** The hour written as a 24-hour clock: '08' -> '0800', '17:30' -> '1730', '8am' -> '8am'. */
function clock(h: string): string {
  const t = h.replace(/\s+/g, '').toLowerCase();
  if (/[ap]m$/.test(t)) return t;
  const digits = t.replace(':', '');
  return digits.length <= 2 ? `${digits.padStart(2, '0')}00` : digits.padStart(4, '0');
}

/** A count of dose units at one time is small: '0800 x 90' is ninety dispensed, not ninety at 8. */
function readsAsTime(count: string): boolean {
  const n = Number(count.replace('½', '0.5'));
  return Number.isNaN(n) || n <= 4;
}

/** The line with each 'time × count' spelled 'count at time'. */
export function readTimeCounts(line: string): string {
  if (!/[\dm]\s*[×x]\s*[\d½]/i.test(line)) return line;
  return line.replace(TIME_COUNT_RE, (all, hour: string, count: string) =>
    readsAsTime(count) ? `${count} at ${clock(hour)}` : all,
  );
}
