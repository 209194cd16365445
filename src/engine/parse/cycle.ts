/**
 * Treatment cycles ('daily on days 1-21 of each 28-day cycle', 'D1-21 q28d', 'days 1, 8 and 15 every
 * 28 days', '21 days on, 7 days off'): which days of the cycle and how long the cycle is. The slot
 * keeps them, so the days given and the days off are never lost. Numbers are kept as written.
 */

export interface CycleRead {
  /** 'days 1-21 of 28-day cycle', '21 days on, 7 days off'. */
  label: string;
  index: number;
  end: number;
}

const DAYS = String.raw`(\d{1,2}(?:\s*(?:-|–|to)\s*\d{1,2})?(?:\s*(?:,|and|&)\s*\d{1,2}(?:\s*(?:-|–|to)\s*\d{1,2})?)*)`;
// 'days 1-21 of (each|a|every|the) 28-day cycle', 'days 1 to 21 every 28 days', 'd1-21 q28d', 'day 1 of 21 day cycle'.
const CYCLE_RE = new RegExp(
  String.raw`\b(?:on\s+)?(?:days?|d)\s*${DAYS}\s*(?:(?:of|in)\s+(?:each|every|a|the)?\s*(?:(\d{1,3})\s*-?\s*days?\s+)?cycles?|(?:,\s*)?(?:every|q)\s*(\d{1,3})\s*(?:days?|d)\b(?:\s+cycles?)?)`,
  'g',
);
// 'on days 2 and 3', 'days 2, 3 and 4', 'on day 1 and 2', 'on days 1 to 5': the days of a course a dose is
// given on, with no cycle length (a chemotherapy day's take-home medicines). Two days or more, after 'on' or
// listed one by one; never followed by 'of' ('day 3 of 5' is how far into a course the patient is). A bare
// range ('Days 1-21' in a cycle card's column) is left to the cycle readers.
const DAY_LIST_RE = new RegExp(
  String.raw`\b(?:on\s+days?\s*(\d{1,2}(?:\s*(?:-|–|to|,|and|&)\s*\d{1,2})+)|days\s*(\d{1,2}(?:\s*(?:-|–|to)\s*\d{1,2})?(?:\s*(?:,|and|&)\s*\d{1,2})+))\b(?!\s*(?:of|in|\/|-?\s*days?\b|weeks?\b))`,
  'gi',
);
// '21 days on, 7 days off', '3 weeks on and 1 week off'.
const ON_OFF_RE =
  /\b(\d{1,2})\s*(days?|weeks?)\s+on\s*(?:,|and|then|\/)?\s*(\d{1,2})\s*(days?|weeks?)\s+off\b/g;

const squash = (s: string) =>
  s
    .replace(/\s*(?:-|–|to)\s*/g, '-')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s*(?:and|&)\s*/g, ' and ');

export function readCycle(work: string): CycleRead | null {
  // Most orders have no cycle: a cheap test first ('day 1', 'd1', '21 days on').
  if (!/\b(?:days?|d)\s*\d|\d\s*(?:days?|weeks?)\s+on\b/.test(work)) return null;
  CYCLE_RE.lastIndex = 0;
  const m = CYCLE_RE.exec(work);
  if (m) {
    const days = squash(m[1]!);
    const plural = /[-,]|and/.test(days) ? 'days' : 'day';
    return {
      // 'on days 2 and 3 of each cycle': a cycle whose length the line does not give.
      label: `${plural} ${days} of ${(m[2] ?? m[3]) ? `${m[2] ?? m[3]}-day` : 'each'} cycle`,
      index: m.index,
      end: m.index + m[0].length,
    };
  }
  DAY_LIST_RE.lastIndex = 0;
  const d = DAY_LIST_RE.exec(work);
  if (d)
    return { label: `days ${squash(d[1] ?? d[2]!)}`, index: d.index, end: d.index + d[0].length };
  ON_OFF_RE.lastIndex = 0;
  const o = ON_OFF_RE.exec(work);
  if (o)
    return {
      label: `${o[1]} ${o[2]} on, ${o[3]} ${o[4]} off`,
      index: o.index,
      end: o.index + o[0].length,
    };
  return null;
}

/** A heading that is only the days of a course ('ON DAYS 2 AND 3 OF EACH CYCLE:'): those words, or null. */
export function readRhythmHeading(text: string): string | null {
  const t = text.trim().replace(/\s*:$/, '');
  if (t.length > 60) return null;
  const r = readCycle(t.toLowerCase());
  if (!r || r.index > 0 || r.end < t.length) return null;
  return t.toLowerCase();
}
