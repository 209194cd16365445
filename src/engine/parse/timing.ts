/**
 * Frequency and time-of-day words -> the four slots (contract 'Times' table), intervals, weekly
 * and other non-daily regimens. Time-of-day words (mane, with dinner, at 1400) decide the slots;
 * counts (daily, BD, 8 hourly) only give default slots when no time of day is written.
 */
import { TIME_SLOTS, type TimeSlot } from '../../shared/reconcile';
import { blank, blankSpans, matchesOf } from './text';
import { clockMinutes, nearestSlot } from './clock';
import { readCycle } from './cycle';
import { readExceptDays } from './except-days';
import { repeatLater } from './repeat-interval';
import { buildLabel, intervalText, periodLabel } from './timing-labels';
import { COUNT_TABLE, findPhrases, MEAL_SLOTS, TIME_TABLE } from './timing-words';
import type { Timing } from './types';
import { alternation, TIME_WORDS } from '../lexicon/words';

export { clockMinutes, nearestSlot } from './clock';

export interface TimeToken {
  index: number;
  end: number;
  slots: TimeSlot[];
  clock?: string;
}

export interface TimingScan {
  timing: Timing;
  tokens: TimeToken[];
  /** The text with every timing phrase blanked out. */
  work: string;
}

const M: TimeSlot = '0800';
const L: TimeSlot = '1200';
const E: TimeSlot = '1800';
const N: TimeSlot = '2200';

const CLOCK = String.raw`(?:\d{1,2}[:.]\d{2}\s*(?:am|pm)?|\d{4}(?:\s*h(?:rs)?)?|\d{1,2}\s*(?:am|pm))`;
const CLOCK_LIST_RE = new RegExp(
  String.raw`(?:\bat|@|\bfrom)\s*(${CLOCK}(?:\s*(?:,|and|&|\/)\s*${CLOCK})*)(?![\w:])(?!\s*(?:mg|micrograms?|mcg|units?|ml|iu|g|%)(?![a-z]))`,
  'g',
);
// 'Times: 0800 / 1700' (an inpatient chart's times field): a slash between two 24-hour times joins them too.
const CLOCK_SEQ_RE =
  /(?<![\w./])(?:[01]\d|2[0-3])[0-5]\d(?:\s*(?:,|and|&|\/)\s*(?:[01]\d|2[0-3])[0-5]\d)+(?![\w/])(?!\s*(?:mg|microgram|mcg|units?|ml|iu)\b)/g;
