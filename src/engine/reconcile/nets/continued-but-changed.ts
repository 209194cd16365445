/**
 * A discharge line that says the medicine goes on as it was ('CONTINUE', 'continue as before', 'no
 * change') while the comparison found a change: either the line's own word or one side's reading is
 * wrong (a heading the admission list put it under, a dose count the reader missed). The row names both.
 */
import type { Net } from './types';
import { flag, where } from './flag';

export const continuedButChanged: Net = ({ rows }) => {
  const out: string[] = [];
  for (const { row, dis, adm } of rows) {
    if (row.changeType !== 'changed' || !adm) continue;
    const s = dis.status;
    if (s?.kind !== 'continued' || s.fromHeading) continue;
    flag(
      row,
      `${row.name}: ${where(dis)} says "${s.word}", but the lists were read as different (${row.comment}): check which is right`,
      out,
    );
  }
  return out;
};
