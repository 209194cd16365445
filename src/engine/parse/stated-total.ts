/**
 * A count of dose units written together with the total it makes: `2 tabs (50 mg)`, `80 mg (2 tabs)`,
 * `20 mg (2 tabs)`, `2 tablets = 1 g`, `1 g as 2 tablets`. Both are what the order gave, so the slot
 * keeps both, in the order written (`2 tablets (50 mg)`); the total also stands in for the dose when the
 * lists are compared. A total that is not the count times the product strength is named in a warning:
 * the engine cannot know which of the two is meant.
 */
import type { TimeSlot } from '../../shared/reconcile';
import type { Amount, DoseCount, Strength } from './types';
import { findQuantities, massIn, type QuantityToken } from './units';
import { NUM_WORD } from './text';

export interface StatedTotal {
  count: DoseCount;
  total: Strength;
  /** Index of the total's quantity token, so the caller can leave it out of the strengths. */
  totalIndex: number;
  totalFirst: boolean;
}

// Units a total of several dose units is written in: a mass or units ('2 capsules (1000 units)').
const TOTAL_UNITS = new Set(['mg', 'g', 'microgram', 'nanogram', 'units']);
// What joins a count and its total: a bracket, an equals sign, 'i.e.', 'as', a colon or a dash.
const COUNT_THEN_TOTAL = /^\s*(?:[([]|=|i\.?e\.?,?|:|[-–—]|\(\s*=|=\s*\()\s*$/i;
const TOTAL_THEN_COUNT = /^\s*(?:[([]|=|as|i\.?e\.?,?|\(\s*=|=\s*\()\s*$/i;
// Milligrams in one of a mass unit (units.ts' table), undefined for units that are not a mass.
const mgPer = (unit: string): number | undefined => massIn(1, unit, 'mg') ?? undefined;

const isTotal = (q: QuantityToken): q is Extract<QuantityToken, { kind: 'strength' }> =>
  q.kind === 'strength' &&
  !!q.strength.unit &&
  TOTAL_UNITS.has(q.strength.unit) &&
  !q.strength.per &&
  q.strength.values.length === 1;

const isSingleCount = (q: QuantityToken): q is Extract<QuantityToken, { kind: 'count' }> =>
  q.kind === 'count' && q.count.max === undefined && !q.strength && q.count.unit !== 'dose';

/**
 * '40 mg - 2 x 20 mg capsules', '1 g (2 x 500 mg)': a count of a strength written beside the mass it
 * makes. The two restate one dose only when the numbers agree; otherwise they are left as they were.
 */
function timesCountOf(
  q: QuantityToken,
  total: Extract<QuantityToken, { kind: 'strength' }>,
): q is Extract<QuantityToken, { kind: 'count' }> {
  if (q.kind !== 'count' || q.count.unit !== 'dose' || q.count.max !== undefined) return false;
  const s = q.strength;
  if (!s?.unit || s.per || s.values.length !== 1) return false;
  const each = massIn(s.values[0]! * q.count.value, s.unit, 'mg');
  const sum = massIn(total.strength.values[0]!, total.strength.unit!, 'mg');
  return each !== null && sum !== null && Math.abs(each - sum) < 1e-6;
}

const FORM_WORD = /^\s*[a-z]+\.?(?=\s*[^\sa-z])/i;
// Between the two in the dosing text, where brackets and dashes became clause breaks (' , ').
const LOOSE = /^[\s,([=:]*$|^\s*(?:,\s*)?as\s*$/i;

/**
 * Each count written next to its total, in the order line as written. Only when the line also writes
 * the product's strength: 'Panadol 2 tabs (500 mg)' may be giving the tablet's strength in brackets.
 */
export function statedTotals(line: string, qs: readonly QuantityToken[]): StatedTotal[] {
  const found = pairs(line, qs, COUNT_THEN_TOTAL, TOTAL_THEN_COUNT);
  if (!found.length) return found;
  const totals = new Set(found.map((p) => p.totalIndex));
  // '2 x 20 mg' writes the strength itself.
  const strengthWritten = qs.some(
    (q) =>
      (q.kind === 'strength' && !totals.has(q.index) && !!q.strength.unit) ||
      (q.kind === 'count' && !!q.strength?.unit),
  );
  return strengthWritten ? found : [];
}

/**
 * The same pairs found again in the dosing text (`work`), whose brackets are clause breaks: only a
 * count and total the line itself wrote as a pair (`stated`), so 'Prednisolone 25 mg, 2 tabs' keeps
 * its strength.
 */
export function totalsIn(
  work: string,
  qs: readonly QuantityToken[],
  stated: readonly StatedTotal[],
): StatedTotal[] {
  if (!stated.length) return [];
  const left = [...stated];
  // Each candidate is checked as it is found: '25 mg 2 tabs , 50 mg' (the head strength, then the pair) must not
  // take '25 mg 2 tabs' as a pair and pass over the '2 tabs , 50 mg' the line wrote.
  return pairs(work, qs, LOOSE, LOOSE, (p) => {
    const k = left.findIndex(
      (s) =>
        s.totalFirst === p.totalFirst &&
        s.count.value === p.count.value &&
        s.count.unit === p.count.unit &&
        s.total.unit === p.total.unit &&
        s.total.values[0] === p.total.values[0],
    );
    if (k < 0) return false;
    left.splice(k, 1);
    return true;
  });
}

function pairs(
  text: string,
  qs: readonly QuantityToken[],
  countThenTotal: RegExp,
  totalThenCount: RegExp,
  accept: (p: StatedTotal) => boolean = () => true,
): StatedTotal[] {
  const out: StatedTotal[] = [];
  for (let i = 0; i + 1 < qs.length; i++) {
    const [a, b] = [qs[i]!, qs[i + 1]!];
    const between = text.slice(a.end, b.index);
    if (
      isTotal(b) &&
      ((isSingleCount(a) && countThenTotal.test(between)) ||
        // '2 x 20 mg caps (40 mg)': the dose unit's word may sit between them.
        (timesCountOf(a, b) && countThenTotal.test(between.replace(FORM_WORD, ''))))
    ) {
      const p = { count: a.count, total: b.strength, totalIndex: b.index, totalFirst: false };
      if (accept(p)) {
        out.push(p);
        i++;
        continue;
      }
    }
    if (
      isTotal(a) &&
      ((isSingleCount(b) && totalThenCount.test(between)) ||
        // The numbers agree, so a dash between them joins them too ('40 mg - 2 x 20 mg').
        (timesCountOf(b, a) && (totalThenCount.test(between) || countThenTotal.test(between))))
    ) {
      const p = { count: b.count, total: a.strength, totalIndex: a.index, totalFirst: true };
      if (accept(p)) {
        out.push(p);
        i++;
      }
    }
  }
  return out;
}

/** The count with its stated total, for the slot and the comparison. */
export function withTotal(count: DoseCount, st: StatedTotal): Amount {
  return { count, measure: st.total, totalFirst: st.totalFirst };
}

/**
 * The amounts of the order with their stated totals: each amount whose count is a stated one (same
 * number and unit, in the order written) takes its total.
 */
export function attachTotals(
  amount: Amount,
  slotAmounts: Partial<Record<TimeSlot, Amount>> | undefined,
  totals: readonly StatedTotal[],
): { amount: Amount; slotAmounts?: Partial<Record<TimeSlot, Amount>> } {
  if (!totals.length) return { amount, slotAmounts };
  const left = [...totals];
  const take = (a: Amount): Amount => {
    if (!a.count || a.measure) return a;
    const k = left.findIndex(
      (t) => t.count.value === a.count!.value && t.count.unit === a.count!.unit,
    );
    if (k < 0) return a;
    const [st] = left.splice(k, 1);
    return withTotal(a.count, st!);
  };
  const bySlot: Partial<Record<TimeSlot, Amount>> = {};
  const seen = new Map<Amount, Amount>();
  const first = take(amount);
  seen.set(amount, first);
  if (slotAmounts)
    for (const slot of ['0800', '1200', '1800', '2200'] as TimeSlot[]) {
      const a = slotAmounts[slot];
      if (!a) continue;
      let b = seen.get(a);
      if (!b) {
        b = take(a);
        seen.set(a, b);
      }
      bySlot[slot] = b;
    }
  return { amount: first, slotAmounts: slotAmounts ? bySlot : undefined };
}

/**
 * A warning when a stated total is not the count times the product strength (`2 tabs (40 mg)` of a
 * 25 mg tablet), or '' when it agrees or cannot be checked.
 */
export function totalMismatch(
  totals: readonly StatedTotal[],
  strength: Strength | undefined,
): string {
  const per = strength?.unit ? mgPer(strength.unit) : undefined;
  if (!strength || strength.per || strength.values.length !== 1) return '';
  for (const t of totals) {
    const f = t.total.unit ? mgPer(t.total.unit) : undefined;
    const same =
      per !== undefined && f !== undefined
        ? Math.abs(strength.values[0]! * per * t.count.value - t.total.values[0]! * f) < 1e-6
        : strength.unit === t.total.unit
          ? Math.abs(strength.values[0]! * t.count.value - t.total.values[0]!) < 1e-6
          : true;
    if (!same)
      return `"${t.count.text}" and "${t.total.text}" do not agree with the ${strength.text} strength: check the dose`;
  }
  return '';
}

// A pair's joining words (COUNT_THEN_TOTAL, TOTAL_THEN_COUNT) straight before the second quantity, which starts
// as every quantity does (units.ts: digits, '½', '.5', 'half' or a number word). A third of order lines have a
// bracket or 'as', one in a hundred a pair: this spares reading every quantity of the others.
const PAIR_MARK = new RegExp(
  String.raw`(?:[([=:\-–—]|i\.?e\.?,?|as)\s*(?:[\d½.]|half|${NUM_WORD})`,
  'i',
);

/** The stated totals of one order line ('' when it writes no count with a total). */
export function lineTotals(line: string): StatedTotal[] {
  // A count of a strength ('2 x 50 mg') may be joined to its total by a dash alone.
  if (!/[([=]|\bas\b|\d\s*x\s*\d/i.test(line) || !PAIR_MARK.test(line)) return [];
  const lower = line.toLowerCase();
  return statedTotals(lower, findQuantities(lower));
}
