/**
 * Strengths and dose amounts: one precompiled pattern finds every number-with-unit in the
 * directions, then each match is classified (strength, count of dose units, multiplier).
 */
import { NUM, NUM_WORD, fmtNumber, matchesOf, toNumber } from './text';
import type { DoseCount, Strength } from './types';
import { alternation, DOSE_UNIT_WORDS, spellings } from '../lexicon/words';

const UNIT = String.raw`(?:milligrams?|mg|micrograms?|microg|mcg|µg|μg|ug|nanograms?|ng|grams?|gm|g|international\s+units?|units?|iu|u|mmol|millilitres?|mls?|litres?|l|%)`;
const PER = String.raw`(?:dose|actuation|puff|spray|inhalation|kg\/min(?:ute)?|kg\/h(?:ou)?r|kg\/day|kg|min(?:ute)?|hours?|hrs?|hr|h|day|tablet|capsule|sachet|drop|mls?|g|l)`;
// Every dose unit of the lexicon ('tablets', 'puffs', 'tablespoonfuls'): built from it, never copied.
const COUNT_UNIT = alternation(spellings(DOSE_UNIT_WORDS));

/**
 * '1½', '1 1/2', '1 and 1/2', 'one and a half', 'one and one-half' tablets: a whole number and a half,
 * before a tablet or capsule; '1 1/4', '2 3/4' (a quarter sign respelled, lexicon/vulgar-fractions.ts).
 */
const MIXED = String.raw`(?:\d{1,2}|${NUM_WORD})\s*(?:and\s+(?:a\s+|one[- ])?)?(?:½|1\/2|half|[1-7]\/[348])(?=\s*(?:tab|cap))`;
const MIXED_RE = new RegExp(`^${MIXED.replace(/\(\?=.*\)$/, '')}$`);

// 'Spironolactone 25mg tab 1/2 daily': a part of the form's unit before how often it is taken (a ward
// chart's count column). The dose reader sees the text with its timing words blanked, so the part is a
// small fraction followed by that blank (or the end), never by a word or unit: dates ('3/4 started') and
// strengths ('24/26 mg') are never a part tablet.
const PART_BEFORE_TIME = String.raw`[1-3]\/[2-4](?=\s{2,}|\s*$)`;

/** value, optional range, optional unit or count unit, optional '/part' combos, optional '/per'. */
export const QUANTITY_RE = new RegExp(
  String.raw`(?<![\w.\/])(?:(${NUM})\s*x\s*)?` +
    String.raw`(${MIXED}|half(?:\s+(?:a|an|of\s+a))?|½|(?:\d)\/(?:\d)(?=\s*(?:of\s+a\s+)?(?:tab|cap))|${PART_BEFORE_TIME}|${NUM}|${NUM_WORD})` +
    String.raw`(?:\s*(?:-|–|to|or)\s*(${NUM}|${NUM_WORD}))?` +
    String.raw`(?:\s*(${UNIT})(?![a-z])|\s*(${COUNT_UNIT})(?![a-z]))?` +
    // '/1.25 mg' continues a combination; '/24 hr' is a rate, read by the next group; '8 mg / 1 tab' is a
    // column of a form ('drug / dose / frequency'): a count of tablets (one to four, whole) is never a
    // combination's part, but '16/12.5 tablet' is a strength before its form: the number is read whole
    // (no backing off '12.5' to '12'), and only a small whole count before a dose unit ends the strength.
    String.raw`((?:\s*\/\s*${NUM}(?![\d.])(?!\s*(?:hours?|hrs?|hr|h|days?)(?![a-z]))(?!(?<=[^\d.][1-4])\s*${COUNT_UNIT}(?![a-z]))(?:\s*${UNIT}(?![a-z]))?)*)` +
    String.raw`(?:\s*\/\s*(${NUM}\s*)?(${PER})(?![a-z]))?` +
    // '8mg/1 tab': the strength ends at a slash only when a small count of dose units follows it.
    String.raw`(?![\w]|\/(?!\s*[1-4]\s*${COUNT_UNIT}(?![a-z])))`,
  'gi',
);

