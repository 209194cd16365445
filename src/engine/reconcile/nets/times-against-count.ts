/**
 * An order whose written count per day ('bd', 'TDS') disagrees with the times of day read from its
 * line ('500 mg bd - withhold on the morning of surgery' gave the morning only): a time word belonged
 * to something else (an instruction, a note) or the count did. The row says which line and both readings.
 */
import type { Net } from './types';
import { flag, where } from './flag';
import type { ParsedOrder } from '../../parse/types';

const disagrees = (o: ParsedOrder | undefined): o is ParsedOrder =>
  !!o &&
  !o.prn &&
  !o.slotAmounts &&
  o.steps.length <= 1 &&
  !o.timing.nonDaily &&
  !!o.timing.timeOfDay &&
  o.timing.perDay !== undefined &&
  o.timing.slots.length > 0 &&
  o.timing.slots.length !== o.timing.perDay;

export const timesAgainstCount: Net = ({ rows }) => {
  const out: string[] = [];
  for (const { row, dis, adm } of rows) {
    for (const o of [adm, dis]) {
      if (!disagrees(o)) continue;
      flag(
        row,
        `${row.name}: ${where(o)} says ${o.timing.perDay} times a day, but the times read from it are ${o.timing.slots.join(', ')}: check the times`,
        out,
      );
    }
  }
  return out;
};
