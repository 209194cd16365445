/**
 * A regular dose that differs on some days of the week: '100 mcg daily, 150 mcg on Sundays',
 * '100 mcg mane Mon-Sat, 150 mcg Sun', '100mcg daily except 150mcg Sundays', '3 mg Mon/Wed/Fri, 4 mg other
 * days', 'weekdays 75 microgram, weekends 100 microgram'. Each writing is read into one plan (day ->
 * amount) so two writings of the same week compare equal and a real change says what moved. A line
 * with several amounts and day words whose plan cannot be read keeps its words and says so
 * ('unread'), so the comparison never claims a change it cannot prove.
 */
import { tokenize, type Token } from '../lexicon/tokens';
import {
  DAY_RANGE_WORDS,
  NOT_WEEKDAY_WORDS,
  OTHER_DAY_WORDS,
  WEEK_DAYS,
  WEEK_PARTS,
} from '../lexicon/week-days';
import { alternation } from '../lexicon/words';
import { canonicalCountUnit, canonicalUnit, massIn, unitLabel } from './units';
import { fmtNumber, matchesOf, squashSpaces } from './text';
import type { RegimenStep, Timing } from './types';

export interface DayDose {
  value: number;
  /** Canonical unit: a mass in mg, else the unit ('tablet', 'units'). */
  unit: string;
}
export type DayPlan = Readonly<Record<string, DayDose>>;
export interface DayDoses {
  /** Day -> amount; absent when the line names doses by day but could not be read into a plan. */
  plan?: DayPlan;
}

const DAY_ORDER = WEEK_DAYS.map(([d]) => d);
const DAY_OF = new Map<string, string>(WEEK_DAYS.flatMap(([d, ws]) => ws.map((w) => [w, d])));
const DAY = String.raw`(${alternation(DAY_OF.keys())})s?\.?`;
const RANGE_RE = new RegExp(
  String.raw`\b${DAY}\s*(?:${alternation(DAY_RANGE_WORDS)})\s*${DAY}(?![a-z])`,
  'g',
);
const DAY_RE = new RegExp(String.raw`\b${DAY}(?![a-z])`, 'g');
const PART_OF = new Map(WEEK_PARTS);
const PART_RE = new RegExp(String.raw`\b(${alternation(PART_OF.keys())})\b`, 'g');
const OTHER_RE = new RegExp(String.raw`\b(?:${alternation(OTHER_DAY_WORDS)})\b`);
const NOT_WEEKDAY_RE = new RegExp(String.raw`\b(?:${alternation(NOT_WEEKDAY_WORDS)})\b`);
const HINT_RE = new RegExp(String.raw`\b(?:${DAY}|${alternation(PART_OF.keys())})(?![a-z])`);

interface Slice {
  dose: DayDose;
  days: string[];
  other: boolean;
  /** A time or frequency word with no day ('100 mcg mane; 150 mcg Sundays'): the other days. */
  timed: boolean;
}

/** The days a piece of text names: runs, single days and parts of the week, in week order. */
function daysIn(text: string): string[] {
  const found = new Set<string>();
  let rest = text;
  for (const m of matchesOf(text, RANGE_RE)) {
    const from = DAY_ORDER.indexOf(DAY_OF.get(m[1]!)!);
    const to = DAY_ORDER.indexOf(DAY_OF.get(m[2]!)!);
    for (let i = from; ; i = (i + 1) % 7) {
      found.add(DAY_ORDER[i]!);
      if (i === to) break;
    }
    rest = rest.replace(m[0], ' ');
  }
  for (const m of matchesOf(rest, PART_RE)) for (const d of PART_OF.get(m[1]!)!) found.add(d);
  for (const m of matchesOf(rest.replace(PART_RE, ' '), DAY_RE)) found.add(DAY_OF.get(m[1]!)!);
  return DAY_ORDER.filter((d) => found.has(d));
}

