/**
 * Strengths and doses in text, compared as quantities: an answer may write '1 g' for an order's
 * '1000 mg' or '2 x 500mg', but a strength or dose that is in none of the row's input lines is
 * invented. Timing numbers ('every 4-6 hours', '24 hours', '0800') are not strengths or doses and
 * are not checked here.
 */

// Number words as the engine reads them: one list, in the lexicon.
import { NUMBER_WORDS } from '../../../../engine/lexicon/words';

type Dimension = 'mass' | 'volume' | 'units' | 'mmol' | 'percent';

/** Unit words (lower case) to a dimension and a factor to the base unit (mg, mL, units, mmol, %). */
const UNITS: Array<[RegExp, Dimension, number]> = [
  [/^(?:mg|milligrams?)\b/, 'mass', 1],
  [/^(?:g|gm|grams?)\b/, 'mass', 1000],
  [/^(?:mcg|micrograms?|µg|ug|microg)\b/, 'mass', 0.001],
  [/^(?:ng|nanograms?)\b/, 'mass', 0.000001],
  [/^(?:ml|millilitres?|milliliters?)\b/, 'volume', 1],
  [/^(?:l|litres?|liters?)\b/, 'volume', 1000],
  [/^(?:units?|iu|international units?)\b/, 'units', 1],
  [/^(?:mmol|millimoles?)\b/, 'mmol', 1],
  [/^%/, 'percent', 1],
];

/** Counts per dose: a '1' before one of these is the implied single dose ('1 tablet'). */
const COUNT_WORDS =
  /^(?:tab(?:let)?s?|cap(?:sule)?s?|puffs?|drops?|sachets?|patch(?:es)?|sprays?|inhalations?|actuations?|doses?|applications?|suppositor(?:y|ies)|pessar(?:y|ies)|lozenges?|ampoules?|vials?|pens?|scoops?|measures?|spoonfuls?|teaspoons?|wafers?|films?)\b/;

/** Words after a number that make it a time, interval or frequency rather than a strength or dose. */
const TIMING_WORDS =
  /^(?:hours?|hourly|hrly|hrs?|h\b|minutes?|mins?|days?|daily|weeks?|weekly|months?|monthly|years?|yearly|times?|x\s*(?:daily|a day|per day|weekly)|am\b|pm\b|o'?clock|st\b|nd\b|rd\b|th\b)/;

// A run of numbers joined by '/', '-', 'to' or 'or' ('5/1.25', '1-2', '4 to 6'), sharing one unit.
const NUM = String.raw`(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?|\.\d+)`;
const RUN = new RegExp(
  String.raw`(?<![a-wyz0-9.,])(${NUM}(?:\s*(?:\/|-|–|to|or)\s*${NUM})*)`,
  'gi',
);

const toNumber = (s: string) => Number(s.replace(/,/g, ''));
const quantityKey = (value: number, dim: Dimension) => `${dim}:${Math.round(value * 1e6) / 1e6}`;

interface NumberRun {
  values: number[];
  /** The text that follows the run, lower case and trimmed, for unit words. */
  after: string;
  text: string;
}

function runs(text: string): NumberRun[] {
  const out: NumberRun[] = [];
  for (const m of text.matchAll(RUN)) {
    const run = m[1]!;
    const values = run
      .split(/\s*(?:\/|-|–|to|or)\s*/i)
      .map(toNumber)
      .filter((n) => Number.isFinite(n));
    const after = text
      .slice((m.index ?? 0) + m[0].length)
      .trimStart()
      .toLowerCase();
    out.push({ values, after, text: run });
  }
  return out;
}

function unitOf(after: string): { dim: Dimension; factor: number; word: string } | null {
  for (const [re, dim, factor] of UNITS) {
    const m = re.exec(after);
    if (m) return { dim, factor, word: m[0] };
  }
  return null;
}

/** Numbers and quantities the input lines give: what a row's strengths and doses may use. */
export interface NumberPool {
  /** Every number written in the lines, with or without a unit (including number words). */
  all: Set<number>;
  /** Numbers written with no unit after them ('Coversyl Plus 5/1.25'). */
  unitless: Set<number>;
  /** Quantities in base units: '1g' and '1000 mg' are one entry; '2 x 500mg' adds 1000 mg too. */
  quantities: Set<string>;
}

export function numberPool(lines: string[]): NumberPool {
  const pool: NumberPool = { all: new Set(), unitless: new Set(), quantities: new Set() };
  for (const line of lines) {
    const lower = line.toLowerCase();
    for (const w of lower.match(/[a-z]+/g) ?? [])
      if (w in NUMBER_WORDS) pool.all.add(NUMBER_WORDS[w]!);
    // Numbers glued to letters ('x2', 'D3') count as written numbers of the input.
    for (const n of lower.match(/\d+(?:\.\d+)?/g) ?? []) pool.all.add(Number(n));
    for (const r of runs(lower)) {
      for (const v of r.values) pool.all.add(v);
      const unit = unitOf(r.after);
      if (!unit) r.values.forEach((v) => pool.unitless.add(v));
      else r.values.forEach((v) => pool.quantities.add(quantityKey(v * unit.factor, unit.dim)));
    }
    // '2 x 500mg', '2 × 500 mg': the total dose is also what the order gives.
    for (const m of lower.matchAll(new RegExp(String.raw`(${NUM})\s*[x×]\s*(${NUM})\s*`, 'g'))) {
      const unit = unitOf(lower.slice((m.index ?? 0) + m[0].length));
      if (unit)
        pool.quantities.add(quantityKey(toNumber(m[1]!) * toNumber(m[2]!) * unit.factor, unit.dim));
    }
  }
  return pool;
}

const isClockTime = (s: string) => /^(?:[01]\d|2[0-3])[0-5]\d$/.test(s);

/**
 * The strengths and doses in `text` that the pool does not give, as written ('80 mg', '3 tablets').
 * Empty when everything traces to the input.
 */
export function untracedNumbers(text: string, pool: NumberPool): string[] {
  const bad: string[] = [];
  for (const r of runs(text)) {
    if (TIMING_WORDS.test(r.after)) continue;
    const unit = unitOf(r.after);
    const isCount = !unit && COUNT_WORDS.test(r.after);
    if (!unit && !isCount && r.values.length === 1 && isClockTime(r.text)) continue;
    const ok = r.values.every((v) => {
      if (unit)
        return pool.quantities.has(quantityKey(v * unit.factor, unit.dim)) || pool.unitless.has(v);
      return pool.all.has(v) || (isCount && v === 1);
    });
    if (!ok) bad.push(unit ? `${r.text} ${unit.word}` : r.text);
  }
  return bad;
}