// Callers pass lower-case text; a case-insensitive expression is slower.
const QUANTITY_Y = new RegExp(QUANTITY_RE.source, 'y');
// First letters of the number words (half, one, two ... twelve), either case; by character code.
const WORD_STARTS = new Set([...'hotfsen', ...'HOTFSEN'].map((c) => c.charCodeAt(0)));
const isDigit = (c: number) => c >= 48 && c <= 57;
/** /[\w./]/ by character code: a quantity cannot start straight after one of these. */
const isWordChar = (c: number) =>
  isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || c === 47;

/**
 * Every quantity in the text. The full expression is tried only where a number can start (a digit,
 * '½', '.5', or a word such as 'two' or 'half'), not at every character.
 */
export function findQuantities(text: string): QuantityToken[] {
  const out: QuantityToken[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const digitStart = isDigit(c) || c === 0xbd || (c === 46 && isDigit(text.charCodeAt(i + 1)));
    if (!digitStart && !WORD_STARTS.has(c)) continue;
    if (i > 0 && isWordChar(text.charCodeAt(i - 1))) continue;
    QUANTITY_Y.lastIndex = i;
    const m = QUANTITY_Y.exec(text);
    if (!m || !m[0]) continue;
    out.push(readQuantity(m));
    i += m[0].length - 1;
  }
  return out;
}

const MASS: Record<string, number> = { mg: 1, g: 1000, microgram: 0.001, nanogram: 0.000001 };

/** A mass in another mass unit ('140 microgram' in mg is 0.14); null when either unit is not a mass. */
export function massIn(value: number, from: string, to: string): number | null {
  const f = MASS[from];
  const t = MASS[to];
  return f === undefined || t === undefined ? null : (value * f) / t;
}

/** Results of the two canonical-unit readers below: the same few unit words recur in every order. */
const unitMemo = new Map<string, string>();
const countUnitMemo = new Map<string, string>();
const memoised = (memo: Map<string, string>, key: string, read: (k: string) => string): string => {
  let v = memo.get(key);
  if (v === undefined) memo.set(key, (v = read(key)));
  return v;
};

export const canonicalUnit = (u: string): string => memoised(unitMemo, u, readUnit);

/**
 * The unit a row shows: the canonical one, except where the order wrote a synonym the contract keeps
 * ('1000 IU' stays IU, '2 inhalations' stays inhalations). Comparison still uses the canonical unit.
 */
export function displayUnit(written: string, canonical: string): string {
  const t = written.toLowerCase().replace(/\s+/g, ' ');
  if (canonical === 'units' && /^(iu|international units?)$/.test(t)) return 'IU';
  if (canonical === 'puff' && /^inhalation/.test(t)) return 'inhalation';
  return canonical;
}
export const canonicalCountUnit = (u: string): string => memoised(countUnitMemo, u, readCountUnit);

function readUnit(u: string): string {
  const t = u.toLowerCase().replace(/\s+/g, ' ');
  if (/^(mg|milligrams?)$/.test(t)) return 'mg';
  if (/^(g|gm|grams?)$/.test(t)) return 'g';
  if (/^(micrograms?|microg|mcg|µg|μg|ug)$/.test(t)) return 'microgram';
  if (/^(ng|nanograms?)$/.test(t)) return 'nanogram';
  if (/^(units?|iu|u|international units?)$/.test(t)) return 'units';
  if (/^(mls?|millilitres?)$/.test(t)) return 'mL';
  if (/^(l|litres?)$/.test(t)) return 'L';
  if (t === 'mmol') return 'mmol';
  if (t === '%') return '%';
  return t;
}

export function canonicalPer(p: string, n?: string): string {
  const t = p.toLowerCase();
  const num = n ? `${n.trim()} ` : '';
  if (/^(hours?|hrs?|hr|h)$/.test(t)) return num === '24 ' ? '24 hours' : `${num}hour`;
  if (/^mls?$/.test(t)) return `${num}mL`;
  return `${num}${t}`;
}

function readCountUnit(u: string): string {
  const t = u.toLowerCase();
  if (/^(tablespoon|tbsp)/.test(t)) return 'tablespoon';
  if (/^tab/.test(t) || /^caplet/.test(t)) return 'tablet';
  if (/^cap/.test(t)) return 'capsule';
  if (/^(puff|inhalation|actuation)/.test(t)) return 'puff';
  if (/^patch/.test(t)) return 'patch';
  if (/^supp/.test(t)) return 'suppository';
  if (/^pessar/.test(t)) return 'pessary';
  if (/^amp/.test(t)) return 'ampoule';
  if (/^(teaspoon|tsp)/.test(t)) return 'teaspoon';
  if (/^dessertspoon/.test(t)) return 'dessertspoon';
  return t
    .replace(/(?<=(?:ch|sh|x))es$|s$/, '')
    .replace(
      /^(sachet|spray|drop|application|lozenge|wafer|nebule|vial|dose|measure|scoop|pen|pump|squirt).*$/,
      '$1',
    );
}