const LONE_CLOCK_RE = /(?<![\w.:/])(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2})(?![\w:])/g;
const ONE_CLOCK_RE = new RegExp(CLOCK, 'g');
// What a bare time or 'ON' may follow: an amount ('40mg 1400', '10 mg ON'), a route or a time word.
const AFTER_DOSE = String.raw`(?:\d|mg|mcg|micrograms?|microg|g|units?|iu|ml|tabs?|tablets?|caps?|capsules?|puffs?|drops?|sprays?|sachets?|patch|doses?|lozenges?|po|oral|orally|sc|subcut|sl|im|iv|inh|top|pr)\.?`;
// '40mg mane + 40mg 1400', '20 mg 0800 and 1400': a 24-hour time with no 'at', after a dose or a joining word.
// '1 capsule | 2200 |' (a chart print's fields): the time in its own field after the dose's field; never before
// a unit in the next field ('25 microgram | 1000 | IU').
const BARE_CLOCK_RE = new RegExp(
  String.raw`(?<=(?:${AFTER_DOSE}|\bmane|\bnocte|\bmidi|\+|&|\band|,)\s+|${AFTER_DOSE}\s+\|\s+|\+)(?:[01]\d|2[0-3])[0-5]\d(?:\s*h(?:rs)?)?(?![\w/:.])(?!\s*\|?\s*(?:mg|micrograms?|mcg|units?|ml|iu|g|%|tabs?|tablets?|caps?|capsules?)(?![a-z]))`,
  'g',
);
// A medication chart's administration hours, two digits on the 24-hour clock ('mane 08', '6 hourly
// 06 12 18 24', '07 19'): after a time or frequency word, or a list of them. Never before a unit or a slash.
const CHART_HOURS_RE = new RegExp(
  String.raw`(?<=(?:\bmane|\bnocte|\bmidi|\bdaily|\bbd|\btds|\bqid|\bhourly|\bhrly|\bh|\bam|\bpm|\btimes|:)\s+|^\s*)(?:[0-2]\d)(?:\s+[0-2]\d)*(?=\s*$|\s+(?![\d.:/]|(?:mg|micrograms?|mcg|units?|ml|iu|g|%|tabs?|tablets?|caps?|capsules?|puffs?|drops?)(?![a-z])))`,
  'g',
);
/** Two-digit hours of a chart: each 00-24, rising, and one at least written with its leading zero or several. */
function chartHours(hours: string[]): boolean {
  const n = hours.map(Number);
  if (n.some((h) => h > 24)) return false;
  if (n.some((h, i) => i > 0 && h <= n[i - 1]!)) return false;
  return hours.some((h) => h.startsWith('0')) || hours.length >= 3;
}
// 'ON' (omni nocte, at night) and 'OM' (omni mane): 'on' is also an ordinary word, so it counts only
// straight after a dose or route and at the end of the dosing ('10 mg ON', '1 tab O.N. prn').
const OMNI_RE = new RegExp(
  String.raw`(?<=${AFTER_DOSE}\s+)(o\.?n|o\.?m)\.?(?=\s*(?:$|[,;()+&/-]|and\b|prn\b|for\b|with\b|regular|when\b|as\b|if\b|po\b|oral))`,
  'g',
);
// '6/24', '4-6/24': hours between doses out of 24.
const PER24_RE =
  /(?<![\w./-])(1|2|3|4|6|8|12|24)(?:\s*(?:-|–|to)\s*(2|3|4|6|8|12|24))?\s*\/\s*24(?![\w/])/g;
