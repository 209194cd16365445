/**
 * Dose patterns written as counts per time of day: '1-0-1' (morning, midday, evening) and '1-0-1-1'
 * (morning, midday, evening, night), common in letters from doctors trained overseas and on some
 * aged-care charts. Each non-zero count becomes '<count> <unit> <time of day>' before the clause is
 * scanned, so the existing readers place it in its slot ('2-0-1' is 2 tablets mane and 1 in the evening).
 */
import { SLOT_READ_WORDS } from '../lexicon/words';

const PART = String.raw`(\d(?:\.5)?|½)`;
// Single-digit parts only, and no unit or date after: '1-2 tabs' (a range), '10-12 units' and '1-1-25' are not patterns.
const DOSE_PATTERN = new RegExp(
  String.raw`(?<![\w./-])${PART}-${PART}-${PART}(?:-${PART})?(?![\w./-]|\s*(?:mg|mcg|micrograms?|g|ml|units?|iu|%)(?![a-z]))`,
  'i',
);
// Words, not clock times: the comment then says 'in the morning', as the order meant, and invents no time.
const FOUR = (['0800', '1200', '1800', '2200'] as const).map((slot) => SLOT_READ_WORDS[slot]);
const THREE = FOUR.slice(0, 3);
const DAY_BEFORE = /\b(?:days?|weeks?|wks?|cycles?|d)\s*$/i;
const UNIT_WORD = /\b(tab(?:let)?s?|cap(?:sule)?s?|puffs?|drops?|sachets?|sprays?)\b/i;

// '6-6-8 units', '10/10/14 units', '6u/6u/8u' (insulin with each meal): amounts of a measure, one per time of day.
// Three or four parts only (two are a range), joined all by dashes or all by slashes; a slash only before units
// ('5/160/12.5 mg' is a combination's strengths).
const AMT = String.raw`(\d{1,2}(?:\.5)?)`;
const U = String.raw`\s*(?:units?|iu|u)`;
const MEASURE_PATTERN = new RegExp(
  String.raw`(?<![\w./-])(?:${AMT}-${AMT}-${AMT}(?:-${AMT})?\s*(units?|iu|u|ml)|${AMT}\/${AMT}\/${AMT}(?:\/${AMT})?\s*(units?|iu|u)|${AMT}${U}\s*[/-]\s*${AMT}${U}\s*[/-]\s*${AMT}${U}(?:\s*[/-]\s*${AMT}${U})?)(?![\w/])`,
  'i',
);

/** '6-6-8 units' -> '6 units in the morning and 6 units at midday and 8 units in the evening'; else as written. */
export function expandMeasurePattern(clause: string): string {
  const m = MEASURE_PATTERN.exec(clause);
  if (!m || DAY_BEFORE.test(clause.slice(0, m.index))) return clause;
  const groups = [m.slice(1, 5), m.slice(6, 10), m.slice(11, 15)];
  const unitOf = [m[5], m[10], 'units'];
  const at = groups.findIndex((g) => g[0] !== undefined);
  const parts = groups[at]!.filter((x): x is string => x !== undefined);
  const written = unitOf[at]!.toLowerCase();
  const unit = written === 'ml' ? 'mL' : written === 'iu' ? 'IU' : 'units';
  const times = parts.length === 4 ? FOUR : THREE;
  const doses = parts.map((p, i) => (p === '0' ? '' : `${p} ${unit} ${times[i]}`)).filter(Boolean);
  return `${clause.slice(0, m.index)}${doses.join(' and ')}${clause.slice(m.index + m[0].length)}`;
}

/** The clause with a dose pattern written out ('1 tablet mane and 1 tablet in the evening'), or as it was. */
export function expandDosePattern(clause: string, countUnit: string | undefined): string {
  const m = DOSE_PATTERN.exec(clause);
  if (!m || DAY_BEFORE.test(clause.slice(0, m.index))) return clause;
  const parts = m.slice(1).filter((x): x is string => x !== undefined);
  const times = parts.length === 4 ? FOUR : THREE;
  const written = UNIT_WORD.exec(clause)?.[1];
  const unit = written ?? countUnit ?? 'dose';
  const doses = parts.map((p, i) => (p === '0' ? '' : `${p} ${unit} ${times[i]}`)).filter(Boolean);
  if (!doses.length) return clause;
  // A unit word written after the pattern ('1-0-1 tabs') is now part of each dose.
  const after = clause
    .slice(m.index + m[0].length)
    .replace(written && !/\d/.test(clause.slice(0, m.index)) ? UNIT_WORD : /$^/, '');
  return `${clause.slice(0, m.index)}${doses.join(' and ')}${after}`;
}

// 'carbidopa-levodopa 25 mg-100 mg' (PowerChart): a combination's strengths joined by a dash, each with its unit.
const COMBO_STRENGTH =
  /(\d+(?:\.\d+)?)\s*(mg|mcg|microgram|g)\s*[-–]\s*(\d+(?:\.\d+)?)\s*\2(?![a-z])/i;

/** '25 mg-100 mg' -> '25/100 mg' (in the order written), for a medicine of two or more ingredients. */
export function joinComboStrength(clause: string): string {
  return clause.replace(COMBO_STRENGTH, '$1/$3 $2');
}

// Medical Director's 'dose x times' ('1 x 3 daily' is 1 three times a day; '2 caps 2 x daily' is twice a day).
const COUNT_TIMES = /(?<![\w./])(\d(?:\.5)?|½)\s*x\s*([2-6])\s*(?:daily|a day|per day|\/day)\b/i;
const UNIT_THEN_TIMES =
  /\b(tab(?:let)?s?|cap(?:sule)?s?|puffs?|drops?|sachets?|sprays?)\s+([2-6])\s*x\s*(?:daily|a day|per day)\b/i;

// A dose aid's or pharmacy label's count after the strength ('Metformin 500mg x2', 'Sinemet 100/25 x1'): that
// many of the product, unless a frequency, duration or count of doses follows ('x 3 daily', 'x5 days', 'x2 doses').
const STRENGTH_TIMES =
  /(\d(?:\.\d+)?\s*(?:mg|mcg|micrograms?|g|units?|iu)|\d+\/\d+)\s*x\s*([1-4]|½)(?![\d./]|\s*(?:x|daily|a day|per day|\/|days?|doses?|weeks?|wks?|months?|times?|more|further)\b)/i;

/** '1 x 3 daily' -> '1 tablet 3 times daily'; '2 caps 2 x daily' -> '2 caps 2 times daily'; otherwise as written. */
export function expandTimesPattern(clause: string, countUnit: string | undefined): string {
  const unitWritten = UNIT_WORD.exec(clause)?.[1];
  const counted = clause.replace(
    STRENGTH_TIMES,
    (_m, s: string, n: string) => `${s} ${n} ${countUnit ?? 'dose'}`,
  );
  const t = counted.replace(
    COUNT_TIMES,
    (_m, n: string, k: string) =>
      `${n} ${unitWritten ? '' : `${countUnit ?? 'dose'} `}${k} times daily`,
  );
  return t.replace(UNIT_THEN_TIMES, '$1 $2 times daily');
}

/** The clause with its dose patterns written out in words the timing and quantity readers know. */
export function normaliseDosing(
  clause: string,
  countUnit: string | undefined,
  combination: boolean,
): string {
  let t = clause;
  if (t.includes('-') || t.includes('/')) t = expandMeasurePattern(t);
  if (t.includes('-')) t = expandDosePattern(combination ? joinComboStrength(t) : t, countUnit);
  if (t.includes('x') || t.includes('X')) t = expandTimesPattern(t, countUnit);
  return t;
}
