/**
 * The times of a plain order's directions, for the restructurings that write times as headings or rows
 * (transforms-structure.ts): only directions that are nothing but an optional count and one frequency
 * word ('BD', '2 tablets nocte', 'once daily'); anything more (a condition, a duration, a food rule) gives
 * null, and the transform declines the case, so no meaning is lost.
 */

/** The four slots as a patient's chart heads them, in the contract's order (0800, 1200, 1800, 2200). */
export const SLOT_HEADINGS = [
  'Breakfast (8 am):',
  'Lunch (12 pm):',
  'Dinner (6 pm):',
  'Bedtime (10 pm):',
];

const FREQ: Array<[RegExp, number[]]> = [
  [/^(?:mane|daily|once daily|od|in the morning|each morning|every morning|with breakfast)$/i, [0]],
  [/^(?:nocte|at night|at bedtime|night|hs|each night|every night)$/i, [3]],
  [/^(?:bd|b\.d\.?|twice daily|twice a day)$/i, [0, 2]],
  [/^(?:tds|t\.d\.s\.?|tid|three times daily|three times a day)$/i, [0, 1, 2]],
  [/^(?:qid|q\.i\.d\.?|four times daily|four times a day)$/i, [0, 1, 2, 3]],
];
const COUNT = /^(\d+(?:\.\d+)?|one|two|three)\s+(tabs?|tablets?|caps?|capsules?|puffs?)\s+/i;

/** The count per time (as written) and the slots; null for any other directions. */
export function doseTimes(directions: string): { count?: string; slots: number[] } | null {
  const c = COUNT.exec(directions.trim());
  const rest = (c ? directions.trim().slice(c[0].length) : directions).trim();
  const hit = FREQ.find(([re]) => re.test(rest));
  return hit ? { count: c ? `${c[1]} ${c[2]}` : undefined, slots: hit[1] } : null;
}
