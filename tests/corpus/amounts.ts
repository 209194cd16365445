/**
 * How amounts are written and what a row may say for them: a strength or dose in its unit, a count
 * of a dose form, a range. Every `accepts` list is compared ignoring case and spaces, like the scorer.
 */
import type { MedicineSpec, Unit } from './medicines';
import type { Rng } from './rng';
import { COUNT_ALTERNATIVES, FORM_WORDS, RANGE_ALTERNATIVES } from './sig-words';

const UNIT_WORDS: Record<Unit, string[]> = {
  mg: ['mg', 'mg', 'MG'],
  microgram: ['microgram', 'mcg', 'micrograms'],
  units: ['units', 'units', 'IU'],
  g: ['g', 'g', 'gram'],
  mL: ['mL', 'ml', 'mLs'],
};
const UNIT_ACCEPTS: Record<Unit, string[]> = {
  mg: ['mg'],
  microgram: ['microgram', 'mcg'],
  units: ['unit', 'iu'],
  g: ['g'],
  mL: ['ml'],
};

/** `7500` as `7,500` (Intl is slow enough to matter over 30,000 orders). */
const withCommas = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A number as prescribers write it: thousands with or without a comma. */
export function writeNumber(n: number, rng: Rng): { text: string; comma: boolean } {
  if (n >= 1000 && rng.chance(0.6)) return { text: withCommas(n), comma: true };
  return { text: String(n), comma: false };
}

export function writeAmount(n: number, unit: Unit, rng: Rng) {
  const num = writeNumber(n, rng);
  const space = unit === 'units' || rng.chance(0.6) ? ' ' : '';
  return { text: `${num.text}${space}${rng.pick(UNIT_WORDS[unit])}`, comma: num.comma };
}

/** What a row may say for `n` of `unit`: `1000 mg` is also `1 g`, `7500 units` also `7,500 units`. */
export function acceptAmount(n: number, unit: Unit): string[] {
  const nums = [String(n), withCommas(n)];
  const out = nums.flatMap((x) => UNIT_ACCEPTS[unit].map((u) => `${x}${u}`));
  if (unit === 'mg' && n >= 1000) out.push(`${n / 1000}g`);
  if (unit === 'g') out.push(`${n * 1000}mg`);
  if (unit === 'mg' && n < 1) out.push(`${n * 1000}microgram`, `${n * 1000}mcg`);
  return out;
}

/** What a slot may say for a count of the medicine's form, or for the amount it comes to. */
export function acceptCount(count: number, med: MedicineSpec, written?: string): string[] {
  const slotWords = FORM_WORDS[med.form]?.slot ?? [''];
  const nums = COUNT_ALTERNATIVES[String(count)] ?? [String(count)];
  const out = slotWords.flatMap((w) => nums.map((x) => `${x}${w}`));
  if (written) out.push(...slotWords.map((w) => `${written}${w}`));
  const strength = med.strengths[0];
  if (strength !== undefined && med.strengths.length === 1)
    out.push(...acceptAmount(count * strength, med.unit));
  return out;
}

export function acceptCountOf(
  count: number,
  strength: number,
  med: MedicineSpec,
  written?: string,
) {
  return [
    ...acceptCount(count, { ...med, strengths: [] }, written),
    ...acceptAmount(count * strength, med.unit),
  ];
}

export function acceptRange(a: string, b: string, suffix: string): string[] {
  return RANGE_ALTERNATIVES.map((p) => p.replace('{a}', a).replace('{b}', b) + suffix);
}