function doseAt(tokens: Token[], i: number): DayDose | undefined {
  const n = tokens[i]!;
  const u = tokens[i + 1];
  if (n.kind !== 'number' || n.value === undefined || !u) return undefined;
  if (u.kind === 'unit') {
    const unit = canonicalUnit(u.text.toLowerCase());
    const mg = massIn(n.value, unit, 'mg');
    return mg === null ? { value: n.value, unit } : { value: mg, unit: 'mg' };
  }
  if (u.kind === 'dose-unit')
    return { value: n.value, unit: canonicalCountUnit(u.text.toLowerCase()) };
  return undefined;
}

// A bracket, ' - ' or ';' ends what an amount's own days can be: '1 cap at 7pm (reduced; trough level Friday)'
// and '2mg at 4pm (reduced from 4mg, INR 5.8) - INR tues' name a day for a test, not for a dose.
const NOTE_BREAK_RE = /[()[\];]|\s-\s/;

function sliceOf(written: string, tokens: Token[], dose: DayDose, before = false): Slice {
  const parts = written.split(NOTE_BREAK_RE);
  const text = (before ? parts.at(-1) : parts[0]) ?? '';
  const days = daysIn(text);
  return {
    dose,
    days,
    other: !days.length && OTHER_RE.test(text),
    timed: tokens.some((t) => t.kind === 'time' || t.kind === 'frequency'),
  };
}

/** The slices of a line: the words after each amount ('3 mg Mon/Wed/Fri'), else before it ('Mon 3 mg'). */
const RESTATE_KINDS = new Set(['number', 'unit', 'dose-unit']);

/** '2.5 mg (half tablet)': a bracket that only restates the amount before it is blanked (same length). */
function withoutRestatedAmounts(text: string): string {
  const tokens = tokenize(text);
  let out = text;
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.text !== '(' || !RESTATE_KINDS.has(tokens[i - 1]!.kind)) continue;
    let j = i + 1;
    while (j < tokens.length && (RESTATE_KINDS.has(tokens[j]!.kind) || tokens[j]!.text === 'a'))
      j++;
    if (j === i + 1 || tokens[j]?.text !== ')') continue;
    const [from, to] = [tokens[i]!.start, tokens[j]!.end];
    out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  }
  return out;
}

function slicesOf(written: string): Slice[] {
  const text = withoutRestatedAmounts(written);
  const tokens = tokenize(text);
  // 'daily for 2 weeks, then weekly on Fridays' is a course in steps, not a week's plan.
  const course = (t: Token, i: number) =>
    t.text === 'then' || (t.kind === 'duration' && tokens[i - 1]?.kind === 'number');
  if (tokens.some(course)) return [];
  const doses: Array<{ at: number; dose: DayDose }> = [];
  for (let i = 0; i < tokens.length; i++) {
    const dose = doseAt(tokens, i);
    if (!dose) continue;
    doses.push({ at: i, dose });
    i++;
  }
  const after = doses.map(({ at, dose }, k) => {
    const end = doses[k + 1]?.at ?? tokens.length;
    const ts = tokens.slice(at + 2, end);
    const from = tokens[at + 1]!.end;
    const to = end < tokens.length ? tokens[end]!.start : text.length;
    return sliceOf(text.slice(from, to), ts, dose);
  });
  const specified = (s: Slice) => s.days.length > 0 || s.other;
  if (after.length && after.every(specified)) return after;
  // Days written before the amount: 'Mon/Wed/Fri 3 mg, other days 4 mg'.
  const before = doses.map(({ at, dose }, k) => {
    const start = k ? doses[k - 1]!.at + 2 : 0;
    const from = start < tokens.length && k ? tokens[start - 1]!.end : 0;
    return sliceOf(text.slice(from, tokens[at]!.start), tokens.slice(start, at), dose, true);
  });
  return before.filter(specified).length > after.filter(specified).length ? before : after;
}

const sameDose = (a: DayDose, b: DayDose) =>
  a.unit === b.unit && Math.abs(a.value - b.value) < 1e-9;

/**
 * The plan of a line's directions, or undefined when it does not give doses by day (one amount, or no
 * day words: 'Methotrexate 10 mg weekly on Monday' stays a weekly order).
 */
