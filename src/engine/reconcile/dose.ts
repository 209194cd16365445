/**
 * Comparable doses: '2 x 500 mg', '1 g' and '1000 mg' are one dose; '2 tablets of 665 mg' is
 * '1330 mg'; '1 puff of 200/6' is the combination 200/6. Wording never makes two doses differ.
 */
import type { Amount, Strength } from '../parse/types';
import { SPOON_ML } from '../lexicon/words';

export interface DoseQ {
  /** Comparable unit: 'mg', 'units', 'mL', 'mg/hour', 'mg/24 hours', '%', '' (unitless), or 'count:tablet'. */
  unit: string;
  values: number[];
  /** Upper end of a range ('1-2 tablets'); undefined for a single amount. */
  max?: number[];
  /** Worked out from a rounded volume ('6.7 mL' of 240 mg/5 mL = 321.6 mg, written for 320 mg). */
  approx?: boolean;
}

const MASS: Record<string, number> = { mg: 1, g: 1000, microgram: 0.001, nanogram: 0.000001 };
const MEASURE_UNITS = new Set(['mg', 'g', 'microgram', 'nanogram', 'units', 'mL', 'mmol']);

function normPer(per: string | undefined): string {
  if (!per) return '';
  const p = per.replace(/^1 /, '');
  if (/^(dose|actuation|puff|spray|inhalation)$/.test(p)) return '';
  if (/^(hour|1 hour)$/.test(p)) return 'hour';
  if (/^(24 hours|day)$/.test(p)) return '24 hours';
  return p;
}

function ofStrength(s: Strength, n = 1, nmax?: number): DoseQ {
  const f = s.unit ? MASS[s.unit] : undefined;
  const per = normPer(s.per);
  const unit = `${f !== undefined ? 'mg' : (s.unit ?? '')}${per ? `/${per}` : ''}`;
  const vals = s.values.map((v) => v * (f ?? 1));
  return {
    unit,
    values: vals.map((v) => v * n),
    max: nmax !== undefined ? vals.map((v) => v * nmax) : undefined,
  };
}

/** The comparable amount of one administration; null when nothing is written. */
export function doseQ(a: Amount | undefined, s: Strength | undefined): DoseQ | null {
  // '5 mL' of '1 mg/mL' compares as 5 mg, so it equals '5 mg (5 mL)' on the other list.
  const perMl = a?.measure && s ? volumeToMass(a.measure, s) : null;
  if (perMl) return perMl;
  if (a?.measure) return ofStrength(a.measure);
  const c = a?.count;
  const spoon = c && s ? spoonToMass(c.value, c.max, SPOON_ML[c.unit], s) : null;
  if (spoon) return spoon;
  if (c) {
    if (MEASURE_UNITS.has(c.unit)) {
      const f = MASS[c.unit] ?? 1;
      return {
        unit: MASS[c.unit] ? 'mg' : c.unit,
        values: [c.value * f],
        max: c.max !== undefined ? [c.max * f] : undefined,
      };
    }
    if (s) return ofStrength(s, c.value, c.max);
    return {
      unit: `count:${c.unit}`,
      values: [c.value],
      max: c.max !== undefined ? [c.max] : undefined,
    };
  }
  return s ? ofStrength(s) : null;
}

/** '1 teaspoonful' of a liquid of 100 mg/5 mL: 5 mL, so 100 mg; null for other counts or strengths. */
function spoonToMass(
  n: number,
  max: number | undefined,
  ml: number | undefined,
  s: Strength,
): DoseQ | null {
  if (!ml) return null;
  const volume = (v: number): Strength => ({ values: [v * ml], unit: 'mL', text: `${v * ml} mL` });
  const low = volumeToMass(volume(n), s);
  if (!low) return null;
  const high = max !== undefined ? volumeToMass(volume(max), s) : null;
  return high ? { ...low, max: high.values } : low;
}

/**
 * '1 tablet' of '1.5 g (600 mg calcium)' against 'Caltrate 600 mg 1 daily': the same dose in what the
 * product holds (parse/held-amount.ts). True only when one side writes what it holds and, counted in
 * that, the doses are the same.
 */
export function sameHeldDose(
  x: Amount,
  a: Strength | undefined,
  y: Amount,
  b: Strength | undefined,
): boolean {
  if (!a?.held === !b?.held) return false;
  const qa = doseQ(x, a?.held ?? a);
  const qb = doseQ(y, b?.held ?? b);
  return comparable(qa, qb) && sameDose(qa!, qb!);
}

