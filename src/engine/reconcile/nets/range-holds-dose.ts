/**
 * A dose written as a range on one list ('2-4 puffs', '1-2 tablets', '5-10 mg') that holds the single
 * dose the other list writes ('2 puffs'): whether that is a change is a judgement (a wider range to use
 * as needed, or a new dose), so a row the comparison called changed on its dose says so and names both
 * lines, whatever unit the dose is counted in.
 */
import type { Net } from './types';
import { flag, where } from './flag';
import type { Amount, ParsedOrder } from '../../parse/types';

interface Span {
  min: number;
  max: number;
  unit: string;
  text: string;
}

/** The dose per administration as a span (a single dose is a span of one value). */
function spanOf(o: ParsedOrder): Span | undefined {
  if (o.slotAmounts || o.steps.length > 1) return undefined;
  const a: Amount = o.amount;
  if (a.count) {
    const { value, max, unit, text } = a.count;
    return { min: value, max: max ?? value, unit, text };
  }
  return undefined;
}

const holds = (wide: Span, one: Span) =>
  wide.max > wide.min &&
  one.min >= wide.min &&
  one.max <= wide.max &&
  one.max - one.min < wide.max - wide.min;

export const rangeHoldsDose: Net = ({ rows }) => {
  const out: string[] = [];
  for (const { row, dis, adm, aspects } of rows) {
    if (!adm || row.changeType !== 'changed' || !aspects.includes('dose')) continue;
    const a = spanOf(adm);
    const d = spanOf(dis);
    if (!a || !d || a.unit !== d.unit) continue;
    const [wide, one] = holds(d, a) ? [dis, adm] : holds(a, d) ? [adm, dis] : [];
    if (!wide || !one) continue;
    flag(
      row,
      `${row.name}: ${where(wide)} writes the dose as a range (${spanOf(wide)!.text}) that holds the ${spanOf(one)!.text} of ${where(one)}: check whether the dose really changed`,
      out,
    );
  }
  return out;
};
