/**
 * The cells of an East Asian prescription table ('drug | dose per time | times per day | total days', as
 * Korean, Japanese and Chinese clinics print it, the headings glossed in English): the times-per-day cell
 * holds a bare count, and the total-days cell the days of supply, sometimes with the directions written
 * after it ('90 - after breakfast').
 */
// How a count per day is written in the words the timing readers know.
const COUNT_CANONICAL: Readonly<Record<number, string>> = {
  1: 'once daily',
  2: 'twice daily',
  3: 'three times daily',
  4: 'four times daily',
  5: '5 times daily',
  6: '6 times daily',
};

/** 'times per day' = '2' -> 'twice daily'; words ('when needed') stay as written. */
export function perDayCell(v: string): string {
  const n = /^([1-6])(?:\s*(?:x|times?))?$/i.exec(v.trim())?.[1];
  return n ? COUNT_CANONICAL[Number(n)]! : v;
}

// The supply ('90', '90 days', '28 d'), then a dash or colon before any directions.
const DAYS_SUPPLY_LEAD = /^\d{1,3}\s*(?:days?|d)?(?:\s*[-–—:]\s*|\s*$)/i;

/** The directions written after the days of supply ('90 - after breakfast' -> 'after breakfast'), or ''. */
export function afterDaysSupply(v: string): string {
  return DAYS_SUPPLY_LEAD.test(v) ? v.replace(DAYS_SUPPLY_LEAD, '').trim() : v;
}