/** A volume given of a liquid whose concentration is written ('100 mg/mL', '240 mg/5 mL') as the mass it holds. */
function volumeToMass(m: Strength, s: Strength): DoseQ | null {
  const per = /^(\d+(?:\.\d+)?)?\s*mL$/i.exec(s.per ?? '');
  if (
    m.unit !== 'mL' ||
    m.per ||
    !per ||
    !s.unit ||
    MASS[s.unit] === undefined ||
    s.values.length !== 1
  )
    return null;
  const mgPerMl = (s.values[0]! * MASS[s.unit]!) / Number(per[1] ?? 1);
  return {
    unit: 'mg',
    values: m.values.map((v) => Number((v * mgPerMl).toPrecision(12))),
    approx: true,
  };
}

const near = (x: number, y: number) =>
  Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
const sameList = (x: number[] | undefined, y: number[] | undefined) =>
  x === y || (!!x && !!y && x.length === y.length && x.every((v, i) => near(v, y[i]!)));

export function sameDose(a: DoseQ, b: DoseQ): boolean {
  if (a.unit !== b.unit) return false;
  // A volume is written to one decimal place: within 2% of the mass it stands for is the same dose.
  if (a.approx || b.approx)
    return roughly(a.values, b.values) && roughly(a.max ?? a.values, b.max ?? b.values);
  return sameList(a.values, b.values) && sameList(a.max ?? a.values, b.max ?? b.values);
}

const roughly = (x: number[], y: number[]) =>
  x.length === y.length &&
  x.every((v, i) => Math.abs(v - y[i]!) <= 0.02 * Math.max(Math.abs(v), Math.abs(y[i]!)));

export const comparable = (a: DoseQ | null, b: DoseQ | null): boolean =>
  !!a && !!b && a.unit === b.unit;

/** 'Osteomol 665 2 tabs' and '1330 mg': a brand's bare label on one side is the other side's dose in milligrams. */
export const sameAsLabel = (a: DoseQ | null, b: DoseQ | null): boolean =>
  !!a &&
  !!b &&
  a.values.length === 1 &&
  ((a.unit === '' && b.unit === 'mg') || (a.unit === 'mg' && b.unit === '')) &&
  sameList(a.values, b.values) &&
  sameList(a.max, b.max);

/**
 * 'Co-codamol 8 mg/500 mg' against 'Paracetamol/codeine 500/8 mg': a combination's parts written in another order
 * (a UK name puts codeine first, an Australian list paracetamol). The same numbers in another order are read as
 * the same dose, never as a change, and the caller warns: which part belongs to which ingredient is not written.
 */
export function samePartsReordered(a: DoseQ, b: DoseQ): boolean {
  if (a.unit !== b.unit || a.values.length < 2 || a.values.length !== b.values.length) return false;
  if ((a.max === undefined) !== (b.max === undefined) || a.approx || b.approx) return false;
  if (sameList(a.values, b.values)) return false;
  const sorted = (x: number[]) => [...x].sort((p, q) => p - q);
  return (
    sameList(sorted(a.values), sorted(b.values)) &&
    (!a.max || sameList(sorted(a.max), sorted(b.max!)))
  );
}

/** 'increased', 'reduced' or 'changed' (ranges, combinations that moved both ways). */
export function direction(from: DoseQ, to: DoseQ): 'increased' | 'reduced' | 'changed' {
  const f = from.max ?? from.values;
  const t = to.max ?? to.values;
  const lowF = from.values;
  const lowT = to.values;
  const up = t.every((v, i) => v >= f[i]!) && lowT.every((v, i) => v >= lowF[i]!);
  const down = t.every((v, i) => v <= f[i]!) && lowT.every((v, i) => v <= lowF[i]!);
  const ranged = (from.max !== undefined) !== (to.max !== undefined);
  if (ranged) return 'changed';
  if (up && !down) return 'increased';
  if (down && !up) return 'reduced';
  return 'changed';
}

/** Strengths that are the same product strength however written ('0.1 mg' = '100 microgram'). */
export function sameStrength(a: Strength, b: Strength): boolean {
  // 'Madopar 125' and '100/25 mg': a combination brand's bare label is the sum of its strengths.
  if (isLabelOf(a, b) || isLabelOf(b, a)) return true;
  if (!a.unit || !b.unit) return sameList(a.values, b.values);
  return sameDose(ofStrength(a), ofStrength(b));
}

/**
 * Strengths in units that do not convert ('1000 units' of vitamin D against '25 microgram'): whether
 * they are the same product cannot be told from the numbers.
 */
export function strengthsUnlike(a: Strength, b: Strength): boolean {
  const base = (s: Strength) => ofStrength(s).unit.split('/')[0];
  return !!a.unit && !!b.unit && base(a) !== base(b);
}

function isLabelOf(label: Strength, combo: Strength): boolean {
  return (
    !label.unit &&
    label.values.length === 1 &&
    combo.values.length > 1 &&
    Math.abs(combo.values.reduce((x, y) => x + y, 0) - label.values[0]!) < 1e-6
  );
}