/** Singular/plural display of a dose unit: 1 tablet, 2 tablets, 1-2 puffs. */
export function unitLabel(unit: string, plural: boolean): string {
  if (
    unit === 'units' ||
    unit === 'IU' ||
    unit === 'mL' ||
    unit === 'mg' ||
    unit === 'microgram' ||
    unit === 'g'
  )
    return unit;
  if (!plural) return unit;
  if (unit === 'patch') return 'patches';
  if (unit === 'suppository') return 'suppositories';
  if (unit === 'pessary') return 'pessaries';
  return `${unit}s`;
}

/** Display a number as written: 'one' -> '1'; keeps '1/2' and 'half'. */
function valueText(raw: string): string {
  const t = raw.trim().toLowerCase();
  // A whole number and a half is shown as written: '1.5' would be a number the order does not contain.
  if (MIXED_RE.test(t)) return t.replace(/\s+/g, ' ');
  if (/^half/.test(t) || t === '½') return 'half';
  if (/^\d\/\d$/.test(t)) return t;
  const n = toNumber(t);
  return Number.isFinite(n) ? fmtNumber(n) : raw;
}

export function countText(value: string, max: string | undefined, unit: string): string {
  const v = valueText(value);
  if (v === 'half') return `half a ${unitLabel(unit, false)}`;
  // A quarter in words, as a half is ('¼ tab', 'quarter tablet' and '1/4 tab' alike).
  if (v === '1/4' && max === undefined) return `a quarter of a ${unitLabel(unit, false)}`;
  const plural = max !== undefined || toNumber(value) > 1;
  return `${v}${max !== undefined ? `-${valueText(max)}` : ''} ${unitLabel(unit, plural)}`;
}

/** '5/1.25 mg', '100 microgram', '5 mg/24 hours': one unit after the values, Australian style. */
export function strengthText(values: number[], unit: string | null, per?: string): string {
  const u = unit ? (unit === '%' ? '%' : ` ${unit}`) : '';
  const nums = `${values.map(fmtNumber).join('/')}${u}`;
  return per ? `${nums}/${per}` : nums;
}

/**
 * A combination's strength says what the order says: a unit written once after the numbers stays once
 * ('100/25 mg', strengthText); a unit written after each part stays after each part, the parts joined
 * by '/' ('levodopa 100 mg + carbidopa 25 mg' -> '100 mg/25 mg', '600 mg/500 IU', '0.2%/1%').
 */
export const partText = (value: number, unit: string): string =>
  unit === '%' ? `${fmtNumber(value)}%` : `${fmtNumber(value)} ${unit}`;

export function withParts(
  values: number[],
  unit: string | null,
  parts: string[],
  per?: string,
): Strength {
  return { values, unit, per, text: parts.join('/') + (per ? `/${per}` : ''), parts };
}

const COMBO_PART_RE = new RegExp(String.raw`\/\s*(${NUM})(?:\s*(${UNIT}))?`, 'gi');

export type QuantityToken =
  | { kind: 'strength'; index: number; end: number; strength: Strength; rawUnit: string }
  | { kind: 'count'; index: number; end: number; count: DoseCount; strength?: Strength }
  | { kind: 'bare'; index: number; end: number; value: number; max?: number; raw: string };

