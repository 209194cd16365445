/**
 * The shapes a dose is written in, for readDosing (dosing.ts): units before counts ('1000 IU one capsule'),
 * a strength then a dose ('500 mg 2 tabs'), a liquid's measure, a weight-based dose, counts added together
 * ('1 + 1/2 tab'). Each returns where the amount is written, or nothing when the order is not that shape.
 */
import { alternation, DOSE_UNIT_WORDS, FORM_WORDS, ROUTE_WORDS, spellings } from '../lexicon/words';
import { squashSpaces } from './text';
import type { TimeToken } from './timing';
import type { Amount, Strength } from './types';
import { isConcentration } from './units';

// `end`: where the amount ends as written ('1,000 IU' is shorter than the '1000 units' it reads as).
export type Placed = { index: number; end?: number; amount: Amount };

// Units and millilitres are given per administration ('22 units', '5 mL'), never a product strength.
export const isMeasure = (s: Strength) =>
  (s.unit === 'units' || s.unit === 'mL' || s.unit === 'L') && !s.per && s.values.length === 1;

// 'Vitamin D3 1000 IU one capsule daily', 'Ergocalciferol 50,000 units 1 tab weekly', '1,000 units capsules
// one capsule MANE and one-half capsule midi': units written before counts of tablets or capsules are what
// each one holds, the product strength.
export function unitsStrength(measures: Placed[], doses: Placed[]): Strength | undefined {
  const m = measures.length === 1 ? measures[0]! : undefined;
  if (!m || !doses.length || m.amount.measure?.unit !== 'units') return undefined;
  const held = doses.every(
    (d) => d.index > m.index && HELD_IN_ONE.test(d.amount.count?.unit ?? ''),
  );
  return held ? m.amount.measure : undefined;
}

const HELD_IN_ONE = /tablet|capsule|wafer|lozenge|pessary|suppository/;

export function unitsThenCount(
  measures: Placed[],
  doses: Placed[],
  bare: Array<{ index: number }>,
  countUnit: string | undefined,
): boolean {
  const m = measures.length === 1 ? measures[0]! : undefined;
  return (
    !!m &&
    m.end !== undefined &&
    m.amount.measure?.unit === 'units' &&
    !doses.length &&
    bare.some((b) => b.index > m.index) &&
    HELD_IN_ONE.test(countUnit ?? '')
  );
}

// '100 mg/mL', '240 mg/5 mL': the concentration of a liquid, never the amount given.
/**
 * 'Levetiracetam 100 mg/mL: 315 mg (3.15 mL) BD', 'Paracetamol 240 mg/5 mL: 320 mg = 6.7 mL': a liquid
 * dose written as a mass with its volume. The mass is the dose (what the two lists are compared on) and
 * the slot shows both as written: '315 mg (3.15 mL)'. Null unless exactly one mass dose is written
 * besides the concentration.
 */
export function liquidDose(
  strengthish: Array<{ index: number; s: Strength }>,
  measures: Placed[],
): Placed | null {
  if (!strengthish.some((x) => isConcentration(x.s))) return null;
  const doses = strengthish.filter(
    (x) => !isConcentration(x.s) && !x.s.per && x.s.values.length === 1 && x.s.unit,
  );
  if (doses.length !== 1) return null;
  const mass = doses[0]!;
  const vols = measures.filter((m) => m.amount.measure?.unit === 'mL');
  const vol = vols.length === 1 ? vols[0]!.amount.measure! : undefined;
  const text = vol ? `${mass.s.text} (${vol.text})` : mass.s.text;
  return { index: mass.index, amount: { measure: { ...mass.s, text } } };
}

const BETWEEN_STRENGTH_AND_DOSE = new RegExp(
  String.raw`^(?:[\s,:;.\-–]|${alternation([...FORM_WORDS, ...spellings(DOSE_UNIT_WORDS), ...ROUTE_WORDS, 'dose', 'take', 'give', 'mr', 'sr', 'cr', 'xr', 'modified release', 'controlled release', 'slow release'])}(?![a-z]))*$`,
  'i',
);

/**
 * Two strengths joined by 'and' or '&' with a dose after them ('25 mg and 100 mg tablets - 150 mg BD',
 * '1 mg & 5 mg tabs, 6 mg daily'): the strengths the tablets come in, shown as written; the first is the
 * one compared. Null unless a third plain amount in the same unit follows (the dose).
 */
export function strengthList(
  parts: Array<{ index: number; end: number; s: Strength }>,
  work: string,
): { index: number; end: number; s: Strength } | null {
  if (parts.length < 3) return null;
  const [a, b, c] = parts as [(typeof parts)[0], (typeof parts)[0], (typeof parts)[0]];
  const plain = (x: Strength) => !x.per && x.values.length === 1 && !!x.unit && x.unit !== '%';
  if (!plain(a.s) || !plain(b.s) || !plain(c.s)) return null;
  if (a.s.unit !== b.s.unit || unitFamily(b.s) !== unitFamily(c.s)) return null;
  if (!/^\s*(?:and|&)\s*$/i.test(work.slice(a.end, b.index))) return null;
  return { index: a.index, end: b.end, s: { ...a.s, text: `${a.s.text} and ${b.s.text}` } };
}

/**
 * Two plain amounts in one unit family, the first the product's strength and the second the dose
 * ('500 mg TAB - Dose: 1000 MG', '1,000 IU cap, 2,000 IU qam'). Null when they are joined as one
 * product ('49 mg-51 mg', '3 mg + 1 mg') or a time of day stands between them (a dose for each time).
 */