export function readDayDoses(directions: string): DayDoses | undefined {
  const text = directions.toLowerCase();
  if (!HINT_RE.test(text)) return undefined;
  const slices = slicesOf(text);
  if (slices.length < 2) return undefined;
  const named = slices.filter((s) => s.days.length);
  if (!named.length) return undefined;
  if (NOT_WEEKDAY_RE.test(text)) return {};
  // Leading amounts with no day words are the strength ('Alendronate 70 mg, 1 tablet every Saturday') unless
  // a time word makes the last of them the other days' dose ('100 mcg mane; 150 mcg Sundays').
  let lead = 0;
  while (lead < slices.length && !slices[lead]!.days.length && !slices[lead]!.other) lead++;
  const kept = slices.filter((s, i) => i >= lead || (i === lead - 1 && s.timed));
  // One amount on its days is a weekly order, not a plan by day; the same amount twice is not a plan either.
  const spec = kept.filter((s, i) => s.days.length || s.other || (i === 0 && lead > 0));
  if (spec.length < 2 || spec.every((s) => sameDose(s.dose, spec[0]!.dose))) return undefined;
  if (kept.some((s, i) => i > 0 && !s.days.length && !s.other)) return {};
  const plan: Record<string, DayDose> = {};
  for (const s of named)
    for (const d of s.days) {
      if (plan[d] && !sameDose(plan[d]!, s.dose)) return {};
      plan[d] = s.dose;
    }
  const others = kept.filter((s) => !s.days.length);
  if (others.length > 1) return {};
  if (others.length === 1) for (const d of DAY_ORDER) if (!plan[d]) plan[d] = others[0]!.dose;
  const units = new Set(Object.values(plan).map((x) => x.unit));
  if (units.size > 1) return {};
  return { plan };
}

export function samePlan(a: DayPlan, b: DayPlan): boolean {
  return (
    DAY_ORDER.every((d) => !a[d] === !b[d]) &&
    DAY_ORDER.every((d) => !a[d] || sameDose(a[d]!, b[d]!))
  );
}

/** 'Monday to Saturday', 'Monday, Wednesday and Friday': runs of three or more days joined with 'to'. */
function daysText(days: string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < days.length; ) {
    let j = i;
    while (
      j + 1 < days.length &&
      DAY_ORDER.indexOf(days[j + 1]!) === DAY_ORDER.indexOf(days[j]!) + 1
    )
      j++;
    if (j - i >= 2) parts.push(`${days[i]} to ${days[j]}`);
    else parts.push(...days.slice(i, j + 1));
    i = j + 1;
  }
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
}

/** '100 microgram Monday to Saturday; 150 microgram Sunday': each dose with its days, in week order. */
export function planText(plan: DayPlan): string {
  const groups = new Map<string, string[]>();
  for (const d of DAY_ORDER) {
    const dose = plan[d];
    if (!dose) continue;
    const key = fmtDose(dose);
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  if (groups.size === 1 && [...groups.values()][0]!.length === 7)
    return `${[...groups.keys()][0]} every day`;
  return [...groups].map(([dose, days]) => `${dose} ${daysText(days)}`).join('; ');
}

/**
 * The one step of a day plan: its words as written, at the time of day written (0800 when none), with
 * no weekly pattern (the day names belong to the doses, not to a once-a-week rhythm).
 */
export function dayPlanStep(clauses: string[], timing: Timing): RegimenStep {
  const slots = timing.slots.length ? timing.slots : (['0800'] as Timing['slots']);
  return {
    amount: {},
    timing: {
      ...timing,
      slots,
      nonDaily: undefined,
      weeklyWritten: undefined,
      days: [],
      label: '',
      known: true,
    },
    text: squashSpaces(clauses.filter((c) => c.trim()).join(', ')),
  };
}

export function fmtDose(d: DayDose): string {
  if (d.unit !== 'mg') return `${fmtNumber(d.value)} ${unitLabel(d.unit, d.value !== 1)}`;
  return d.value < 1
    ? `${fmtNumber(Math.round(d.value * 1e6) / 1e3)} microgram`
    : `${fmtNumber(d.value)} mg`;
}