/** Classify one QUANTITY_RE match. */
export function readQuantity(m: RegExpExecArray): QuantityToken {
  const [all, mult, value, max, unit, countUnit, combo, perNum, per] = m;
  const index = m.index;
  const end = index + all.length;
  const n = toNumber(value!);
  const nMax = max !== undefined ? toNumber(max) : undefined;
  const comboParts = combo ? matchesOf(combo, COMBO_PART_RE) : [];
  if (countUnit && !mult) {
    const cu = canonicalCountUnit(countUnit);
    return {
      kind: 'count',
      index,
      end,
      count: {
        value: n,
        max: nMax,
        unit: cu,
        text: countText(value!, max, displayUnit(countUnit, cu)),
      },
    };
  }
  let cunit = unit ? canonicalUnit(unit) : null;
  const shown = unit && cunit ? displayUnit(unit, cunit) : cunit;
  let perText = per ? canonicalPer(per, perNum) : undefined;
  const values = [n];
  const parts: Array<[number, string | null]> = [[n, cunit]];
  // The unit each part shows ('600 mg/1000 IU' keeps IU), as displayUnit says.
  const partShown: Array<string | null> = [shown];
  for (const p of comboParts) {
    const pu = p[2] ? canonicalUnit(p[2]) : null;
    if (pu === 'mL' && cunit && cunit !== 'mL') {
      // '200 mg/100 mL' is a concentration, not a combination.
      perText = `${p[1]} mL`;
      continue;
    }
    if (pu && !cunit) cunit = pu;
    values.push(toNumber(p[1]!));
    parts.push([toNumber(p[1]!), pu]);
    partShown.push(p[2] && pu ? displayUnit(p[2], pu) : pu);
  }
  // '70 mg/70 microgram' (Fosamax Plus): values kept in the first unit, text with each unit as written.
  const mixed =
    !!cunit &&
    parts.some(([, u]) => u && u !== cunit && MASS[u] !== undefined && MASS[cunit] !== undefined);
  if (mixed)
    parts.forEach(
      ([v, u], i) => (values[i] = u && u !== cunit ? (v * MASS[u]!) / MASS[cunit!]! : v),
    );
  // '500 microgram/400 microgram' (Duodart): each part wrote its own unit, so each keeps it, as written.
  const eachUnit = parts.length > 1 && parts.every(([, u]) => u);
  const written =
    mixed || eachUnit ? parts.map(([v], i) => partText(v, partShown[i] ?? cunit!)) : undefined;
  if (mult) {
    const strength: Strength = written
      ? withParts(values, cunit, written, perText)
      : { values, unit: cunit, per: perText, text: strengthText(values, cunit, perText) };
    const c = toNumber(mult);
    return {
      kind: 'count',
      index,
      end,
      strength,
      count: { value: c, unit: 'dose', text: `${fmtNumber(c)} x ${strength.text}` },
    };
  }
  if (!cunit && values.length === 1 && !perText)
    return { kind: 'bare', index, end, value: n, max: nMax, raw: all };
  if (nMax !== undefined && cunit) {
    // '2-4 units', '5-10 mg': a dose range in units of measure.
    return {
      kind: 'count',
      index,
      end,
      count: {
        value: n,
        max: nMax,
        unit: cunit,
        text: `${fmtNumber(n)}-${fmtNumber(nMax)} ${shown}`,
      },
    };
  }
  const strength: Strength = written
    ? withParts(values, cunit, written, perText)
    : {
        values,
        unit: cunit,
        per: perText,
        text: strengthText(values, comboParts.length ? cunit : shown, perText),
      };
  return { kind: 'strength', index, end, strength, rawUnit: unit ?? '' };
}

/** '100 mg/mL', '240 mg/5 mL': an amount per volume, which says nothing about the dose on its own. */
export const isConcentration = (s: Strength): boolean =>
  !!s.per && /^(?:\d+(?:\.\d+)?\s*)?(?:mls?|l)$/i.test(s.per);

/** Milligrams for a single-valued mass strength; null for combinations, rates, units, volumes. */
export function massMg(s: Strength | undefined): number | null {
  if (!s || s.values.length !== 1 || !s.unit || s.per) return null;
  const f = MASS[s.unit];
  return f === undefined ? null : s.values[0]! * f;
}

/** A comparable signature of a strength: same signature = same strength however it is written. */
export function strengthKey(s: Strength): string {
  const f = s.unit ? MASS[s.unit] : undefined;
  const unit = f !== undefined ? 'mg' : (s.unit ?? '');
  const vals = s.values.map((v) => fmtNumber(f !== undefined ? v * f : v)).join('/');
  const per = (s.per ?? '')
    .replace(/^(dose|actuation|puff|spray|inhalation)$/, '')
    .replace(/^1 /, '');
  return `${vals}|${unit}|${per}`;
}