// 'on weekdays', 'weekends only'.
// 'on school days' (a child's or carer's list) is Monday to Friday too.
const WEEK_PART_RE = /\b(week\s?days?|weekends?|school\s?days?)\b/g;
const INTERVAL_RE =
  /\b(?:(?:every|evry|each)\s*(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s*(?:hours?|hrs?|hr|h)\b|(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s*-?\s*(?:hourly|hrly|hly)\b|q\s*(\d{1,2})(?:\s*-\s*(\d{1,2}))?\s*h(?:rs?|ours?|ourly)?\b)/g;
const HOURLY_RE = /(?<![\w.-])\b(?:q\.?h|hourly)\b\.?(?![.\w])/g;
const ALTERNATE_TIME_RE = /\b(?:every\s+(?:other|second|2nd)|alternate)\s+(night|morning)s?\b/g;
const ALTERNATE_DAY_RE =
  /\b(?:every\s+(other|second)|alternate)\s+(?=(?:mon|tue|wed|thu|fri|sat|sun))/g;
const PERIOD_RE =
  /\b(?:(?:once|one)\s+(?:a|per|every)\s+(week|fortnight|month|year)|(?:twice|two times)\s+(?:a|per)\s+week|twice\s+weekly|(two|three|four|five|six|[2-6])\s+times\s+(?:a\s+|per\s+|each\s+)?week(?:ly)?|every\s+(other|second|third|\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:\s*(?:-|–|to)\s*\d{1,2})?)\s+(days?|weeks?|months?|years?)|(?<![\d.,/])(\d{1,2})\s*-?\s*(weekly|monthly)|(?:on\s+)?alternate\s+days|alt(?:ernate)?\.?\s+days|every\s+other\s+day|second\s+daily|(?:once\s+)?weekly|every\s+week|fortnightly|every\s+fortnight|(?:once\s+)?monthly|every\s+month|yearly|annually|once\s+only|(?:one|single|1)\s+dose(?:\s+only)?(?!\s+(?:daily|a\s+day|per\s+day|each|every|twice|bd|tds|qid|mane|nocte|in\s+the|at\s+night|weekly|when|if|as|prn))|stat)\b/g;
// 'sat' and 'sun' on their own are ordinary words; they count in full, next to another day, or after a
// word that leads a day ('weekly (Sat)', 'on Sun', 'every Sat').
const DAY_RE =
  /\b(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat(?=urday)|sun(?=day))(?:day|nesday|sday|urday|rsday)?s?\b/g;
const LEAD_DAY_WORD_RE = /\b(?:on|every|each|weekly|week|fortnightly)\s*$/;
const LEAD_DAY_MARK_RE = /(?:^|[,(/&+;]|\band|\bor)\s*$/;
const TRAIL_DAY_MARK_RE = /^[a-z]*\.?\s*(?:$|[,;)/&+]|and\b|or\b)/;
const PERIOD_HINT =
  /week|month|year|annual|fortnight|alt|other|second|third|every|stat|only|(?:one|single|1)\s+dose|\d(?:st|nd|rd|th)/;
const DAY_HINT = /mon|tue|wed|thu|fri|sat|sun/;
const DAY_ORDER = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
// 'Mon-Fri', 'Monday to Friday'.
const DAY_RANGE_RE =
  /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*(?:-|–|to)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/g;
// 'sats' is oxygen saturation, never Saturdays.
const SHORT_WEEKEND_RE = /\b(sat(?!s)|sun)s?\b/g;
const TIMES_RE =
  /\b(\d|one|two|three|four|five|six)\s+times\s+(?:a\s+|per\s+|each\s+)?(?:day|daily)\b/g;
const TIMES_WORD: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const DAY_NAMES: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const DAY_SEQ = Object.values(DAY_NAMES);

// 'mane Sun', '1 tab Sat', 'daily Sun only': straight after a time of day or a count, at the end of the
// dosing, 'Sat'/'Sun' can only be the day (it was dropped, and a weekly bisphosphonate read as daily).
const LEAD_DAY_TIME_RE = new RegExp(
  String.raw`(?:\b(?:${alternation(TIME_WORDS.map(([w]) => w))}|daily|weekly)|\b\d+(?:\.\d+)?\s*(?:tabs?|tablets?|caps?|capsules?)?)\s*$`,
);
const TRAIL_DAY_END_RE = /^[a-z]*\.?\s*(?:only\b|$|[,;)/&+]|and\b|or\b)/;

/** 'Sat'/'Sun' after a word that leads a day ('on Sat'), or standing alone between marks ('weekly (Sat)'). */
function shortDayLed(text: string, start: number, end: number): boolean {
  const before = text.slice(0, start);
  if (LEAD_DAY_WORD_RE.test(before)) return true;
  if (LEAD_DAY_TIME_RE.test(before) && TRAIL_DAY_END_RE.test(text.slice(end))) return true;
  return LEAD_DAY_MARK_RE.test(before) && TRAIL_DAY_MARK_RE.test(text.slice(end));
}

const INSTEAD_TIME_RE = new RegExp(
  String.raw`\binstead\s+of\s+(?:(?:at|with|in|the|taking it|giving it) ){0,3}(?:${alternation(TIME_WORDS.map(([w]) => w))})(?![a-z])`,
  'g',
);

const DEFAULT_SLOTS: Record<number, TimeSlot[]> = {
  1: [M],
  2: [M, E],
  3: [M, L, E],
  4: [M, L, E, N],
};
export const slotsForCount = (n: number): TimeSlot[] =>
  n >= 4 ? DEFAULT_SLOTS[4]! : (DEFAULT_SLOTS[n] ?? []);

