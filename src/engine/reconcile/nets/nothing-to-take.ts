/**
 * A discharge line that names a medicine but gives nothing to take (no strength, dose, time, when-required
 * word or instruction) while the row says it goes on. A discharge list writes a medicine bare like that
 * mostly to say something about it: a stop written in words no reader knows ('STOPED', 'off', 'no
 * longer'), a line under a stop heading the readers did not recognise ('Cease / do not restart:'), or one
 * of several medicines a stop line lists. Whatever the wording, 'unchanged' or 'new' is a guess there, so
 * the row and the response say which line to check.
 */
import type { ParsedOrder } from '../../parse/types';
import type { Net } from './types';
import { flag, where } from './flag';

/** True when the order gives nothing a patient could take: no amount, strength, time or instruction. */
export function givesNothingToTake(o: ParsedOrder): boolean {
  return !(
    o.strength ||
    o.amount.count ||
    o.amount.measure ||
    o.slotAmounts ||
    o.timing.known ||
    o.prn ||
    o.instruction ||
    o.amountLabel ||
    o.duration ||
    o.steps.length > 1
  );
}

export const nothingToTake: Net = ({ rows }) => {
  const out: string[] = [];
  for (const { row, dis, adm } of rows) {
    const kind = dis.status?.kind;
    if (kind === 'ceased' || kind === 'withheld' || dis.siteStop) continue;
    // 'Aspirin - continue', 'Metformin: no change': the line itself says it goes on.
    if (kind === 'continued' && !dis.status?.fromHeading) continue;
    if (!givesNothingToTake(dis)) continue;
    flag(
      row,
      adm
        ? `${row.name}: ${where(dis)} names it with no dose, strength or time: check whether it goes on or was stopped`
        : `${row.name}: ${where(dis)} names it with no dose, strength or time and it is not on the admission list: check whether it is really started`,
      out,
    );
  }
  return out;
};