export function strengthThenDose(
  parts: Array<{ index: number; end?: number; s?: Strength; amount?: Amount }>,
  work: string,
  times: TimeToken[],
  /** No other number is written ('1 mane', a bare count): the dose may follow the times. */
  alone = false,
): { strength: Strength; placed: Placed } | null {
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((p) => ({ ...p, s: p.s ?? p.amount?.measure })) as Array<{
    index: number;
    end?: number;
    s?: Strength;
  }>;
  if (!a?.s || !b?.s) return null;
  const plain = (x: Strength) => !x.per && x.values.length === 1 && !!x.unit && x.unit !== '%';
  if (!plain(a.s) || !plain(b.s) || unitFamily(a.s) !== unitFamily(b.s)) return null;
  const end = a.end ?? a.index + a.s.text.length;
  // Only the product's words may stand between ('500 mg TAB - Dose: 1000 mg', '1,000 IU cap, 2,000 IU'):
  // not a join ('49 mg-51 mg'), days ('3 mg Mon/Wed/Fri and 2 mg other days') or other words.
  const between = work.slice(end, b.index);
  if (/^\s*[-–+/&]\s*$/.test(between) || !BETWEEN_STRENGTH_AND_DOSE.test(between)) return null;
  // '40 mg mane, 20 mg nocte' is a dose per time; 'Prednisolone 25 mg tablets - once daily in the morning,
  // 50 mg' writes the dose in a clause of its own after the times, with no time of its own.
  const timesBetween = times.filter((t) => t.index > a.index && t.index < b.index);
  if (timesBetween.length) {
    if (!alone) return null;
    const lastEnd = Math.max(...timesBetween.map((t) => t.end));
    const gap = work.slice(lastEnd, b.index);
    const after = work.slice(b.end ?? b.index + b.s.text.length);
    if (times.some((t) => t.index > b.index) || !gap.includes(',') || /[a-z0-9]/i.test(gap + after))
      return null;
  }
  return { strength: a.s, placed: { index: b.index, amount: { measure: b.s } } };
}

/**
 * 'Infliximab 5 mg/kg = 400 mg', 'Gentamicin 350 mg (5 mg/kg)': a dose per kilogram of body weight and
 * the total it comes to for this patient. The total is the dose; the slot shows both as written
 * ('400 mg (5 mg/kg)'). Null unless exactly one dose per kilogram and one plain mass are written.
 */
export function weightDose(strengthish: Array<{ index: number; s: Strength }>): Placed | null {
  if (strengthish.length !== 2) return null;
  const perKg = strengthish.filter((x) => /^kg$/i.test(x.s.per ?? ''));
  const mass = strengthish.filter((x) => !x.s.per && x.s.values.length === 1 && x.s.unit);
  if (perKg.length !== 1 || mass.length !== 1 || unitFamily(perKg[0]!.s) !== unitFamily(mass[0]!.s))
    return null;
  const m = mass[0]!;
  return {
    index: m.index,
    amount: { measure: { ...m.s, text: `${m.s.text} (${perKg[0]!.s.text})` } },
  };
}

// A per-kilogram dose in mg may come to a total in g ('25 mg/kg = 1.5 g'): both are masses.
const unitFamily = (s: Strength) =>
  s.unit === 'g' || s.unit === 'microgram' ? 'mg' : (s.unit ?? '');

/**
 * '1 nirmatrelvir tab + 1 ritonavir tab' (a co-pack), '2 caps + 1 cap': one dose of several dose units taken
 * together, shown as written; its count is their total.
 */
const TOGETHER =
  /\b(\d+)\s+(?:[a-z]+\s+)?(tab(?:let)?s?|cap(?:sule)?s?)\b(?:\s*\+\s*\d+\s+(?:[a-z]+\s+)?(?:tab(?:let)?s?|cap(?:sule)?s?)\b)+/i;

export function addedCounts(text: string): (Placed & { end: number }) | null {
  const m = text.includes('+') ? TOGETHER.exec(text) : null;
  if (!m) return null;
  const value = (m[0].match(/\d+(?=\s+(?:[a-z]+\s+)?(?:tab|cap))/gi) ?? []).reduce(
    (n, x) => n + Number(x),
    0,
  );
  const unit = /^cap/i.test(m[2]!) ? 'capsule' : 'tablet';
  return {
    index: m.index,
    end: m.index + m[0].length,
    amount: { count: { value, unit, text: squashSpaces(m[0]) } },
  };
}

/**
 * 'X mg + Y mg' with nothing but '+' between the parts and no time of day among them: one dose, the
 * sum of the parts (shown as written: '3 mg + 1 mg'). Null when there is no such sum.
 */
export function addedDose(
  parts: Array<{ index: number; end: number; s: Strength }>,
  work: string,
  times: TimeToken[],
): { index: number; end: number; s: Strength } | null {
  if (parts.length < 2) return null;
  const unit = parts[0]!.s.unit;
  if (!unit || parts.some((p) => p.s.unit !== unit || p.s.per || p.s.values.length !== 1))
    return null;
  for (let i = 1; i < parts.length; i++) {
    if (!/^\s*\+\s*$/.test(work.slice(parts[i - 1]!.end, parts[i]!.index))) return null;
    if (times.some((t) => t.index > parts[i - 1]!.index && t.index < parts[i]!.index)) return null;
  }
  const sum = parts.reduce((acc, p) => acc + p.s.values[0]!, 0);
  const text = parts.map((p) => p.s.text).join(' + ');
  return {
    index: parts[0]!.index,
    end: parts[parts.length - 1]!.end,
    s: { values: [Number(sum.toFixed(6))], unit, text },
  };
}
