/**
 * An order whose written count per day ('bd', 'TDS') disagrees with the times of day read from its
 * line ('500 mg bd - withhold on the morning of surgery' gave the morning only): a time word belonged
 * to something else (an instruction, a note) or the count did. The row says which line and both readings.
 */
import type { Net } from './types';
import { flag, where } from './flag';
import type { ParsedOrder } from '../../parse/types';
import { clocksSharingSlots, joinAnd } from '../../parse/timing-labels';

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
      // '0600, 1000, 1400, 1800': the count is the clock times' own, two of which share a slot.
      const shared = [...clocksSharingSlots(o.timing.clocks)];
      const text = shared.length
        ? `${row.name}: ${where(o)} gives ${o.timing.perDay} times a day (${joinAnd(o.timing.clocks)}), more than the slots show: ${shared.map(([slot, cs]) => `${joinAnd(cs)} are both in the ${slot} slot`).join('; ')}: check the times`
        : `${row.name}: ${where(o)} says ${o.timing.perDay} times a day, but the times read from it are ${o.timing.slots.join(', ')}: check the times`;
      flag(row, text, out);
    }
  }
  return out;
};