export function scanTiming(text: string): TimingScan {
  let work = text.toLowerCase();
  // '10 p.m.' is '10 pm' (same length, so positions stay right).
  if (work.includes('.m'))
    work = work.replace(/(?<=\d\s?)([ap])\.m\.?/g, (m, x: string) => `${x}m`.padEnd(m.length));
  // 'every second night', 'alternate mornings': alternate days at that time (same length again).
  if (work.includes('ight') || work.includes('orning'))
    work = work.replace(ALTERNATE_TIME_RE, (m, t: string) =>
      `alt days ${t.startsWith('n') ? 'nocte' : 'mane'}`.padEnd(m.length),
    );
  // 'at bedtime instead of breakfast': the time after 'instead of' is the one it no longer has.
  if (work.includes('instead')) work = work.replace(INSTEAD_TIME_RE, (m) => ' '.repeat(m.length));
  const tokens: TimeToken[] = [];
  const clocks: string[] = [];
  const chartHourList: string[] = [];
  let perDay: number | undefined;
  let interval: Timing['interval'];
  let nonDaily: string | undefined;
  const days: string[] = [];
  let countWord: number | undefined;

  const addClock = (raw: string, index: number) => {
    const min = clockMinutes(raw);
    if (min === null) return;
    const c = raw.replace(/\s+/g, '');
    clocks.push(c);
    tokens.push({ index, end: index + raw.length, slots: [nearestSlot(min)], clock: c });
  };
  // Each pass runs only when the text can hold what it looks for; most orders are short and simple.
  const hasDigit = /\d/.test(work);
  for (const m of hasDigit && /at|@|from/.test(work) ? matchesOf(work, CLOCK_LIST_RE) : []) {
    const listStart = m.index + m[0].indexOf(m[1]!);
    for (const c of matchesOf(m[1]!, ONE_CLOCK_RE)) addClock(c[0], listStart + c.index);
  }
  // '0700, 1100, 1700 and 2100' with no 'at': a list of two or more 24-hour times.
  for (const m of /\d{4}/.test(work) ? matchesOf(work, CLOCK_SEQ_RE) : []) {
    if (tokens.some((t) => t.index <= m.index && m.index < t.end)) continue;
    for (const c of matchesOf(m[0], /\d{4}/g)) addClock(c[0], m.index + c.index);
  }
  for (const t of tokens) work = blank(work, t.index, t.end);
  for (const m of hasDigit && /am|pm|:/.test(work) ? matchesOf(work, LONE_CLOCK_RE) : []) {
    addClock(m[1]!, m.index);
    work = blank(work, m.index, m.index + m[0].length);
  }
  for (const m of hasDigit && /\d{4}/.test(work) ? matchesOf(work, BARE_CLOCK_RE) : []) {
    addClock(m[0], m.index);
    work = blank(work, m.index, m.index + m[0].length);
  }
  for (const m of hasDigit && /(?:^|\s)[0-2]\d(?:\s|$)/.test(work)
    ? matchesOf(work, CHART_HOURS_RE)
    : []) {
    const hours = m[0].trim().split(/\s+/);
    if (!chartHours(hours)) continue;
    chartHourList.push(...hours);
    for (const h of hours) {
      const index = m.index + m[0].indexOf(h);
      tokens.push({ index, end: index + 2, slots: [nearestSlot((Number(h) % 24) * 60)] });
    }
    work = blank(work, m.index, m.index + m[0].length);
  }
  for (const m of /\bo\.?[nm]\b/.test(work) ? matchesOf(work, OMNI_RE) : []) {
    tokens.push({
      index: m.index,
      end: m.index + m[0].length,
      slots: [m[1]!.includes('n') ? N : M],
    });
    work = blank(work, m.index, m.index + m[0].length);
  }
  for (const m of work.includes('/24') ? matchesOf(work, PER24_RE) : []) {
    const h = Number(m[1]);
    interval = { min: h, max: Number(m[2] ?? h) };
    work = blank(work, m.index, m.index + m[0].length);
  }
  for (const m of hasDigit && /\d\s*h|hour|hr|hly|q\s*\d/.test(work)
    ? matchesOf(work, INTERVAL_RE)
    : []) {
    const a = Number(m[1] ?? m[3] ?? m[5]);
    const b = Number(m[2] ?? m[4] ?? m[6] ?? a);
    interval = { min: a, max: b };
    work = blank(work, m.index, m.index + m[0].length);
  }
  // 'QH', 'hourly' with no number: every hour.
  for (const m of !interval && /q\.?h|hourly/.test(work) ? matchesOf(work, HOURLY_RE) : []) {
    interval = { min: 1, max: 1 };
    work = blank(work, m.index, m.index + m[0].length);
  }
  if (interval && interval.min >= 36) {
    nonDaily = intervalText(interval);
  } else if (interval) {
    perDay = Math.round(24 / interval.min);
  }
  const cycle = readCycle(work);
  if (cycle) {
    nonDaily = cycle.label;
    work = blank(work, cycle.index, cycle.end);
  }
  // 'daily except Sunday': the day left out is no day of a weekly order (parse/except-days.ts).
  const except = !cycle && DAY_HINT.test(work) ? readExceptDays(work) : null;
  if (except) {
    nonDaily = except.label;
    work = blank(work, except.index, except.end);
  }
  // 'every second Sunday', 'every other Monday', 'alternate Fridays': fortnightly on that day.
  // Tested once: blanking an alternate-day match removes only words PERIOD_RE would not find anyway.
  const periodHint = PERIOD_HINT.test(work);
  for (const m of periodHint ? matchesOf(work, ALTERNATE_DAY_RE) : []) {
    nonDaily = m[1] ? `every ${m[1]} week` : 'alternate weeks';
    work = blank(work, m.index, m.index + m[0].length);
  }
  for (const m of periodHint ? matchesOf(work, PERIOD_RE) : []) {
    nonDaily = periodLabel(m);
    if (/twice|times/.test(m[0])) perDay = undefined;
    work = blank(work, m.index, m.index + m[0].length);
  }
  // 'today, repeat in 2 weeks': a dose now and one more later (repeat-interval.ts). Read only when no
  // rhythm or count says otherwise; else it stays unread and the row says so ('daily, repeat in 2 weeks').
  const later = /repeat|again|dose/.test(work) ? repeatLater(work) : null;
  for (const m of /week|school/.test(work) ? matchesOf(work, WEEK_PART_RE) : []) {
    for (const d of m[1]!.startsWith('weekend')
      ? ['sat', 'sun']
      : ['mon', 'tue', 'wed', 'thu', 'fri'])
      if (!days.includes(DAY_NAMES[d]!)) days.push(DAY_NAMES[d]!);
    work = blank(work, m.index, m.index + m[0].length);
  }
  const dayHint = DAY_HINT.test(work);
  for (const m of dayHint ? matchesOf(work, DAY_RANGE_RE) : []) {
    const from = DAY_ORDER.indexOf(m[1]!);
    const to = DAY_ORDER.indexOf(m[2]!);
    for (let i = from; i !== (to + 1) % 7; i = (i + 1) % 7)
      if (!days.includes(DAY_NAMES[DAY_ORDER[i]!]!)) days.push(DAY_NAMES[DAY_ORDER[i]!]!);
    work = blank(work, m.index, m.index + m[0].length);
  }
  for (const re of dayHint ? [DAY_RE, SHORT_WEEKEND_RE] : []) {
    for (const m of matchesOf(work, re)) {
      if (
        re === SHORT_WEEKEND_RE &&
        !days.length &&
        !shortDayLed(text.toLowerCase(), m.index, m.index + m[0].length)
      )
        continue;
      const d = DAY_NAMES[m[1]!.slice(0, 3)];
      if (d && !days.includes(d)) days.push(d);
      work = blank(work, m.index, m.index + m[0].length);
    }
  }
  const timePhrases = findPhrases(work, TIME_TABLE);
  for (const p of timePhrases) tokens.push({ index: p.index, end: p.end, slots: p.value });
  work = blankSpans(work, timePhrases);
  for (const m of work.includes('times') ? matchesOf(work, TIMES_RE) : []) {
    countWord = Math.max(countWord ?? 0, TIMES_WORD[m[1]!] ?? Number(m[1]));
    work = blank(work, m.index, m.index + m[0].length);
  }
  const countPhrases = findPhrases(work, COUNT_TABLE);
  // 'a day' after another count word ('twice a day') is already read; keep the largest count.
  for (const p of countPhrases) countWord = Math.max(countWord ?? 0, p.value);
  work = blankSpans(work, countPhrases);
  const mealsOnly =
    /\b(?:before|after)\s+(?:meals|food)\b/.test(work) && countWord === undefined && !tokens.length;
  if (mealsOnly) countWord = 3;
  if (countWord !== undefined && perDay === undefined) perDay = countWord;
  if (later && (!nonDaily || nonDaily === 'once only') && !perDay && !interval && !days.length) {
    nonDaily = later.label;
    work = blank(work, later.index, later.end);
  }
  // 'BD with meals': the count says how many doses, 'with meals' only that they go with food.
  const rest = tokens.filter((t) => t.slots !== MEAL_SLOTS);
  // 'QID with meals' is four doses; 'QID with meals and at bedtime' already names all four times.
  if (
    perDay !== undefined &&
    rest.length < tokens.length &&
    (perDay < 3 || (perDay > 3 && !rest.length))
  ) {
    tokens.length = 0;
    tokens.push(...rest);
  }
  tokens.sort((a, b) => a.index - b.index);
  days.sort((a, b) => DAY_SEQ.indexOf(a) - DAY_SEQ.indexOf(b));

  const timeSlots = new Set<TimeSlot>();
  for (const t of tokens) for (const s of t.slots) timeSlots.add(s);
  let slots: TimeSlot[];
  if (timeSlots.size) slots = TIME_SLOTS.filter((s) => timeSlots.has(s));
  // 'BD on days 1-14 of a 21-day cycle': on the days it is given, it is given that many times a day.
  else if (perDay !== undefined && (!nonDaily || cycle || except)) slots = slotsForCount(perDay);
  else if (nonDaily || days.length) slots = [M];
  else slots = [];
  const weeklyWritten = nonDaily === 'weekly' && days.length > 0 ? true : undefined;
  if (days.length && !nonDaily) nonDaily = 'weekly';
  if (nonDaily && perDay === 1) perDay = undefined;
  // '0600, 1000, 1400 and 1800': four doses a day though two share the morning slot. The count is kept, so
  // the regimen is never the same as three doses a day (the row shows both times in the shared slot).
  const clockDoses = perDay === undefined && !nonDaily && clocks.length > slots.length;
  if (clockDoses) {
    const n = new Set(clocks.map(clockMinutes)).size;
    if (n > slots.length) perDay = n;
  }

  const known = slots.length > 0 || perDay !== undefined || interval !== undefined || !!nonDaily;
  const timeOfDay = timeSlots.size > 0;
  const label = buildLabel(slots, clocks, perDay, interval, nonDaily, days, tokens.length > 0);
  // Two plain literals, not a spread of an optional field into one: the spread went through the runtime's
  // slow property copy on every clause (a fifth of this function's own time in the profile).
  const timing: Timing = chartHourList.length
    ? {
        slots,
        perDay,
        interval,
        nonDaily,
        weeklyWritten,
        days,
        clocks,
        chartHours: chartHourList,
        timeOfDay,
        label,
        known,
      }
    : { slots, perDay, interval, nonDaily, weeklyWritten, days, clocks, timeOfDay, label, known };
  return { timing, tokens, work };
}
